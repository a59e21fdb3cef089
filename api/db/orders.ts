import * as z from "zod/mini";
import { KITCHEN_COLUMNS } from "../../shared/kitchen";
import type { OrderStatus } from "../../shared/order-status";
import { type Order, type OrderLine, orderLine, orderStatusSchema } from "../../shared/schemas/orders";
import { setAllLinesReady, setLineReady } from "../../shared/stations";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import { isPostgresDb } from "./postgres/connection";
import { preparedQuery } from "./prepared-query";
import type { OrderRow } from "./schema";
import { expectOneRow, WriteRaced } from "./write-runner";

type OrderWithTableRow = OrderRow & { tableNumber: string | null };

const storedLines = z.array(orderLine);

/** How far before a client's orders cursor a pull looks on PostgreSQL: longer than a write's stamp-to-commit gap. */
export const ORDERS_CURSOR_LOOK_BACK_MS = 1_000;

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
    channel: row.channel,
    token: row.token,
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
  // On PostgreSQL writes commit side by side, not in the order they were stamped: look back far enough
  // for one stamped before the newest the client saw and committed after it (docs/decisions/116-orders-cursor-look-back.md).
  const lookBackMs = isPostgresDb(db) ? ORDERS_CURSOR_LOOK_BACK_MS : 0;
  const rows = await selectOrders(db)
    .where("orders.restaurantId", "=", restaurantId)
    // Stored stamps are toISOString() text, so the bound must be too before comparing as strings.
    .where("orders.updatedAt", ">=", new Date(Date.parse(since) - lookBackMs).toISOString())
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

/** The restaurant's orders still in the kitchen (new, confirmed, preparing): what a station's all-day bar counts. */
export async function listOpenOrders(db: Db, restaurantId: string): Promise<Order[]> {
  const rows = await selectOrders(db)
    .where("orders.restaurantId", "=", restaurantId)
    .where("orders.status", "in", [...KITCHEN_COLUMNS])
    .execute();
  return rows.map(toOrder);
}

// Conditional on the lines as they were read (the items are one JSON column): a write that lost a race
// to another process changes nothing and the job runs again (docs/decisions/072-atomic-writes-on-postgresql.md).
const writeOrderLines = preparedQuery(
  (db, { id, from, items, readyAt, at }: { id: string; from: string; items: string; readyAt: string | null; at: string }) =>
    db.updateTable("orders").set({ items, readyAt, updatedAt: at }).where("id", "=", id).where("items", "=", from).returning("id"),
);
const storedItems = preparedQuery((db, { id }: { id: string }) =>
  db.selectFrom("orders").select(["items", "readyAt"]).where("id", "=", id),
);

/** The order's lines as stored, the text a conditional write compares with. */
async function readLines(db: Db, id: string): Promise<{ text: string; items: OrderLine[]; readyAt: string | null }> {
  const [row] = await storedItems(db, { id });
  if (!row) throw new WriteRaced(`Order ${id}`);
  return { text: row.items, items: storedLines.parse(JSON.parse(row.items)), readyAt: row.readyAt };
}

async function writeLines(db: Db, order: Order, from: string, items: OrderLine[], readyAt: string | null, at: string): Promise<Order> {
  const written = await writeOrderLines(db, { id: order.id, from, items: JSON.stringify(items), readyAt, at });
  expectOneRow(written.length, `Order ${order.id}`);
  return { ...order, items, readyAt, updatedAt: at };
}

/**
 * Puts the whole `order` at the pass (every line bumped, first times kept; the order's time is the first
 * mark's) or takes it all back; null when it already was as asked.
 */
export async function setOrderReady(db: Db, order: Order, ready: boolean): Promise<Order | null> {
  const at = nowIso();
  const { text, items, readyAt: was } = await readLines(db, order.id);
  const lines = setAllLinesReady(items, ready, at);
  const readyAt = ready ? (was ?? at) : null;
  if (readyAt === was && JSON.stringify(lines) === JSON.stringify(items)) return null;
  return writeLines(db, order, text, lines, readyAt, at);
}

export type LineReadyAnswer = { kind: "no-line" } | { kind: "unchanged" } | { kind: "too-late" } | { kind: "changed"; order: Order };

/** Bumps one line or recalls it (shared/stations.ts, setLineReady); the order's readyAt follows its lines. */
export async function setOrderLineReady(db: Db, order: Order, lineId: string, ready: boolean): Promise<LineReadyAnswer> {
  const at = nowIso();
  const { text, items, readyAt } = await readLines(db, order.id);
  const outcome = setLineReady(items, readyAt, lineId, ready, at);
  if (outcome === null) return { kind: "no-line" };
  if (outcome.kind !== "changed") return outcome;
  return { kind: "changed", order: await writeLines(db, order, text, outcome.items, outcome.readyAt, at) };
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
