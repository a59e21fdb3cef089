import * as z from "zod/mini";
import { MENU_CATEGORIES, MENU_PRICE } from "../constants";
import { optionalText, requiredText, uuid, wholeNumber } from "./fields";
import { optionGroup, optionGroups } from "./menu-options";

const REQUIRED = "Please fill in all required fields";

export const menuItemFields = z.object({
  name: requiredText(100, REQUIRED),
  description: optionalText(500),
  price: wholeNumber(MENU_PRICE.min, MENU_PRICE.max, REQUIRED),
  category: z.enum(MENU_CATEGORIES, { error: REQUIRED }),
  isAvailable: z._default(z.boolean({ error: "isAvailable must be true or false" }), true),
  /** The dish in the restaurant's menu language; empty shows the English (docs/diner-ordering.md, Languages). */
  localName: optionalText(100),
  localDescription: optionalText(500),
  optionGroups,
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
  localName: z.string(),
  localDescription: z.string(),
  optionGroups: z.array(optionGroup),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MenuItem = z.infer<typeof menuItem>;
