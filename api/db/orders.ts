import * as z from "zod/mini";
import type { OrderStatus } from "../../shared/order-status";
import { type Order, orderLine, orderStatusSchema } from "../../shared/schemas/orders";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import { preparedQuery } from "./prepared-query";
import type { OrderRow } from "./schema";

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
    updatedAt: row.updatedAt,
    table: row.tableNumber === null ? null : { tableNumber: row.tableNumber },
    takenBy: row.takenBy,
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
  (db, { id, status, updatedAt, completedAt }: { id: string; status: OrderStatus; updatedAt: string; completedAt: string | null }) =>
    db.updateTable("orders").set({ status, updatedAt, completedAt }).where("id", "=", id),
);

/** Moves `order` to `status` and answers it as stored, without reading it back: only these fields change. */
export async function setOrderStatus(db: Db, order: Order, status: OrderStatus): Promise<Order> {
  const updatedAt = nowIso();
  const completedAt = status === "completed" ? updatedAt : order.completedAt;
  await writeOrderStatus(db, { id: order.id, status, updatedAt, completedAt });
  return { ...order, status, updatedAt, completedAt };
}
