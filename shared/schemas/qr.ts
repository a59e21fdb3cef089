import * as z from "zod/mini";
import { menuItem } from "./menu";

/** Table QR codes are 128+ random bits, base64url: anything else cannot be one. */
export const qrCodeParam = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "Invalid QR code" }));

export const qrLookup = z.object({
  table: z.object({ tableNumber: z.string(), capacity: z.number() }),
  restaurant: z.object({ name: z.string() }),
  menuItems: z.array(menuItem),
});
export type QrLookup = z.infer<typeof qrLookup>;
