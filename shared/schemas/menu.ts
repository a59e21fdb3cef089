import * as z from "zod/mini";
import { DIETS, MENU_CATEGORIES, MENU_PRICE } from "../constants";
import { optionalText, requiredText, uuid, wholeNumber } from "./fields";

const REQUIRED = "Please fill in all required fields";

export const menuItemFields = z.object({
  name: requiredText(100, REQUIRED),
  description: optionalText(500),
  price: wholeNumber(MENU_PRICE.min, MENU_PRICE.max, REQUIRED),
  category: z.enum(MENU_CATEGORIES, { error: REQUIRED }),
  isAvailable: z._default(z.boolean({ error: "isAvailable must be true or false" }), true),
  /** Not sent by older clients: null, "not marked yet", so an existing menu keeps working. */
  diet: z._default(z.nullable(z.enum(DIETS, { error: "diet must be veg, non-veg or egg" })), null),
});
export type MenuItemFields = z.infer<typeof menuItemFields>;

/** Create accepts a client-made id so a local-first client can name the row before the server sees it. */
export const menuItemCreateInput = z.extend(menuItemFields, { id: z.optional(uuid()) });
export type MenuItemCreateInput = z.infer<typeof menuItemCreateInput>;

export const menuItem = z.object({
  id: z.string(),
  restaurantId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  isAvailable: z.boolean(),
  diet: z.nullable(z.enum(DIETS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MenuItem = z.infer<typeof menuItem>;
