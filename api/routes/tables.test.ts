import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { qrCodeParam } from "../../shared/schemas/qr";
import type { RestaurantTable } from "../../shared/schemas/tables";
import { countRows, restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let otherAdmin: string;
let otherRestaurantId: string;

const TABLES = `/api/restaurants/${DEMO_RESTAURANT_ID}/tables`;
let nextNumber = 100;
const freshTable = () => ({ tableNumber: String(nextNumber++), capacity: 4, location: "Corner" });

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
});

afterAll(() => server.close());

async function createTable(body: Record<string, unknown> = freshTable()): Promise<RestaurantTable> {
  const response = await send(server.app, "POST", TABLES, { cookie: admin, body });
  expect(response.status).toBe(201);
  return response.json();
}

describe("GET /api/restaurants/:restaurantId/tables", () => {
  it("lists the restaurant's tables in number order", async () => {
    const response = await send(server.app, "GET", TABLES, { cookie: admin });
    expect(response.status).toBe(200);
    const tables: RestaurantTable[] = await response.json();
    expect(tables.slice(0, 8).map((table) => table.tableNumber)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(tables.every((table) => table.restaurantId === DEMO_RESTAURANT_ID && table.isActive === true)).toBe(true);
  });

  it("is read by waiters of the restaurant too", async () => {
    const response = await send(server.app, "GET", TABLES, { cookie: waiter });
    expect(response.status).toBe(200);
    const tables: RestaurantTable[] = await response.json();
    expect(tables.every((table) => table.restaurantId === DEMO_RESTAURANT_ID)).toBe(true);
    expect(tables.length).toBeGreaterThanOrEqual(8);
  });

  it("is 401 signed out, 403 for other restaurants, 400 for a malformed id", async () => {
    expect((await send(server.app, "GET", TABLES)).status).toBe(401);
    expect((await send(server.app, "GET", TABLES, { cookie: otherAdmin })).status).toBe(403);
    expect((await send(server.app, "GET", "/api/restaurants/1/tables", { cookie: admin })).status).toBe(400);
  });
});

describe("POST /api/restaurants/:restaurantId/tables", () => {
  it("creates a table with an unguessable, unique QR code and the default capacity", async () => {
    const first = await createTable({ tableNumber: " 42 " });
    const second = await createTable();
    expect(first).toMatchObject({ tableNumber: "42", capacity: 2, location: null, restaurantId: DEMO_RESTAURANT_ID });
    expect(qrCodeParam.safeParse(first.qrCode).success).toBe(true);
    expect(Buffer.from(first.qrCode, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(first.qrCode).not.toBe(second.qrCode);
  });

  it("is 409 with the spec's message for a number the restaurant already has", async () => {
    const before = await countRows(server.db, "restaurantTables");
    const response = await send(server.app, "POST", TABLES, { cookie: admin, body: { tableNumber: "5", capacity: 2 } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Table 5 already exists" });
    expect(await countRows(server.db, "restaurantTables")).toBe(before);
  });

  it("makes one row for the same client id or Idempotency-Key twice", async () => {
    const id = randomUUID();
    const body = { ...freshTable(), id };
    const before = await countRows(server.db, "restaurantTables");
    const first = await createTable(body);
    const again = await send(server.app, "POST", TABLES, { cookie: admin, body });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const key = randomUUID();
    const keyed = freshTable();
    const created = await send(server.app, "POST", TABLES, { cookie: admin, body: keyed, key });
    const replay = await send(server.app, "POST", TABLES, { cookie: admin, body: keyed, key });
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await created.json());
    expect(await countRows(server.db, "restaurantTables")).toBe(before + 2);
  });

  it("is 409 for a client id of another restaurant's table, 400 for bad fields", async () => {
    const theirs = await server.db
      .selectFrom("restaurantTables")
      .select("id")
      .where("restaurantId", "=", otherRestaurantId)
      .executeTakeFirstOrThrow();
    expect((await send(server.app, "POST", TABLES, { cookie: admin, body: { ...freshTable(), id: theirs.id } })).status).toBe(409);
    const before = await countRows(server.db, "restaurantTables");
    for (const body of [
      {},
      { tableNumber: "" },
      { ...freshTable(), capacity: 21 },
      { ...freshTable(), capacity: 0 },
      { ...freshTable(), location: "Roof" },
    ]) {
      expect((await send(server.app, "POST", TABLES, { cookie: admin, body })).status).toBe(400);
    }
    expect(await countRows(server.db, "restaurantTables")).toBe(before);
  });

  it("is 401 signed out and 403 for waiters and other restaurants", async () => {
    expect((await send(server.app, "POST", TABLES, { body: freshTable() })).status).toBe(401);
    expect((await send(server.app, "POST", TABLES, { cookie: waiter, body: freshTable() })).status).toBe(403);
    expect((await send(server.app, "POST", TABLES, { cookie: otherAdmin, body: freshTable() })).status).toBe(403);
  });
});

describe("PUT /api/tables/:id", () => {
  it("updates the fields and keeps the QR code", async () => {
    const table = await createTable();
    const changes = { tableNumber: `${table.tableNumber}A`, capacity: 8, location: "Private room" };
    const response = await send(server.app, "PUT", `/api/tables/${table.id}`, { cookie: admin, body: changes });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...changes, id: table.id, qrCode: table.qrCode });
  });

  it("is 409 when renumbering onto another table, but keeping its own number is fine", async () => {
    const table = await createTable();
    const clash = await send(server.app, "PUT", `/api/tables/${table.id}`, { cookie: admin, body: { tableNumber: "3" } });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ message: "Table 3 already exists" });
    const same = await send(server.app, "PUT", `/api/tables/${table.id}`, {
      cookie: admin,
      body: { tableNumber: table.tableNumber, capacity: 6 },
    });
    expect(same.status).toBe(200);
  });

  it("is 404 unknown, 400 malformed, 401, 403 for waiters and other restaurants", async () => {
    const table = await createTable();
    const body = freshTable();
    expect((await send(server.app, "PUT", `/api/tables/${randomUUID()}`, { cookie: admin, body })).status).toBe(404);
    expect((await send(server.app, "PUT", "/api/tables/abc", { cookie: admin, body })).status).toBe(400);
    expect((await send(server.app, "PUT", `/api/tables/${table.id}`, { cookie: admin, body: { capacity: "4" } })).status).toBe(400);
    expect((await send(server.app, "PUT", `/api/tables/${table.id}`, { body })).status).toBe(401);
    expect((await send(server.app, "PUT", `/api/tables/${table.id}`, { cookie: waiter, body })).status).toBe(403);
    expect((await send(server.app, "PUT", `/api/tables/${table.id}`, { cookie: otherAdmin, body })).status).toBe(403);
  });
});

describe("DELETE /api/tables/:id", () => {
  it("deletes with 204 and the table's orders stay, now without a table", async () => {
    const table = await server.db
      .selectFrom("restaurantTables")
      .innerJoin("orders", "orders.tableId", "restaurantTables.id")
      .select(["restaurantTables.id", "orders.id as orderId"])
      .where("restaurantTables.restaurantId", "=", DEMO_RESTAURANT_ID)
      .executeTakeFirstOrThrow();
    const orders = await countRows(server.db, "orders");
    const key = randomUUID();
    expect((await send(server.app, "DELETE", `/api/tables/${table.id}`, { cookie: admin, key })).status).toBe(204);
    expect((await send(server.app, "DELETE", `/api/tables/${table.id}`, { cookie: admin, key })).status).toBe(204);
    expect((await send(server.app, "DELETE", `/api/tables/${table.id}`, { cookie: admin })).status).toBe(404);
    expect(await countRows(server.db, "orders")).toBe(orders);
    const order = await server.db.selectFrom("orders").select("tableId").where("id", "=", table.orderId).executeTakeFirstOrThrow();
    expect(order.tableId).toBeNull();
  });

  it("is 401, 403 for waiters and other restaurants, 400 malformed, and keeps the row", async () => {
    const table = await createTable();
    const path = `/api/tables/${table.id}`;
    expect((await send(server.app, "DELETE", path)).status).toBe(401);
    expect((await send(server.app, "DELETE", path, { cookie: waiter })).status).toBe(403);
    expect((await send(server.app, "DELETE", path, { cookie: otherAdmin })).status).toBe(403);
    expect((await send(server.app, "DELETE", "/api/tables/0", { cookie: admin })).status).toBe(400);
    expect(await server.db.selectFrom("restaurantTables").select("id").where("id", "=", table.id).executeTakeFirst()).toBeDefined();
  });
});
