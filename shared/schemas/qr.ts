import * as z from "zod/mini";
import { QR_CODE_PATTERN } from "../constants";
import { MENU_LANGUAGES } from "../languages";
import { optionGroup } from "./menu-options";

export const qrCodeParam = z.string().check(z.regex(QR_CODE_PATTERN, { error: "Invalid QR code" }));

/** A dish as the diner's page shows it: only what the page uses, so every phone downloads less. */
export const dinerMenuItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  isAvailable: z.boolean(),
  localName: z.string(),
  localDescription: z.string(),
  optionGroups: z.array(optionGroup),
});
export type DinerMenuItem = z.infer<typeof dinerMenuItem>;

export const qrLookup = z.object({
  table: z.object({ tableNumber: z.string(), capacity: z.number() }),
  restaurant: z.object({ name: z.string(), menuLanguage: z.enum(MENU_LANGUAGES) }),
  menuItems: z.array(dinerMenuItem),
});
export type QrLookup = z.infer<typeof qrLookup>;

export function toDinerMenuItem({
  id,
  name,
  description,
  price,
  category,
  isAvailable,
  localName,
  localDescription,
  optionGroups,
}: DinerMenuItem): DinerMenuItem {
  return { id, name, description, price, category, isAvailable, localName, localDescription, optionGroups };
}
