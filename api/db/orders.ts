import * as z from "zod/mini";
import type { OrderStatus } from "../../shared/order-status";
import { type Order, orderLine, orderStatusSchema } from "../../shared/schemas/orders";
import { nowIso } from "../clock";
import type { Db } from "./connection";
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
  };
}

function selectOrders(db: Db) {
  return db
    .selectFrom("orders")
    .leftJoin("restaurantTables", "restaurantTables.id", "orders.tableId")
    .selectAll("orders")
    .select("restaurantTables.tableNumber");
}

export async function findOrder(db: Db, id: string): Promise<Order | null> {
  const row = await selectOrders(db).where("orders.id", "=", id).executeTakeFirst();
  return row ? toOrder(row) : null;
}

/** Reads back an order this transaction just wrote, with its table number joined in. */
async function reread(db: Db, id: string): Promise<Order> {
  const order = await findOrder(db, id);
  if (!order) throw new Error(`order ${id} vanished inside its own transaction`);
  return order;
}

export async function setOrderStatus(db: Db, id: string, status: OrderStatus): Promise<Order> {
  const now = nowIso();
  await db
    .updateTable("orders")
    .set({ status, updatedAt: now, ...(status === "completed" ? { completedAt: now } : {}) })
    .where("id", "=", id)
    .execute();
  return reread(db, id);
}
