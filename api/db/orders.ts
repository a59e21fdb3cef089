import * as z from "zod/mini";
import type { OrderStatus } from "../../shared/order-status";
import { type Order, orderLine, orderStatusSchema } from "../../shared/schemas/orders";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import { preparedQuery } from "./prepared-query";
import type { OrderRow } from "./schema";
import { expectOneRow } from "./write-runner";

type OrderWithTableRow = OrderRow & { tableNumber: string | null };

const storedLines = z.array(orderLine);

function toOrder(row: OrderWithTableRow): Order {
  return {
    id: row.id,
    tableId: row.tableId,
    restaurantId: row.restaurantId,
    // Only this module writes the column, so a parse failure is a bug worth a loud 500.
    items: storedLines.parse(JSON.parse(row.items)),
    totalAmount: row.totalAmount,
    status: orderStatusSchema.parse(row.status),
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    specialInstructions: row.specialInstructions,
    orderTime: row.orderTime,
    completedAt: row.completedAt,
    readyAt: row.readyAt,
    updatedAt: row.updatedAt,
    table: row.tableNumber === null ? null : { tableNumber: row.tableNumber },
    takenBy: row.takenBy,
    movedAt: row.movedAt,
  };
}

function selectOrders(db: Db) {
  return db
    .selectFrom("orders")
    .leftJoin("restaurantTables", "restaurantTables.id", "orders.tableId")
    .selectAll("orders")
    .select("restaurantTables.tableNumber");
}

/**
 * The restaurant's orders changed at or after `since`, newest first (the whole list is served from
 * the order-list cache, api/cache/caches.ts). Inclusive, so a write stamped in the same millisecond as the last one a
 * client saw is sent again rather than skipped; clients keep rows by id, so a repeat costs nothing
 * (docs/sync.md).
 */
export async function listOrdersChangedSince(db: Db, restaurantId: string, since: string): Promise<Order[]> {
  const rows = await selectOrders(db)
    .where("orders.restaurantId", "=", restaurantId)
    // Stored stamps are toISOString() text, so the bound must be too before comparing as strings.
    .where("orders.updatedAt", ">=", new Date(since).toISOString())
    .orderBy("orders.orderTime", "desc")
    .orderBy("orders.id", "desc")
    .execute();
  return rows.map(toOrder);
}

const orderById = preparedQuery((db, { id }: { id: string }) => selectOrders(db).where("orders.id", "=", id));

export async function findOrder(db: Db, id: string): Promise<Order | null> {
  const [row] = await orderById(db, { id });
  return row ? toOrder(row) : null;
}

const writeOrderStatus = preparedQuery(
  (
    db,
    {
      id,
      from,
      status,
      updatedAt,
      completedAt,
    }: { id: string; from: OrderStatus; status: OrderStatus; updatedAt: string; completedAt: string | null },
  ) => db.updateTable("orders").set({ status, updatedAt, completedAt }).where("id", "=", id).where("status", "=", from).returning("id"),
);

// Conditional, so two devices marking at once keep the first time and a repeat changes nothing.
// Two statements, not one with a chosen operator: a prepared query is compiled once (prepared-query.ts).
const markOrderReady = preparedQuery((db, { id, at }: { id: string; at: string }) =>
  db.updateTable("orders").set({ readyAt: at, updatedAt: at }).where("id", "=", id).where("readyAt", "is", null).returning("id"),
);
const clearOrderReady = preparedQuery((db, { id, at }: { id: string; at: string }) =>
  db.updateTable("orders").set({ readyAt: null, updatedAt: at }).where("id", "=", id).where("readyAt", "is not", null).returning("id"),
);

/**
 * Puts `order` at the pass (its ready time is the first mark's) or takes that back; null when it
 * already was as asked. One conditional statement: atomic on both stores.
 */
export async function setOrderReady(db: Db, order: Order, ready: boolean): Promise<Order | null> {
  const updatedAt = nowIso();
  const [changed] = await (ready ? markOrderReady : clearOrderReady)(db, { id: order.id, at: updatedAt });
  return changed ? { ...order, readyAt: ready ? updatedAt : null, updatedAt } : null;
}

/**
 * Moves `order` to `status` and answers it as stored, without reading it back: only these fields
 * change. Only from the status it was read with, so a late tap never moves it back; else WriteRaced.
 */
export async function setOrderStatus(db: Db, order: Order, status: OrderStatus): Promise<Order> {
  const updatedAt = nowIso();
  const completedAt = status === "completed" ? updatedAt : order.completedAt;
  const moved = await writeOrderStatus(db, { id: order.id, from: order.status, status, updatedAt, completedAt });
  expectOneRow(moved.length, `Order ${order.id}`);
  return { ...order, status, updatedAt, completedAt };
}
