import { liveQuantity } from "../../shared/order-lines";
import type { Order } from "../../shared/schemas/orders";
import { conflict, notFound } from "../errors";
import { queueVoidTickets } from "../printing/queue";
import { type AuditActor, recordAudit } from "./audit";
import { heldQuantities, laterThan } from "./bill-making";
import type { Db } from "./connection";
import { expectOneRow } from "./write-runner";

/** Statuses past which a dish can no longer be voided: it has reached the table. */
const SERVED = new Set(["served", "completed"]);

interface VoidArgs {
  order: Order;
  lineId: string;
  quantity: number;
  reason: string;
  actor: AuditActor;
  now: Date;
}

/**
 * Voids `quantity` of one line of an order not yet served (docs/api.md, Bill changes): the line's
 * `voidedQuantity` rises, the order's total falls by what they cost, and the audit entry is written in
 * the same job. 409 once served, below zero, or below what bills hold of it (cancel the bill first).
 * The whole void is this one function, so a VOID ticket for the stations is one call added here.
 */
export async function voidLine(db: Db, { order, lineId, quantity, reason, actor, now }: VoidArgs): Promise<Order> {
  if (SERVED.has(order.status))
    throw conflict(`Order ${order.id.slice(-8)} is already ${order.status}: a served dish cannot be voided`, { order });
  const line = order.items.find((item) => item.lineId === lineId);
  if (!line) throw notFound("Line not found");
  const left = liveQuantity(line);
  if (quantity > left) throw conflict(`Only ${left} of ${line.name} ${left === 1 ? "is" : "are"} left to void`, { order });
  const held = (await heldQuantities(db, [order.id])).get(lineId);
  if (held && left - quantity < held.quantity) {
    throw conflict(`${held.quantity} of ${line.name} ${held.quantity === 1 ? "is" : "are"} on bill ${held.billId}: cancel the bill first`, {
      order,
    });
  }
  const items = order.items.map((item) => (item.lineId === lineId ? { ...item, voidedQuantity: item.voidedQuantity + quantity } : item));
  const totalAmount = order.totalAmount - line.price * quantity;
  // Only if the order is as read: a bill, a move or another void since runs this job again (decision 072).
  const updatedAt = laterThan(order.updatedAt, now);
  const written = await db
    .updateTable("orders")
    .set({ items: JSON.stringify(items), totalAmount, updatedAt })
    .where("id", "=", order.id)
    .where("updatedAt", "=", order.updatedAt)
    .executeTakeFirst();
  expectOneRow(written.numUpdatedRows, `Order ${order.id}`);
  await recordAudit(db, {
    restaurantId: order.restaurantId,
    ...actor,
    kind: "void",
    reason,
    amountPaise: line.price * 100 * quantity,
    before: { lineId, name: line.name, quantity: left },
    after: { lineId, name: line.name, quantity: left - quantity, voidedQuantity: line.voidedQuantity + quantity },
    orderId: order.id,
    tableId: order.tableId,
    at: now.toISOString(),
  });
  const voided = { ...order, items, totalAmount, updatedAt };
  // The VOID ticket is a row of the same transaction: it prints once, at the line's station (docs/api.md, Printing).
  await queueVoidTickets(db, voided, [{ lineId, quantity, reason }]);
  return voided;
}
