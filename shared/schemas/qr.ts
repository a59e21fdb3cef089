import * as z from "zod/mini";
import { DIETS, QR_CODE_PATTERN } from "../constants";

export const qrCodeParam = z.string().check(z.regex(QR_CODE_PATTERN, { error: "Invalid QR code" }));

/** A dish as the diner's page shows it: only what the page uses, so every phone downloads less. */
export const dinerMenuItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  isAvailable: z.boolean(),
  // A menu saved on the phone before dishes had marks reads as not marked.
  diet: z._default(z.nullable(z.enum(DIETS)), null),
});
export type DinerMenuItem = z.infer<typeof dinerMenuItem>;

export const qrLookup = z.object({
  table: z.object({ tableNumber: z.string(), capacity: z.number() }),
  restaurant: z.object({ name: z.string() }),
  menuItems: z.array(dinerMenuItem),
});
export type QrLookup = z.infer<typeof qrLookup>;

export function toDinerMenuItem({ id, name, description, price, category, isAvailable, diet }: DinerMenuItem): DinerMenuItem {
  return { id, name, description, price, category, isAvailable, diet };
}
