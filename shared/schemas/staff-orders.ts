import * as z from "zod/mini";
import { email, optionalText, phone, uuid } from "./fields";
import { orderContactFields, placeOrderInput } from "./orders";

/** A contact detail a staff order may leave out: absent or blank is "". */
const optionalContact = <T extends z.ZodMiniType<string>>(field: T) =>
  z._default(
    z.pipe(
      z.nullish(z.union([z.literal(""), field])),
      z.transform((value) => value ?? ""),
    ),
    "",
  );

/**
 * `POST /api/restaurants/{restaurantId}/orders`: an order a waiter takes at the table. Priced by the
 * server like the diner's; the diner's contact details are optional (counted in CRM when a phone or
 * e-mail is given). `id` is made on the waiter's device so the outbox can resend it.
 */
export const staffOrderInput = z.object({
  id: z.optional(uuid()),
  tableId: uuid(),
  items: placeOrderInput.shape.items,
  totalAmount: placeOrderInput.shape.totalAmount,
  specialInstructions: orderContactFields.shape.specialInstructions,
  customerName: optionalText(100, "Name"),
  customerPhone: optionalContact(phone()),
  customerEmail: optionalContact(email()),
});
export type StaffOrderInput = z.output<typeof staffOrderInput>;
