import { randomUUID } from "node:crypto";
import type { App } from "../app";
import type { Db } from "../db/connection";
import type { Database } from "../db/schema";
import { newQrCode } from "../db/tables";
import { jsonHeaders } from "./test-support";

export interface SendOptions {
  cookie?: string;
  body?: unknown;
  /** An Idempotency-Key to send; a fresh one unless the test passes its own or null for none. */
  key?: string | null;
}

/** One request the way the web client makes it: JSON, same origin, an Idempotency-Key on writes. */
export function send(app: App, method: string, path: string, { cookie, body, key }: SendOptions = {}) {
  const idempotency: Record<string, string> = method === "GET" || key === null ? {} : { "Idempotency-Key": key ?? randomUUID() };
  return app.request(path, {
    method,
    headers: jsonHeaders(cookie, idempotency),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function restaurantIdOf(db: Db, username: string): Promise<string> {
  const user = await db.selectFrom("users").select("restaurantId").where("username", "=", username).executeTakeFirstOrThrow();
  return user.restaurantId;
}

export const DINER = { customerName: "Asha Rao", customerPhone: "9876501234", customerEmail: "asha@example.in", specialInstructions: null };

/** A QR code of one of the restaurant's tables and an available dish on its menu. */
export async function tableAndDish(db: Db, restaurantId: string) {
  const table = await db
    .selectFrom("restaurantTables")
    .selectAll()
    .where("restaurantId", "=", restaurantId)
    .orderBy("tableNumber")
    .executeTakeFirstOrThrow();
  const dish = await db
    .selectFrom("menuItems")
    .selectAll()
    .where("restaurantId", "=", restaurantId)
    .where("isAvailable", "=", 1)
    .orderBy("name")
    .executeTakeFirstOrThrow();
  return { table, dish };
}

/** Places a fresh pending order through the public QR endpoint (at the table of `qrCode`, else the first) and returns its id. */
export async function placeOrder(app: App, db: Db, restaurantId: string, qrCode?: string): Promise<string> {
  const { table, dish } = await tableAndDish(db, restaurantId);
  const items = [{ id: dish.id, name: dish.name, price: dish.price, quantity: 2 }];
  const response = await send(app, "POST", `/api/qr/${qrCode ?? table.qrCode}/order`, {
    body: { ...DINER, items, totalAmount: dish.price * 2 },
  });
  if (response.status !== 201) throw new Error(`placing a test order failed: ${response.status} ${await response.text()}`);
  const order: { id: string } = await response.json();
  return order.id;
}

/** A new active table of the restaurant, so a test reads only the orders it placed itself. */
export async function newTestTable(db: Db, restaurantId: string) {
  const now = new Date().toISOString();
  const qrCode = newQrCode();
  return db
    .insertInto("restaurantTables")
    .values({
      id: randomUUID(),
      restaurantId,
      tableNumber: `T-${qrCode}`,
      capacity: 4,
      location: null,
      qrCode,
      isActive: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The restaurant's first station (its Kitchen, unless a test added others first): where an unrouted dish's lines go. */
export async function firstStationId(db: Db, restaurantId: string): Promise<string> {
  const station = await db
    .selectFrom("stations")
    .select("id")
    .where("restaurantId", "=", restaurantId)
    .orderBy("position")
    .orderBy("createdAt")
    .executeTakeFirstOrThrow();
  return station.id;
}
