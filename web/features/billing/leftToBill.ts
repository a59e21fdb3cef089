import { liveQuantity } from "../../../shared/order-lines";
import type { Bill } from "../../../shared/schemas/bills";
import type { Order, OrderLine } from "../../../shared/schemas/orders";

export interface LineLeft {
  orderId: string;
  line: OrderLine;
  /** Ordered, less voided, less what bills not cancelled hold (an equal share holds its part, rounded up). */
  left: number;
}

/** What of a table's open orders is still to bill, line by line, as the server counts it (api/db/bill-making.ts). */
export function leftToBill(orders: readonly Order[], bills: readonly Pick<Bill, "status" | "held">[], tableId: string): LineLeft[] {
  const shares = new Map<string, Map<number, number>>();
  for (const bill of bills) {
    if (bill.status === "cancelled") continue;
    for (const held of bill.held) {
      const byShare = shares.get(held.lineId) ?? new Map<number, number>();
      byShare.set(held.shareOf, (byShare.get(held.shareOf) ?? 0) + held.quantity);
      shares.set(held.lineId, byShare);
    }
  }
  const heldOf = (lineId: string) =>
    [...(shares.get(lineId) ?? new Map<number, number>())].reduce((sum, [shareOf, quantity]) => sum + Math.ceil(quantity / shareOf), 0);
  return orders
    .filter((order) => order.tableId === tableId && order.status !== "completed")
    .flatMap((order) =>
      order.items.map((line) => ({ orderId: order.id, line, left: Math.max(0, liveQuantity(line) - heldOf(line.lineId)) })),
    )
    .filter((entry) => entry.left > 0);
}
