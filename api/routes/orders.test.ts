import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { ORDER_STATUSES, type OrderStatus } from "../../shared/order-status";
import type { Order } from "../../shared/schemas/orders";
import { ORDERS_CURSOR_LOOK_BACK_MS } from "../db/orders";
import { isPostgresDb } from "../db/postgres/connection";
import { newTestTable, placeOrder, send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer, totalChanges } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let chef: string;
let otherAdmin: string;

const ORDERS = `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, chef, otherAdmin } = await signInDemoStaff(server.app));
});

afterAll(() => server.close());

const pendingOrderId = () => placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);

async function storedStatus(id: string) {
  return server.db.selectFrom("orders").select(["status", "completedAt"]).where("id", "=", id).executeTakeFirstOrThrow();
}

const moveTo = (id: string, status: OrderStatus | string, cookie = waiter, key?: string) =>
  send(server.app, "PUT", `/api/orders/${id}/status`, { cookie, body: { status }, ...(key ? { key } : {}) });

/** A fresh order of the test's own, moved forward one step at a time to `status`. */
async function orderAt(status: OrderStatus): Promise<string> {
  const id = await pendingOrderId();
  for (const step of ORDER_STATUSES.slice(1, ORDER_STATUSES.indexOf(status) + 1)) {
    const response = await moveTo(id, step);
    if (response.status !== 200) throw new Error(`moving a test order to ${step} failed: ${response.status}`);
  }
  return id;
}

describe("GET /api/restaurants/:restaurantId/orders", () => {
  it("answers newest first, items parsed, each with its table number", async () => {
    const response = await send(server.app, "GET", ORDERS, { cookie: admin });
    expect(response.status).toBe(200);
    const orders: Order[] = await response.json();
    expect(orders.length).toBeGreaterThanOrEqual(8);
    const times = orders.map((order) => order.orderTime);
    expect(times).toEqual([...times].sort().reverse());
    const first = orders[0];
    expect(first?.table).toEqual({ tableNumber: expect.any(String) });
    expect(Array.isArray(first?.items)).toBe(true);
    expect(first?.items[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      price: expect.any(Number),
      quantity: expect.any(Number),
      lineId: `${first?.id}.1`,
      stationId: null,
      readyAt: null,
      voidedQuantity: 0,
    });
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(["pending", "confirmed", "preparing", "served", "completed"]));
  });

  it("is open to every staff role of the restaurant and closed to others", async () => {
    expect((await send(server.app, "GET", ORDERS, { cookie: waiter })).status).toBe(200);
    expect((await send(server.app, "GET", ORDERS, { cookie: chef })).status).toBe(200);
    expect((await send(server.app, "GET", ORDERS)).status).toBe(401);
    expect((await send(server.app, "GET", ORDERS, { cookie: otherAdmin })).status).toBe(403);
    expect((await send(server.app, "GET", "/api/restaurants/zzz/orders", { cookie: admin })).status).toBe(400);
  });

  it("shows a table that was deleted as null", async () => {
    const id = await pendingOrderId();
    await server.db.updateTable("orders").set({ tableId: null }).where("id", "=", id).execute();
    const orders: Order[] = await (await send(server.app, "GET", ORDERS, { cookie: chef })).json();
    expect(orders.find((order) => order.id === id)?.table).toBeNull();
  });
});

describe("PUT /api/orders/:orderId/status", () => {
  it("walks an order forward one step at a time and stamps completedAt at the end", async () => {
    const id = await pendingOrderId();
    for (const status of ["confirmed", "preparing", "served"] as const) {
      const response = await moveTo(id, status);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id, status, completedAt: null });
    }
    const done = await moveTo(id, "completed", chef);
    expect(done.status).toBe(200);
    const order: Order = await done.json();
    expect(order.status).toBe("completed");
    expect(order.completedAt).toEqual(expect.any(String));
    expect(order.table).toEqual({ tableNumber: expect.any(String) });
    expect(await storedStatus(id)).toEqual({ status: "completed", completedAt: order.completedAt });
    const listed: Order[] = await (await send(server.app, "GET", ORDERS, { cookie: admin })).json();
    expect(listed.find((candidate) => candidate.id === id)).toEqual(order);
  });

  it("answers 200 with the order unchanged for the same or an earlier target", async () => {
    const id = await pendingOrderId();
    expect((await moveTo(id, "confirmed")).status).toBe(200);
    const again = await moveTo(id, "confirmed", admin);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "confirmed" });
    const back = await moveTo(id, "pending");
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ status: "confirmed" });
    expect((await storedStatus(id)).status).toBe("confirmed");
  });

  it("is 409 for a skip ahead and leaves the order alone", async () => {
    const id = await pendingOrderId();
    const response = await moveTo(id, "served");
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/^An order moves one step at a time: /);
    expect(await storedStatus(id)).toEqual({ status: "pending", completedAt: null });
  });

  it("replays the first answer under the same Idempotency-Key", async () => {
    const id = await orderAt("confirmed");
    const key = randomUUID();
    const first = await moveTo(id, "preparing", waiter, key);
    const replay = await moveTo(id, "preparing", waiter, key);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(await first.json());
    expect((await moveTo(id, "served", waiter, key)).status).toBe(422);
    expect((await storedStatus(id)).status).toBe("preparing");
  });

  it("writes nothing for a skip, an unknown order, another restaurant's order or a reused key", async () => {
    const id = await pendingOrderId();
    const key = randomUUID();
    expect((await moveTo(id, "confirmed", waiter, key)).status).toBe(200);
    const refusals: [string, () => Response | Promise<Response>, number][] = [
      ["skip ahead", () => moveTo(id, "served"), 409],
      ["unknown order", () => moveTo(randomUUID(), "confirmed"), 404],
      ["another restaurant's order", () => moveTo(id, "preparing", otherAdmin), 403],
      ["key reused for another status", () => moveTo(id, "preparing", waiter, key), 422],
    ];
    for (const [why, refuse, status] of refusals) {
      const before = await totalChanges(server.db);
      expect((await refuse()).status, why).toBe(status);
      expect(await totalChanges(server.db), why).toBe(before);
    }
    expect(await storedStatus(id)).toEqual({ status: "confirmed", completedAt: null });
  });

  it("is 400 for unknown statuses and malformed ids, 404 unknown, 401, 403 other restaurant", async () => {
    const id = await orderAt("served");
    expect((await moveTo(id, "cooking")).status).toBe(400);
    expect((await send(server.app, "PUT", `/api/orders/${id}/status`, { cookie: waiter, body: {} })).status).toBe(400);
    expect((await moveTo("42", "confirmed")).status).toBe(400);
    expect((await moveTo(randomUUID(), "confirmed")).status).toBe(404);
    expect((await send(server.app, "PUT", `/api/orders/${id}/status`, { body: { status: "completed" } })).status).toBe(401);
    expect((await moveTo(id, "completed", otherAdmin)).status).toBe(403);
    expect((await storedStatus(id)).status).toBe("served");
  });
});

describe("GET /api/restaurants/:restaurantId/orders?updatedSince=", () => {
  const since = (iso: string) => `${ORDERS}?updatedSince=${encodeURIComponent(iso)}`;
  const ids = async (path: string) => ((await (await send(server.app, "GET", path, { cookie: chef })).json()) as Order[]).map((o) => o.id);

  it("answers only the orders changed at or after the instant (less PostgreSQL's look-back), the boundary included", async () => {
    const untouched = await pendingOrderId();
    // Changed a minute ago: before the instant and any look-back.
    await server.db
      .updateTable("orders")
      .set({ updatedAt: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", untouched)
      .execute();
    const moved = await pendingOrderId();
    const response = await moveTo(moved, "confirmed");
    const { updatedAt } = (await response.json()) as Order;
    const lookBack = isPostgresDb(server.db) ? ORDERS_CURSOR_LOOK_BACK_MS : 0;

    const changed = await ids(since(updatedAt));
    expect(changed).toContain(moved);
    expect(changed).not.toContain(untouched);
    expect(await ids(since(new Date(Date.parse(updatedAt) + lookBack + 1).toISOString()))).not.toContain(moved);
    // Whole seconds mean the same instant as the stored milliseconds.
    const wholeSecond = new Date(Math.floor(Date.parse(updatedAt) / 1000) * 1000).toISOString().replace(".000Z", "Z");
    expect(await ids(since(wholeSecond))).toContain(moved);
  });

  it("sees a deleted table's orders again, now without their table", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    // Placed a minute ago, and the cursor past it by more than PostgreSQL's look-back.
    const updatedAt = new Date(Date.now() - 60_000).toISOString();
    await server.db.updateTable("orders").set({ updatedAt }).where("id", "=", orderId).execute();
    const lookBack = isPostgresDb(server.db) ? ORDERS_CURSOR_LOOK_BACK_MS : 0;
    const cursor = new Date(Date.parse(updatedAt) + lookBack + 1).toISOString();
    expect(await ids(since(cursor))).not.toContain(orderId);

    expect((await send(server.app, "DELETE", `/api/tables/${table.id}`, { cookie: admin })).status).toBe(204);
    const orders: Order[] = await (await send(server.app, "GET", since(cursor), { cookie: chef })).json();
    expect(orders.find((candidate) => candidate.id === orderId)?.table).toBeNull();
  });

  it("sees a renumbered table's orders again, with the new number", async () => {
    const id = await pendingOrderId();
    const { tableId, updatedAt } = await server.db
      .selectFrom("orders")
      .select(["tableId", "updatedAt"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const table = await server.db
      .selectFrom("restaurantTables")
      .selectAll()
      .where("id", "=", tableId ?? "")
      .executeTakeFirstOrThrow();
    const cursor = new Date(Date.parse(updatedAt) + 1).toISOString();
    const renumber = (tableNumber: string) =>
      send(server.app, "PUT", `/api/tables/${table.id}`, {
        cookie: admin,
        body: { tableNumber, capacity: table.capacity, location: table.location },
      });

    expect((await renumber(`${table.tableNumber}-B`)).status).toBe(200);
    const orders: Order[] = await (await send(server.app, "GET", since(cursor), { cookie: chef })).json();
    expect(orders.find((candidate) => candidate.id === id)?.table).toEqual({ tableNumber: `${table.tableNumber}-B` });
    expect((await renumber(table.tableNumber)).status).toBe(200);
  });

  it("is 400 for a value that is not an ISO-8601 UTC date-time", async () => {
    for (const bad of ["yesterday", "2026-02-30T00:00:00Z", "2026-01-01", "2026-01-01T10:00:00+05:30", ""]) {
      const response = await send(server.app, "GET", since(bad), { cookie: chef });
      expect(response.status, bad).toBe(400);
      expect((await response.json()).message).toMatch(/^updatedSince must be an ISO-8601 UTC date-time/);
    }
  });
});

describe("PUT /api/orders/:orderId/ready", () => {
  const ready = (id: string, value: unknown, cookie = chef, key?: string) =>
    send(server.app, "PUT", `/api/orders/${id}/ready`, { cookie, body: { ready: value }, ...(key ? { key } : {}) });

  it("lets the chef put an order at the pass, keeps the first time on a repeat, and takes it back; the status does not move", async () => {
    const id = await orderAt("preparing");
    const first = await ready(id, true);
    expect(first.status).toBe(200);
    const marked: Order = await first.json();
    expect(marked).toMatchObject({ id, status: "preparing", readyAt: expect.any(String) });

    const again: Order = await (await ready(id, true, waiter)).json();
    expect(again.readyAt).toBe(marked.readyAt);
    const listed: Order[] = await (await send(server.app, "GET", ORDERS, { cookie: waiter })).json();
    expect(listed.find((order) => order.id === id)?.readyAt).toBe(marked.readyAt);

    const back: Order = await (await ready(id, false, admin)).json();
    expect(back).toMatchObject({ status: "preparing", readyAt: null });
    expect(await storedStatus(id)).toMatchObject({ status: "preparing" });
  });

  it("replays the first answer under the same Idempotency-Key", async () => {
    const id = await orderAt("preparing");
    const key = randomUUID();
    const first: Order = await (await ready(id, true, chef, key)).json();
    await ready(id, false, chef);
    const replay: Order = await (await ready(id, true, chef, key)).json();
    expect(replay.readyAt).toBe(first.readyAt);
  });

  it("is 400 for a body without a boolean, 401 signed out, 404 for an unknown order, 403 for another restaurant's", async () => {
    const id = await pendingOrderId();
    expect((await ready(id, "yes")).status).toBe(400);
    expect((await ready(id, true, "")).status).toBe(401);
    expect((await ready(randomUUID(), true)).status).toBe(404);
    expect((await ready(id, true, otherAdmin)).status).toBe(403);
    const stored = await server.db.selectFrom("orders").select("readyAt").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.readyAt).toBeNull();
  });
});
