import * as z from "zod/mini";
import { DIETS, QR_CODE_PATTERN } from "../constants";
import { DEFAULT_MENU_LANGUAGE, MENU_LANGUAGES } from "../languages";
import { optionGroup } from "./menu-options";
import { photo } from "./photo";

export const qrCodeParam = z.string().check(z.regex(QR_CODE_PATTERN, { error: "Invalid QR code" }));

/** A dish as the diner's page shows it: only what the page uses, so every phone downloads less. */
export const dinerMenuItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  isAvailable: z.boolean(),
  // Defaults: a menu saved on a phone before options and translations existed still reads.
  localName: z._default(z.string(), ""),
  localDescription: z._default(z.string(), ""),
  optionGroups: z._default(z.array(optionGroup), []),
  // A menu saved on the phone before dishes had marks reads as not marked.
  diet: z._default(z.nullable(z.enum(DIETS)), null),
  // Optional: a menu saved on a phone before photos existed still reads; the server always sends it (null for none).
  photo: z.optional(z.nullable(photo)),
});
export type DinerMenuItem = z.output<typeof dinerMenuItem>;

export const qrLookup = z.object({
  table: z.object({ tableNumber: z.string(), capacity: z.number() }),
  restaurant: z.object({
    name: z.string(),
    menuLanguage: z._default(z.enum(MENU_LANGUAGES), DEFAULT_MENU_LANGUAGE),
    // GST is added to the menu's prices on the bill: the cart says "+ GST" (docs/decisions/077-bill-reads-the-same.md).
    gstOnTop: z._default(z.boolean(), false),
  }),
  menuItems: z.array(dinerMenuItem),
});
export type QrLookup = z.output<typeof qrLookup>;
