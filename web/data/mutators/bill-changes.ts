import * as z from "zod/mini";
import { liveQuantity } from "../../../shared/order-lines";
import { voidLineInput } from "../../../shared/schemas/bills";
import { order } from "../../../shared/schemas/orders";
import { orderIdParam } from "../../../shared/schemas/params";
import { shortId } from "../../../shared/short-id";
import { defineMutator } from "./define";
import { refusalWords } from "./refusalWords";

/**
 * Voids part of an order line before it is served, with a reason (docs/api.md, Bill changes). Applied
 * here as the server applies it, so the floor shows it at once offline; a served order, or more than is
 * left, is left for the server to refuse.
 */
export const voidOrderLine = defineMutator({
  input: z.extend(z.extend(orderIdParam, { lineId: z.string().check(z.minLength(1), z.maxLength(60)) }), voidLineInput.shape),
  prepare: (input) => input,
  store: "orders",
  rowId: (args) => args.orderId,
  async apply(stores, { orderId, lineId, quantity }) {
    const current = await stores.orders.get(orderId);
    if (!current || current.status === "served" || current.status === "completed") return;
    const line = current.items.find((item) => item.lineId === lineId);
    if (!line || quantity > liveQuantity(line)) return;
    await stores.orders.put({
      ...current,
      items: current.items.map((item) => (item.lineId === lineId ? { ...item, voidedQuantity: item.voidedQuantity + quantity } : item)),
      totalAmount: current.totalAmount - line.price * quantity,
    });
  },
  request: ({ orderId, lineId, quantity, reason }) => ({
    method: "POST",
    path: `/api/orders/${orderId}/lines/${encodeURIComponent(lineId)}/void`,
    body: { quantity, reason },
  }),
  answer: order,
  failure: { title: "Void Failed", fallback: "Failed to void the item" },
  // Served stays served, and what is left only shrinks: the same void is refused again.
  conflicts: "lasting",
  refused({ orderId, lineId, quantity }, local, refusal) {
    const name = local?.items.find((item) => item.lineId === lineId)?.name ?? "an item";
    const which = local?.table ? `table ${local.table.tableNumber}` : `order ${shortId(orderId)}`;
    return refusalWords(`${quantity} x ${name} of ${which} could not be voided`, refusal);
  },
});
