import type { ExpressionBuilder } from "kysely";
import { lineIdOf, liveQuantity } from "../../shared/order-lines";
import type { Order, OrderLine } from "../../shared/schemas/orders";
import type { RestaurantTable } from "../../shared/schemas/tables";
import { badRequest, conflict, notFound } from "../errors";
import { type AuditActor, recordAudit } from "./audit";
import type { Db } from "./connection";
import { findOrder } from "./orders";
import type { Database } from "./schema";
import { endVisitIfClear } from "./table-visits";
import { WriteRaced } from "./write-runner";

/**
 * Moves and merges (docs/api.md, Moves and merges; docs/decisions/087-moves-and-merges.md). Each runs
 * in one writer job: it reads what it moves, then writes only if that is still so (`table_id` and
 * `updated_at` as read), else throws WriteRaced and PostgreSQL's writer runs it again on what is there
 * now (docs/decisions/072-atomic-writes-on-postgresql.md).
 */

/** Who moves and why, for the audit trail. */
export interface Mover {
  actor: AuditActor;
  reason: string;
}

/** The trail entry of a move or merge (docs/decisions/087-moves-and-merges.md), in the move's own transaction. */
function recordMove(
  db: Db,
  restaurantId: string,
  { actor, reason }: Mover,
  move: { kind: "move" | "merge"; amount: number; before: unknown; after: unknown; orderId?: string; tableId: string; at: string },
): Promise<void> {
  const { kind, amount, before, after, orderId, tableId, at } = move;
  return recordAudit(db, {
    ...actor,
    restaurantId,
    kind,
    reason,
    amountPaise: amount * 100,
    before,
    after,
    orderId: orderId ?? null,
    tableId,
    at,
  });
}

/** The bill link of the order being read or written: an order on a bill never moves (a cancelled bill holds nothing). */
function onABill(eb: ExpressionBuilder<Database, "orders">) {
  return eb
    .selectFrom("billOrders")
    .innerJoin("bills", "bills.id", "billOrders.billId")
    .select("billOrders.orderId")
    .whereRef("billOrders.orderId", "=", "orders.id")
    .where("bills.status", "!=", "cancelled");
}

/** Each of `orders` still as it was read: its id and its `updated_at` then. */
function asRead(eb: ExpressionBuilder<Database, "orders">, orders: readonly { id: string; updatedAt: string }[]) {
  return eb.or(orders.map((order) => eb.and([eb("id", "=", order.id), eb("updatedAt", "=", order.updatedAt)])));
}

/** The orders of a table that may move: not completed and on no bill, oldest first. */
async function openOrdersAt(db: Db, tableId: string) {
  return db
    .selectFrom("orders")
    .select(["id", "updatedAt", "totalAmount"])
    .where("tableId", "=", tableId)
    .where("status", "!=", "completed")
    .where((eb) => eb.not(eb.exists(onABill(eb))))
    .orderBy("orderTime")
    .orderBy("id")
    .execute();
}

async function unpaidBillNumber(db: Db, tableId: string): Promise<string | null> {
  const bill = await db
    .selectFrom("bills")
    .select("number")
    .where("tableId", "=", tableId)
    .where("status", "=", "unpaid")
    .executeTakeFirst();
  return bill?.number ?? null;
}

/**
 * Every open order of `from` goes to `to` (a move, or a merge of `from` into `to`); `from`'s visit then
 * ends. Refused while `from` has an unpaid bill: its orders are on it and cannot move (cancel it first).
 */
export async function moveOpenOrders(
  db: Db,
  { kind, from, to, at, mover }: { kind: "move" | "merge"; from: RestaurantTable; to: RestaurantTable; at: string; mover: Mover },
): Promise<string[]> {
  const billNumber = await unpaidBillNumber(db, from.id);
  if (billNumber) {
    throw conflict(`Table ${from.tableNumber}'s orders are on bill ${billNumber}: an order on a bill cannot move`);
  }
  const orders = await openOrdersAt(db, from.id);
  if (orders.length === 0) throw conflict(`Table ${from.tableNumber} has no open order to move`);
  const moved = await db
    .updateTable("orders")
    .set({ tableId: to.id, movedAt: at, movedFromTableId: from.id, updatedAt: at })
    .where("tableId", "=", from.id)
    .where((eb) => asRead(eb, orders))
    .where((eb) => eb.not(eb.exists(onABill(eb))))
    .executeTakeFirst();
  // Another device moved, billed or changed one of them since it was read: decide again on what is there now.
  if (Number(moved.numUpdatedRows) !== orders.length) throw new WriteRaced(`Table ${from.tableNumber}'s orders`);
  await endVisitIfClear(db, from.id, at);
  const amount = orders.reduce((sum, order) => sum + order.totalAmount, 0);
  const orderIds = orders.map((order) => order.id);
  await recordMove(db, from.restaurantId, mover, {
    kind,
    amount,
    before: { tableId: from.id, tableNumber: from.tableNumber, orderIds },
    after: { tableId: to.id, tableNumber: to.tableNumber, orderIds },
    tableId: from.id,
    at,
  });
  return orderIds;
}

/** Whether a bill holds the order; its number when one does. */
async function billOfOrder(db: Db, orderId: string): Promise<string | null> {
  const bill = await db
    .selectFrom("billOrders")
    .innerJoin("bills", "bills.id", "billOrders.billId")
    .select("bills.number")
    .where("billOrders.orderId", "=", orderId)
    .where("bills.status", "!=", "cancelled")
    .executeTakeFirst();
  return bill?.number ?? null;
}

/** The source line after `quantity` of it left: fewer of it, or gone when nothing (not even a void) is left. */
function linesLeft(items: readonly OrderLine[], lineId: string, quantity: number): OrderLine[] {
  return items.flatMap((line) => {
    if (line.lineId !== lineId) return [line];
    const left = line.quantity - quantity;
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
}

/**
 * `quantity` of one line of `order` goes to `to` as a new order `newOrderId`: the same dish, options,
 * price, station and ready time, the same diner and waiter, placed at the same time. The source keeps
 * the rest; an order left with nothing to serve is completed with a total of 0 (its row stays, so every
 * device's next pull of changed orders drops it from the open lists; a deleted row would linger there).
 */
export async function moveOrderLine(
  db: Db,
  {
    order,
    lineId,
    quantity,
    to,
    newOrderId,
    at,
    mover,
  }: { order: Order; lineId: string; quantity: number; to: RestaurantTable; newOrderId: string; at: string; mover: Mover },
): Promise<Order> {
  if (order.tableId === null) throw conflict("This order has no table: its lines cannot move");
  if (order.tableId === to.id) throw badRequest(`The line is already at table ${to.tableNumber}`);
  if (order.status === "completed") throw conflict("This order is completed: its lines cannot move");
  const billNumber = await billOfOrder(db, order.id);
  if (billNumber) throw conflict(`This order is on bill ${billNumber}: a line on a bill cannot move`);
  const line = order.items.find((item) => item.lineId === lineId);
  if (!line) throw notFound("Line not found");
  const live = liveQuantity(line);
  if (quantity > live) throw badRequest(`Only ${live} of ${line.name} can move`);

  const items = linesLeft(order.items, lineId, quantity);
  const nothingLeft = items.every((item) => liveQuantity(item) <= 0);
  const movedAmount = line.price * quantity;
  const totalAmount = nothingLeft ? 0 : order.totalAmount - movedAmount;
  const source = await db
    .updateTable("orders")
    .set({
      items: JSON.stringify(items),
      totalAmount,
      updatedAt: at,
      ...(nothingLeft ? { status: "completed", completedAt: at } : {}),
    })
    .where("id", "=", order.id)
    .where("tableId", "=", order.tableId)
    .where("updatedAt", "=", order.updatedAt)
    .where((eb) => eb.not(eb.exists(onABill(eb))))
    .executeTakeFirst();
  if (Number(source.numUpdatedRows) !== 1) throw new WriteRaced(`Order ${order.id}`);

  const customer = await db.selectFrom("orders").select("customerId").where("id", "=", order.id).executeTakeFirstOrThrow();
  const movedLine: OrderLine = { ...line, lineId: lineIdOf(newOrderId, 0), quantity, voidedQuantity: 0 };
  await db
    .insertInto("orders")
    .values({
      id: newOrderId,
      restaurantId: order.restaurantId,
      tableId: to.id,
      customerId: customer.customerId,
      items: JSON.stringify([movedLine]),
      totalAmount: movedAmount,
      status: order.status,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      customerEmail: order.customerEmail,
      specialInstructions: order.specialInstructions,
      orderTime: order.orderTime,
      completedAt: null,
      readyAt: order.readyAt,
      updatedAt: at,
      takenBy: order.takenBy,
      movedAt: at,
      movedFromTableId: order.tableId,
    })
    .execute();
  if (nothingLeft) await endVisitIfClear(db, order.tableId, at);
  await recordMove(db, order.restaurantId, mover, {
    kind: "move",
    amount: movedAmount,
    before: { orderId: order.id, lineId, quantity: line.quantity, tableId: order.tableId },
    after: {
      orderId: newOrderId,
      lineId: movedLine.lineId,
      quantity,
      tableId: to.id,
      tableNumber: to.tableNumber,
      left: line.quantity - quantity,
    },
    orderId: order.id,
    tableId: order.tableId,
    at,
  });
  const created = await findOrder(db, newOrderId);
  if (!created) throw new WriteRaced(`Order ${newOrderId}`);
  return created;
}
