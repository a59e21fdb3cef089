import * as z from "zod/mini";
import { DIETS, MENU_CATEGORIES, MENU_PRICE } from "../constants";
import { boundedText, optionalText, requiredName, uuid, wholeNumber } from "./fields";
import { optionGroup, optionGroups } from "./menu-options";
import { photo } from "./photo";

const REQUIRED = "Please fill in all required fields";
const DESCRIPTION_MAX = 500;
const name = requiredName(100, REQUIRED, "Name");
const price = wholeNumber(MENU_PRICE.min, MENU_PRICE.max, REQUIRED);
const category = z.enum(MENU_CATEGORIES, { error: REQUIRED });
const isAvailable = z.boolean({ error: "isAvailable must be true or false" });

export const menuItemFields = z.object({
  name,
  description: optionalText(DESCRIPTION_MAX, "Description", { multiline: true }),
  price,
  category,
  isAvailable: z._default(isAvailable, true),
  /** The dish in the restaurant's menu language; empty shows the English (docs/diner-ordering.md, Languages). */
  localName: optionalText(100, "Translated name", { asName: true }),
  localDescription: optionalText(DESCRIPTION_MAX, "Translated description", { multiline: true }),
  optionGroups,
  /** Not sent by older clients: null, "not marked yet", so an existing menu keeps working. */
  diet: z._default(z.nullable(z.enum(DIETS, { error: "diet must be veg, non-veg or egg" })), null),
});
export type MenuItemFields = z.infer<typeof menuItemFields>;

/**
 * Some of an item's fields, to change only those (a sold-out tap sends only `isAvailable`), so a replay
 * merges with other devices' edits instead of writing a stale copy of the rest (decision 016). No
 * defaults: a field that is not sent is left as it is.
 */
export const menuItemPatch = z
  .object({
    name: z.optional(name),
    description: z.optional(boundedText(DESCRIPTION_MAX, "Description", { multiline: true })),
    price: z.optional(price),
    category: z.optional(category),
    isAvailable: z.optional(isAvailable),
  })
  .check(z.refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "Nothing to change" }));
export type MenuItemPatch = z.infer<typeof menuItemPatch>;

/** Create accepts a client-made id so a local-first client can name the row before the server sees it. */
export const menuItemCreateInput = z.extend(menuItemFields, { id: z.optional(uuid()) });

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
  diet: z.nullable(z.enum(DIETS)),
  // Optional: a menu saved on a phone before photos existed still reads; the server always sends it (null for none).
  photo: z.optional(z.nullable(photo)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MenuItem = z.infer<typeof menuItem>;
