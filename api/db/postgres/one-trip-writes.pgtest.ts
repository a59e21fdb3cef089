import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { MenuItem } from "../../../shared/schemas/menu";
import type { Order } from "../../../shared/schemas/orders";
import { SPICE_GROUP } from "../../test/option-dish";
import { statementsOf } from "../../test/pg-statements";
import { FAST_PRINTING } from "../../test/printing-support";
import { newTestTable, placeOrder, send, tableAndDish } from "../../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../../test/test-support";
import { listAuditEntries } from "../audit";
import { findMenuItem } from "../menu-items";
import { findOrder, ORDERS_CURSOR_LOOK_BACK_MS } from "../orders";
import { findTable } from "../tables";
import { isPostgresDb } from "./connection";

/**
 * The station's bumps, the menu's and the floor plan's writes on PostgreSQL in one round trip each
 * (docs/decisions/115-lines-and-menu-in-one-round-trip.md): the session's lookup, then one function call.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  if (!isPostgresDb(server.db)) throw new Error("these tests count PostgreSQL's round trips: run them with scripts/test-pg.ts");
  ({ admin } = await signInDemoStaff(server.app));
});

afterAll(() => server.close());

/** An admin's request, its answer and the statements it sent, which must be the session's lookup and `call`. */
async function oneTrip(call: string, method: string, path: string, body?: unknown, key: string = randomUUID()) {
  const { result, statements } = await statementsOf(() => send(server.app, method, path, { cookie: admin, body, key }));
  expect(statements).toHaveLength(2);
  expect(statements[0]).toMatch(/from "sessions"/);
  expect(statements[1]).toContain(call);
  return result;
}

const R = `/api/restaurants/${DEMO_RESTAURANT_ID}`;

async function orderOf(id: string): Promise<Order> {
  const order = await findOrder(server.db, id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
}

describe("a station's bump on PostgreSQL", () => {
  it("bumps each line in one function call, the order ready with its last, answering the order as stored", async () => {
    const id = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    const lines = (await orderOf(id)).items;
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const response = await oneTrip("rasoi_line_ready", "PUT", `/api/orders/${id}/lines/${line.lineId}/ready`, { ready: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(await orderOf(id));
    }
    const ready = await orderOf(id);
    expect(ready.readyAt).toEqual(expect.any(String));
    expect(ready.items.every((line) => line.readyAt !== null)).toBe(true);
    const [first] = lines;
    if (!first) throw new Error("no line");
    const again = await oneTrip("rasoi_line_ready", "PUT", `/api/orders/${id}/lines/${first.lineId}/ready`, { ready: true });
    expect(await again.json()).toEqual(ready);
    const recalled = await oneTrip("rasoi_line_ready", "PUT", `/api/orders/${id}/lines/${first.lineId}/ready`, { ready: false });
    expect(await recalled.json()).toMatchObject({ readyAt: null });
    const missing = await oneTrip("rasoi_line_ready", "PUT", `/api/orders/${id}/lines/${id}.99/ready`, { ready: true });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: "Order line not found" });
  });

  it("answers a replay with the first answer and puts the whole order at the pass, or back, in one call", async () => {
    const id = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    const lineId = (await orderOf(id)).items[0]?.lineId;
    const key = randomUUID();
    const first = await oneTrip("rasoi_line_ready", "PUT", `/api/orders/${id}/lines/${lineId}/ready`, { ready: true }, key);
    const bumped: Order = await first.json();
    const replay = await oneTrip("rasoi_line_ready", "PUT", `/api/orders/${id}/lines/${lineId}/ready`, { ready: true }, key);
    expect(await replay.json()).toEqual(bumped);
    const reused = await oneTrip("rasoi_line_ready", "PUT", `/api/orders/${id}/lines/${lineId}/ready`, { ready: false }, key);
    expect(reused.status).toBe(422);
    const atPass = await oneTrip("rasoi_order_ready", "PUT", `/api/orders/${id}/ready`, { ready: true });
    const stored = await orderOf(id);
    expect(await atPass.json()).toEqual(stored);
    expect(stored.items.every((line) => line.readyAt !== null)).toBe(true);
    expect(stored.items[0]?.readyAt).toBe(bumped.items[0]?.readyAt);
    const back = await oneTrip("rasoi_order_ready", "PUT", `/api/orders/${id}/ready`, { ready: false });
    expect(await back.json()).toEqual(await orderOf(id));
    expect(await orderOf(id)).toMatchObject({ readyAt: null });
  });
});

describe("the menu's writes on PostgreSQL", () => {
  it("toggles a dish sold out and back in one function call, answering it as stored", async () => {
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    for (const isAvailable of [false, true]) {
      const response = await oneTrip("rasoi_change_menu_item", "PATCH", `/api/menu-items/${dish.id}`, { isAvailable });
      expect(response.status).toBe(200);
      const answered: MenuItem = await response.json();
      expect(answered).toEqual(await findMenuItem(server.db, dish.id));
      expect(answered.isAvailable).toBe(isAvailable);
    }
  });

  it("creates, edits and deletes a dish in one call each, refusing a category or station not the restaurant's", async () => {
    const id = randomUUID();
    const fields = { name: "Paneer Tikka", price: 240, category: "Appetizers", diet: "veg", description: "Smoky" };
    const created = await oneTrip("rasoi_create_menu_item", "POST", `${R}/menu`, { id, ...fields });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual(await findMenuItem(server.db, id));
    const again = await oneTrip("rasoi_create_menu_item", "POST", `${R}/menu`, { id, ...fields });
    expect(again.status).toBe(200);
    const edit = { ...fields, price: 260, localName: "पनीर", optionGroups: [SPICE_GROUP] };
    const edited = await oneTrip("rasoi_change_menu_item", "PUT", `/api/menu-items/${id}`, edit);
    expect(edited.status).toBe(200);
    const answered: MenuItem = await edited.json();
    expect(answered).toEqual(await findMenuItem(server.db, id));
    // The column as SQLite stores it (api/db/menu-items.ts, toColumns), not PostgreSQL's spelling of the JSON.
    const column = await server.db.selectFrom("menuItems").select("optionGroups").where("id", "=", id).executeTakeFirstOrThrow();
    expect(column.optionGroups).toBe(JSON.stringify(answered.optionGroups));
    const unknown = await oneTrip("rasoi_change_menu_item", "PATCH", `/api/menu-items/${id}`, { category: "Nowhere" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe("Nowhere is not one of the restaurant's categories: add it in the Menu Editor first");
    const noStation = await oneTrip("rasoi_change_menu_item", "PATCH", `/api/menu-items/${id}`, { stationId: randomUUID() });
    expect(noStation.status).toBe(404);
    expect(await findMenuItem(server.db, id)).toMatchObject({ price: 260, category: "Appetizers", stationId: null });
    const deleted = await oneTrip("rasoi_delete_menu_item", "DELETE", `/api/menu-items/${id}`);
    expect(deleted.status).toBe(204);
    expect(await findMenuItem(server.db, id)).toBeNull();
    const gone = await oneTrip("rasoi_delete_menu_item", "DELETE", `/api/menu-items/${id}`);
    expect(gone.status).toBe(404);
  });

  // Last, so the dishes of the tests above are among them.
  it("answers every stored dish as the API's reader does (migration 033's JSON), a photo's and a damaged one's included", async () => {
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const photo = JSON.stringify({ key: "0123456789abcdef", width: 1200, height: 800, widths: [400, 800, 1200] });
    await server.db.updateTable("menuItems").set({ photo }).where("id", "=", dish.id).execute();
    const other = await server.db.selectFrom("menuItems").select("id").where("id", "<>", dish.id).executeTakeFirstOrThrow();
    await server.db.updateTable("menuItems").set({ photo: '{"key":"nope"}', diet: "vegan" }).where("id", "=", other.id).execute();
    const dishes = await sql<{ id: string; json: string }>`SELECT m.id, rasoi_menu_item_json(m) AS json FROM menu_items m`.execute(
      server.db,
    );
    expect(dishes.rows.length).toBeGreaterThan(5);
    for (const { id, json } of dishes.rows) expect(JSON.parse(json)).toEqual(await findMenuItem(server.db, id));
    expect(JSON.parse(dishes.rows.find((row) => row.id === dish.id)?.json ?? "null")).toMatchObject({ photo: { width: 1200 } });
  });
});

describe("the floor plan's writes on PostgreSQL", () => {
  it("creates, renumbers and deletes a table in one call each, refusing a number another table has", async () => {
    const id = randomUUID();
    const created = await oneTrip("rasoi_create_table", "POST", `${R}/tables`, { id, tableNumber: "T-91", capacity: 4, location: "" });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual(await findTable(server.db, id));
    const again = await oneTrip("rasoi_create_table", "POST", `${R}/tables`, { id, tableNumber: "T-91", capacity: 4 });
    expect(again.status).toBe(200);
    const twin = await oneTrip("rasoi_create_table", "POST", `${R}/tables`, { tableNumber: "T-91" });
    expect(twin.status).toBe(409);
    expect((await twin.json()).message).toBe("Table T-91 already exists");
    const qrCode = (await findTable(server.db, id))?.qrCode ?? "";
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, qrCode);
    const placed = await orderOf(orderId);
    const resized = await oneTrip("rasoi_update_table", "PUT", `/api/tables/${id}`, { tableNumber: "T-91", capacity: 6 });
    expect(await resized.json()).toEqual(await findTable(server.db, id));
    expect((await orderOf(orderId)).updatedAt).toBe(placed.updatedAt);
    const renumbered = await oneTrip("rasoi_update_table", "PUT", `/api/tables/${id}`, { tableNumber: "T-92", capacity: 6 });
    expect(await renumbered.json()).toMatchObject({ tableNumber: "T-92", capacity: 6 });
    expect(await orderOf(orderId)).toMatchObject({ table: { tableNumber: "T-92" } });
    expect((await orderOf(orderId)).updatedAt).not.toBe(placed.updatedAt);
    const deleted = await oneTrip("rasoi_delete_table", "DELETE", `/api/tables/${id}`);
    expect(deleted.status).toBe(204);
    expect(await findTable(server.db, id)).toBeNull();
    expect(await orderOf(orderId)).toMatchObject({ tableId: null, table: null });
  });

  it("answers every stored table as the API's reader does (migration 034's JSON)", async () => {
    const tables = await sql<{ id: string; json: string }>`SELECT t.id, rasoi_table_json(t) AS json FROM restaurant_tables t`.execute(
      server.db,
    );
    expect(tables.rows.length).toBeGreaterThan(5);
    for (const { id, json } of tables.rows) expect(JSON.parse(json)).toEqual(await findTable(server.db, id));
  });
});

describe("moves on PostgreSQL (docs/decisions/121-moves-in-one-round-trip.md)", () => {
  async function tableOf(id: string) {
    const table = await findTable(server.db, id);
    if (!table) throw new Error(`no table ${id}`);
    return table;
  }

  it("moves a line in one call, answering the new order as stored; a replay, a resend and the last of it too", async () => {
    const [from, to] = [await newTestTable(server.db, DEMO_RESTAURANT_ID), await newTestTable(server.db, DEMO_RESTAURANT_ID)];
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode);
    const line = (await orderOf(orderId)).items[0];
    if (!line) throw new Error("no line");
    const path = `/api/orders/${orderId}/lines/${line.lineId}/move`;
    const newOrderId = randomUUID();
    const key = randomUUID();
    const moved = await oneTrip("rasoi_move_line", "POST", path, { toTableId: to.id, quantity: 1, newOrderId, reason: "Window" }, key);
    expect(moved.status).toBe(201);
    const created: Order = await moved.json();
    expect(created).toEqual(await orderOf(newOrderId));
    expect(created.items).toEqual([{ ...line, lineId: `${newOrderId}.1`, quantity: 1, voidedQuantity: 0 }]);
    expect(await orderOf(orderId)).toMatchObject({ items: [{ ...line, quantity: line.quantity - 1 }], status: "pending" });
    const replay = await oneTrip("rasoi_move_line", "POST", path, { toTableId: to.id, quantity: 1, newOrderId, reason: "Window" }, key);
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(created);
    const reused = await oneTrip("rasoi_move_line", "POST", path, { toTableId: to.id, quantity: 1, newOrderId }, key);
    expect(reused.status).toBe(422);
    const resent = await oneTrip("rasoi_move_line", "POST", path, { toTableId: to.id, quantity: 1, newOrderId });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual(created);
    const tooMany = await oneTrip("rasoi_move_line", "POST", path, { toTableId: to.id, quantity: line.quantity });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toBe(`Only ${line.quantity - 1} of ${line.name} can move`);

    // The rest: the source is left with nothing, so completed at 0, and the table it left is free.
    const restId = randomUUID();
    const rest = await oneTrip("rasoi_move_line", "POST", path, { toTableId: to.id, quantity: line.quantity - 1, newOrderId: restId });
    expect(rest.status).toBe(201);
    expect(await rest.json()).toEqual(await orderOf(restId));
    expect(await orderOf(orderId)).toMatchObject({ items: [], totalAmount: 0, status: "completed" });
    expect((await tableOf(from.id)).visitStartedAt).toEqual(expect.any(String));
    const completed = await oneTrip("rasoi_move_line", "POST", path, { toTableId: to.id, quantity: 1 });
    expect(completed.status).toBe(409);
    expect((await completed.json()).message).toBe("This order is completed: its lines cannot move");
    const trail = await listAuditEntries(server.db, DEMO_RESTAURANT_ID, { kind: "move", tableId: from.id });
    expect(trail).toEqual([
      expect.objectContaining({
        username: "admin",
        reason: "Window",
        amountPaise: line.price * 100,
        orderId,
        before: { orderId, lineId: line.lineId, quantity: line.quantity, tableId: from.id },
        after: { orderId: newOrderId, lineId: `${newOrderId}.1`, quantity: 1, tableId: to.id, tableNumber: to.tableNumber, left: 1 },
      }),
      expect.objectContaining({ amountPaise: line.price * (line.quantity - 1) * 100, after: expect.objectContaining({ left: 0 }) }),
    ]);
  });

  it("moves a table's open orders and merges them back in one call each, answering both tables and the orders as stored", async () => {
    const [from, to] = [await newTestTable(server.db, DEMO_RESTAURANT_ID), await newTestTable(server.db, DEMO_RESTAURANT_ID)];
    const ids = [
      await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode),
      await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode),
    ];
    const key = randomUUID();
    const moved = await oneTrip("rasoi_move_table", "POST", `${R}/tables/${from.id}/move`, { toTableId: to.id }, key);
    expect(moved.status).toBe(200);
    const answer = await moved.json();
    expect(answer).toEqual({
      fromTable: await tableOf(from.id),
      toTable: await tableOf(to.id),
      orders: [await orderOf(ids[0] ?? ""), await orderOf(ids[1] ?? "")],
    });
    expect(answer.orders.map((order: Order) => order.tableId)).toEqual([to.id, to.id]);
    const replay = await oneTrip("rasoi_move_table", "POST", `${R}/tables/${from.id}/move`, { toTableId: to.id }, key);
    expect(await replay.json()).toEqual(answer);
    const empty = await oneTrip("rasoi_move_table", "POST", `${R}/tables/${from.id}/move`, { toTableId: to.id });
    expect(empty.status).toBe(409);
    expect((await empty.json()).message).toBe(`Table ${from.tableNumber} has no open order to move`);
    const same = await oneTrip("rasoi_move_table", "POST", `${R}/tables/${from.id}/merge`, { fromTableId: from.id });
    expect(same.status).toBe(400);
    expect((await same.json()).message).toBe("Choose another table to merge");

    const merged = await oneTrip("rasoi_move_table", "POST", `${R}/tables/${from.id}/merge`, { fromTableId: to.id, reason: "One party" });
    expect(merged.status).toBe(200);
    expect(await merged.json()).toEqual({
      fromTable: await tableOf(to.id),
      toTable: await tableOf(from.id),
      orders: [await orderOf(ids[0] ?? ""), await orderOf(ids[1] ?? "")],
    });
    const [entry] = await listAuditEntries(server.db, DEMO_RESTAURANT_ID, { kind: "merge", tableId: to.id });
    expect(entry).toMatchObject({
      reason: "One party",
      tableId: to.id,
      orderId: null,
      before: { tableId: to.id, tableNumber: to.tableNumber, orderIds: ids },
      after: { tableId: from.id, tableNumber: from.tableNumber, orderIds: ids },
    });
  });
});

describe("the print worker's look at its queue on PostgreSQL", () => {
  it("claims in one statement, its own transaction, with no BEGIN or COMMIT around it", async () => {
    const worker = server.services.printing;
    const { statements } = await statementsOf(async () => {
      worker.start(FAST_PRINTING);
      await worker.stop();
    });
    expect(statements.filter((statement) => /UPDATE print_jobs/.test(statement))).toHaveLength(1);
    expect(statements.filter((statement) => /^(begin|commit)$/i.test(statement.trim()))).toEqual([]);
  });

  it("does not look after a one-trip write, which queues no ticket, but does after a new order", async () => {
    const worker = server.services.printing;
    const id = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    /** The worker's looks at its queue while it starts (one look), `task` runs, and it stops. */
    const claimsAround = async (task: () => Promise<unknown>) => {
      const { statements } = await statementsOf(async () => {
        worker.start(FAST_PRINTING);
        await task();
        await worker.stop();
      });
      return statements.filter((statement) => /UPDATE print_jobs/.test(statement)).length;
    };
    const moved = async () => {
      const response = await send(server.app, "PUT", `/api/orders/${id}/status`, { cookie: admin, body: { status: "confirmed" } });
      expect(response.status).toBe(200);
    };
    expect(await claimsAround(moved)).toBe(1);
    expect(await claimsAround(() => placeOrder(server.app, server.db, DEMO_RESTAURANT_ID))).toBeGreaterThan(1);
  });
});

describe("the orders cursor on PostgreSQL (docs/decisions/116-orders-cursor-look-back.md)", () => {
  it("still answers an order stamped just before a client's cursor and committed after it", async () => {
    const cursor = new Date().toISOString();
    const late = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    // As a write stamped before the newest one the client saw, that committed after its pull.
    const stamped = new Date(Date.parse(cursor) - ORDERS_CURSOR_LOOK_BACK_MS / 2).toISOString();
    await server.db.updateTable("orders").set({ updatedAt: stamped }).where("id", "=", late).execute();
    const response = await send(server.app, "GET", `${R}/orders?updatedSince=${encodeURIComponent(cursor)}`, { cookie: admin });
    const pulled: Order[] = await response.json();
    expect(pulled.map((order) => order.id)).toContain(late);
  });
});
