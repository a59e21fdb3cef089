import * as z from "zod/mini";
import { liveQuantity } from "../order-lines";
import { type Order, orderStatusSchema, pricedLine } from "./orders";

/**
 * An order as the diner's status card shows it: no contact details, no table, restaurant, line or
 * station ids, so the public endpoint that answers it gives away nothing else. Voided dishes are gone
 * from it, as they are from the bill.
 */
export const dinerOrder = z.object({
  id: z.string(),
  status: orderStatusSchema,
  items: z.array(pricedLine),
  totalAmount: z.number(),
  orderTime: z.string(),
  /** The table it was moved to, when it left the table whose page asks (docs/api.md, Moves and merges). */
  movedToTable: z.optional(z.string()),
});
export type DinerOrder = z.infer<typeof dinerOrder>;

export function toDinerOrder({
  id,
  status,
  items,
  totalAmount,
  orderTime,
}: Pick<Order, Exclude<keyof DinerOrder, "movedToTable">>): DinerOrder {
  const lines = items.flatMap(({ id: dishId, name, price, options, ...line }) => {
    const quantity = liveQuantity(line);
    if (quantity <= 0) return [];
    return [options ? { id: dishId, name, price, quantity, options } : { id: dishId, name, price, quantity }];
  });
  return { id, status, items: lines, totalAmount, orderTime };
}
