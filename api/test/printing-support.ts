import { on } from "node:events";
import type { App } from "../app";
import type { Db } from "../db/connection";
import type { PrintWorker, PrintWorkerOptions } from "../printing/worker";
import type { FakePrinter } from "./fake-printer";
import { DINER, send } from "./route-test-helpers";

/** Tries and waits short enough for a test: a printer switched back on is tried again within a tenth of a second. */
export const FAST_PRINTING: Partial<PrintWorkerOptions> = {
  backoff: { baseMs: 20, maxMs: 100 },
  pollMs: 200,
  leaseMs: 10_000,
  timeouts: { timeoutMs: 3_000, statusMs: 500 },
};

/** The restaurant's first station (where a dish nothing routes is made). */
export async function firstStation(app: App, admin: string, restaurantId: string): Promise<string> {
  const response = await send(app, "GET", `/api/restaurants/${restaurantId}/stations`, { cookie: admin });
  const [first] = (await response.json()) as { id: string }[];
  if (!first) throw new Error("the restaurant has no station");
  return first.id;
}

/** A printer's address as a station stores it. */
const printerOf = (printer: FakePrinter | null, paper: 58 | 80) => (printer ? { host: "127.0.0.1", port: printer.port, paper } : null);

/** A new station of the restaurant, through the stations endpoint. */
export async function addStation(
  app: App,
  admin: string,
  restaurantId: string,
  name: string,
  printer: FakePrinter | null = null,
): Promise<string> {
  const response = await send(app, "POST", `/api/restaurants/${restaurantId}/stations`, {
    cookie: admin,
    body: { name, printer: printerOf(printer, 80) },
  });
  if (response.status !== 201) throw new Error(`adding a station failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Points a station at a fake printer (or at none), keeping its name. */
export async function setPrinter(
  app: App,
  admin: string,
  stationId: string,
  name: string,
  printer: FakePrinter | null,
  paper: 58 | 80 = 80,
): Promise<void> {
  const response = await send(app, "PUT", `/api/stations/${stationId}`, {
    cookie: admin,
    body: { name, printer: printerOf(printer, paper) },
  });
  if (response.status !== 200) throw new Error(`setting the printer failed: ${response.status} ${await response.text()}`);
}

/** Routes a dish to a station. */
export async function routeDish(app: App, admin: string, dishId: string, stationId: string): Promise<void> {
  const response = await send(app, "PATCH", `/api/menu-items/${dishId}`, { cookie: admin, body: { stationId } });
  if (response.status !== 200) throw new Error(`routing the dish failed: ${response.status} ${await response.text()}`);
}

export interface Dish {
  id: string;
  name: string;
  price: number;
}

/** A diner's QR order of `dishes` (one of each unless said) at the table of `qrCode`: the order's id. */
export async function dinerOrder(app: App, qrCode: string, dishes: readonly (Dish & { quantity?: number })[]): Promise<string> {
  const items = dishes.map((dish) => ({ id: dish.id, name: dish.name, price: dish.price, quantity: dish.quantity ?? 1 }));
  const totalAmount = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const response = await send(app, "POST", `/api/qr/${qrCode}/order`, { body: { ...DINER, items, totalAmount } });
  if (response.status !== 201) throw new Error(`the order failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** A waiter's order at the table. */
export async function staffOrder(
  app: App,
  cookie: string,
  restaurantId: string,
  tableId: string,
  dishes: readonly Dish[],
): Promise<string> {
  const items = dishes.map((dish) => ({ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }));
  const totalAmount = items.reduce((sum, item) => sum + item.price, 0);
  const response = await send(app, "POST", `/api/restaurants/${restaurantId}/orders`, { cookie, body: { tableId, items, totalAmount } });
  if (response.status !== 201) throw new Error(`the staff order failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Dishes of the restaurant's menu without options, available, by name. */
export async function plainDishes(db: Db, restaurantId: string): Promise<Dish[]> {
  return db
    .selectFrom("menuItems")
    .select(["id", "name", "price"])
    .where("restaurantId", "=", restaurantId)
    .where("isAvailable", "=", 1)
    .where("optionGroups", "=", "[]")
    .orderBy("name")
    .execute();
}

/** Resolves once every job of the order has been recorded sent (waiting on the worker, not on a clock). */
export async function orderPrinted(worker: PrintWorker, db: Db, orderId: string): Promise<void> {
  const settled = on(worker.events, "settled");
  const unsent = async () =>
    (await db.selectFrom("printJobs").select("id").where("orderId", "=", orderId).where("status", "!=", "sent").execute()).length;
  try {
    if ((await unsent()) === 0) return;
    for await (const _ of settled) if ((await unsent()) === 0) return;
  } finally {
    await settled.return?.();
  }
}
