import * as z from "zod/mini";
import { orderLine, orderStatusSchema } from "./orders";

/**
 * An order as the diner's status card shows it: no contact details, no table or restaurant ids,
 * so the public endpoint that answers it gives away nothing else.
 */
export const dinerOrder = z.object({
  id: z.string(),
  status: orderStatusSchema,
  items: z.array(orderLine),
  totalAmount: z.number(),
  orderTime: z.string(),
});
export type DinerOrder = z.infer<typeof dinerOrder>;

export function toDinerOrder({ id, status, items, totalAmount, orderTime }: DinerOrder): DinerOrder {
  return { id, status, items, totalAmount, orderTime };
}
