import * as z from "zod/mini";
import { plainText, wellFormed } from "./fields";

export const CUSTOMER_NOTES_MAX = 2000;

export const customerNotesInput = z.object({
  notes: z.pipe(
    z.nullable(
      z
        .string({ error: "Notes must be text" })
        .check(
          z.maxLength(CUSTOMER_NOTES_MAX, { error: `Notes must be at most ${CUSTOMER_NOTES_MAX} characters` }),
          wellFormed(),
          plainText("Notes", { multiline: true }),
        ),
    ),
    z.transform((notes) => notes ?? ""),
  ),
});

export const customer = z.object({
  id: z.string(),
  restaurantId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  totalOrders: z.number(),
  totalSpent: z.number(),
  firstOrderDate: z.nullable(z.string()),
  lastOrderDate: z.nullable(z.string()),
  notes: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Bookings this phone did not come to (docs/api.md, Waitlist and reservations). */
  noShows: z.number(),
});
export type Customer = z.infer<typeof customer>;
