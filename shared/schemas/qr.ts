import * as z from "zod/mini";

/** Table QR codes are 128+ random bits, base64url: anything else cannot be one. */
export const qrCodeParam = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "Invalid QR code" }));

/** A dish as the diner's page shows it: only what the page uses, so every phone downloads less. */
export const dinerMenuItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  isAvailable: z.boolean(),
});
export type DinerMenuItem = z.infer<typeof dinerMenuItem>;

export const qrLookup = z.object({
  table: z.object({ tableNumber: z.string(), capacity: z.number() }),
  restaurant: z.object({ name: z.string() }),
  menuItems: z.array(dinerMenuItem),
});
export type QrLookup = z.infer<typeof qrLookup>;

export function toDinerMenuItem({ id, name, description, price, category, isAvailable }: DinerMenuItem): DinerMenuItem {
  return { id, name, description, price, category, isAvailable };
}
