import type { OrderChannel } from "../../shared/order-channel";
import type { OrderStatus } from "../../shared/order-status";
import type { Order } from "../../shared/schemas/orders";
import { snake } from "./columns";
import type { OrdersTable } from "./schema";

/**
 * Every column of an order row, in one place for the three paths that insert one: SQLite's diner
 * store (api/db/order-store.ts), PostgreSQL's (the row is handed to rasoi_place_order as JSON,
 * migration 011) and the staff order (api/db/staff-orders.ts).
 */
export const ORDER_COLUMNS = [
  "id",
  "restaurantId",
  "tableId",
  "customerId",
  "items",
  "totalAmount",
  "status",
  "customerName",
  "customerPhone",
  "customerEmail",
  "specialInstructions",
  "orderTime",
  "completedAt",
  "readyAt",
  "updatedAt",
  "takenBy",
  "movedAt",
  "movedFromTableId",
  "channel",
  "token",
] as const satisfies readonly (keyof OrdersTable)[];

type OrderColumn = (typeof ORDER_COLUMNS)[number];
/** A column the table has and the list lacks fails to compile here. */
export const EVERY_ORDER_COLUMN: Exclude<keyof OrdersTable, OrderColumn> extends never ? true : never = true;

/** A new order as stored, every column given. */
export interface NewOrderRow {
  id: string;
  restaurantId: string;
  /** Null for a parcel, whose `channel` is pickup or delivery. */
  tableId: string | null;
  customerId: string | null;
  /** The priced lines as JSON. */
  items: string;
  totalAmount: number;
  status: OrderStatus;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  specialInstructions: string | null;
  orderTime: string;
  completedAt: null;
  readyAt: null;
  updatedAt: string;
  /** The username of the staff member who took it; null for a diner's QR order. */
  takenBy: string | null;
  /** When it joined its table by a move, and from which table (docs/api.md, Moves and merges); null for a new order. */
  movedAt: string | null;
  movedFromTableId: string | null;
  channel: OrderChannel;
  /** A parcel's token of the day; null at a table. */
  token: number | null;
}

type Stamped = "status" | "completedAt" | "readyAt" | "updatedAt" | "movedAt" | "movedFromTableId";

/** A new order's row: pending, stamped at `orderTime`, not completed; a table's unless a channel is given. */
export function newOrderRow(
  order: Omit<NewOrderRow, Stamped | "channel" | "token"> & Partial<Pick<NewOrderRow, "channel" | "token">>,
): NewOrderRow {
  return {
    channel: "table",
    token: null,
    ...order,
    status: "pending",
    completedAt: null,
    readyAt: null,
    updatedAt: order.orderTime,
    movedAt: null,
    movedFromTableId: null,
  };
}

/** The insert with named parameters (`@customerId`), for SQLite's prepared statement. */
export const INSERT_ORDER_SQL = `INSERT INTO orders (${ORDER_COLUMNS.map(snake).join(", ")}) VALUES (${ORDER_COLUMNS.map((column) => `@${column}`).join(", ")})`;

/** The row as JSON with the table's column names, for PostgreSQL's jsonb_populate_record. */
export function orderRowJson(row: NewOrderRow): string {
  return JSON.stringify(Object.fromEntries(ORDER_COLUMNS.map((column) => [snake(column), row[column]])));
}

/** The row of a new diner's order, from the one column list (api/db/order-row.ts). */
export function orderRowOf(order: Order, tableId: string, customerId: string | null): NewOrderRow {
  return newOrderRow({
    id: order.id,
    restaurantId: order.restaurantId,
    tableId,
    customerId,
    items: JSON.stringify(order.items),
    totalAmount: order.totalAmount,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    specialInstructions: order.specialInstructions,
    orderTime: order.orderTime,
    takenBy: null,
  });
}
