import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Order } from "../../shared/schemas/orders";
import type { RestaurantTable } from "../../shared/schemas/tables";
import { openEventStream } from "../test/event-stream";
import { settingsBody } from "../test/restaurant-settings";
import { newTestTable, placeOrder, restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let chef: string;
let otherAdmin: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, chef, otherAdmin } = await signInDemoStaff(server.app));
  const saved = await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie: admin, body: settingsBody() });
  if (saved.status !== 200) throw new Error(`saving bill settings failed: ${saved.status}`);
});

afterAll(() => server.close());

const R = `/api/restaurants/${DEMO_RESTAURANT_ID}`;
const moveTable = (fromId: string, toTableId: string, cookie = waiter) =>
  send(server.app, "POST", `${R}/tables/${fromId}/move`, { cookie, body: { toTableId } });
const mergeTable = (intoId: string, fromTableId: string, cookie = waiter) =>
  send(server.app, "POST", `${R}/tables/${intoId}/merge`, { cookie, body: { fromTableId } });
const moveLine = (orderId: string, lineId: string, body: Record<string, unknown>, cookie = waiter) =>
  send(server.app, "POST", `/api/orders/${orderId}/lines/${lineId}/move`, { cookie, body });

async function orderOf(id: string): Promise<Order> {
  const orders: Order[] = await (await send(server.app, "GET", `${R}/orders`, { cookie: waiter })).json();
  const order = orders.find((candidate) => candidate.id === id);
  if (!order) throw new Error("the test's order is gone");
  return order;
}

async function tableOf(id: string): Promise<RestaurantTable> {
  const tables: RestaurantTable[] = await (await send(server.app, "GET", `${R}/tables`, { cookie: waiter })).json();
  const table = tables.find((candidate) => candidate.id === id);
  if (!table) throw new Error("the test's table is gone");
  return table;
}

async function serve(orderId: string): Promise<void> {
  for (const status of ["confirmed", "preparing", "served"]) {
    expect((await send(server.app, "PUT", `/api/orders/${orderId}/status`, { cookie: waiter, body: { status } })).status).toBe(200);
  }
}

const makeBill = (tableId: string) => send(server.app, "POST", `${R}/bills`, { cookie: waiter, body: { tableId } });

async function twoTables() {
  return [await newTestTable(server.db, DEMO_RESTAURANT_ID), await newTestTable(server.db, DEMO_RESTAURANT_ID)] as const;
}

describe("POST /tables/:tableId/move", () => {
  it("moves every open order to the other table, which then has them, and frees the table left", async () => {
    const [from, to] = await twoTables();
    const first = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode);
    const second = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode);
    await serve(first);

    const moved = await moveTable(from.id, to.id);
    expect(moved.status).toBe(200);
    const body: { fromTable: RestaurantTable; toTable: RestaurantTable; orders: Order[] } = await moved.json();
    expect(body.orders.map((order) => order.id).sort()).toEqual([first, second].sort());
    expect(body.orders.every((order) => order.tableId === to.id && order.table?.tableNumber === to.tableNumber)).toBe(true);
    expect((await orderOf(first)).tableId).toBe(to.id);
    expect((await orderOf(second)).status).toBe("pending");
    // The table left is free: its visit ended with the move.
    expect(body.fromTable.visitStartedAt).not.toBeNull();
    expect((await tableOf(from.id)).visitStartedAt).toBe(body.fromTable.visitStartedAt);

    // Its trail: who, why, what moved and from where to where, in the move's own transaction.
    const trail = await (await send(server.app, "GET", `${R}/audit?kind=move&tableId=${from.id}`, { cookie: admin })).json();
    expect(trail).toEqual([
      expect.objectContaining({
        kind: "move",
        username: "waiter",
        reason: "",
        tableId: from.id,
        before: { tableId: from.id, tableNumber: from.tableNumber, orderIds: body.orders.map((order) => order.id) },
        after: { tableId: to.id, tableNumber: to.tableNumber, orderIds: body.orders.map((order) => order.id) },
        amountPaise: body.orders.reduce((sum, order) => sum + order.totalAmount * 100, 0),
      }),
    ]);

    // One bill at the new table covers both.
    const bill = await makeBill(to.id);
    expect(bill.status).toBe(201);
    expect((await bill.json()).orderIds.sort()).toEqual([first, second].sort());
  });

  it("counts a moved order in the new table's visit from its move: served food moved there keeps the table from being cleared", async () => {
    const [from, to] = await twoTables();
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode);
    await serve(orderId);
    // The other table's last party left after this order was placed.
    expect((await send(server.app, "POST", `${R}/tables/${to.id}/clear`, { cookie: waiter, body: {} })).status).toBe(200);
    expect((await moveTable(from.id, to.id)).status).toBe(200);
    const clear = await send(server.app, "POST", `${R}/tables/${to.id}/clear`, { cookie: waiter, body: {} });
    expect(clear.status).toBe(409);
    expect((await clear.json()).message).toContain("served food on no paid bill");
  });

  it("refuses the same table (400), another restaurant's table (404), a table with nothing open or with a bill (409), a chef (403)", async () => {
    const [from, to] = await twoTables();
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode);
    const same = await moveTable(from.id, from.id);
    expect(same.status).toBe(400);
    expect((await same.json()).message).toBe("Choose another table to move to");

    const theirs = await newTestTable(server.db, await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username));
    const elsewhere = await moveTable(from.id, theirs.id);
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json()).message).toBe("Table not found");
    expect((await moveTable(theirs.id, to.id)).status).toBe(404);
    // Their admin cannot reach this restaurant's tables at all.
    expect((await send(server.app, "POST", `${R}/tables/${from.id}/move`, { cookie: otherAdmin, body: { toTableId: to.id } })).status).toBe(
      403,
    );
    expect((await moveTable(from.id, to.id, chef)).status).toBe(403);

    const empty = await moveTable(to.id, from.id);
    expect(empty.status).toBe(409);
    expect((await empty.json()).message).toBe(`Table ${to.tableNumber} has no open order to move`);

    await serve(orderId);
    const bill = await makeBill(from.id);
    const { number } = await bill.json();
    const billed = await moveTable(from.id, to.id);
    expect(billed.status).toBe(409);
    expect((await billed.json()).message).toBe(`Table ${from.tableNumber}'s orders are on bill ${number}: an order on a bill cannot move`);
    expect((await orderOf(orderId)).tableId).toBe(from.id);

    const bad = await send(server.app, "POST", `${R}/tables/${from.id}/move`, { cookie: waiter, body: { toTableId: "5" } });
    expect(bad.status).toBe(400);
  });
});

describe("POST /tables/:tableId/merge", () => {
  it("brings the other table's open orders into this table's visit, so one bill covers both, and frees the other table", async () => {
    const [into, from] = await twoTables();
    const here = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, into.qrCode);
    const there = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode);
    const merged = await send(server.app, "POST", `${R}/tables/${into.id}/merge`, {
      cookie: admin,
      body: { fromTableId: from.id, reason: "One party" },
    });
    expect(merged.status).toBe(200);
    const [entry] = await (await send(server.app, "GET", `${R}/audit?kind=merge&tableId=${from.id}`, { cookie: admin })).json();
    expect(entry).toMatchObject({ kind: "merge", reason: "One party", after: { tableId: into.id } });
    const body: { fromTable: RestaurantTable; orders: Order[] } = await merged.json();
    expect(body.orders.map((order) => order.id)).toEqual([there]);
    expect(body.fromTable.visitStartedAt).not.toBeNull();
    expect((await orderOf(there)).tableId).toBe(into.id);
    const bill = await makeBill(into.id);
    expect((await bill.json()).orderIds.sort()).toEqual([here, there].sort());
  });

  it("refuses merging a table into itself (400) and a table with nothing open (409)", async () => {
    const [into, from] = await twoTables();
    const same = await mergeTable(into.id, into.id);
    expect(same.status).toBe(400);
    expect((await same.json()).message).toBe("Choose another table to merge");
    expect((await mergeTable(into.id, from.id)).status).toBe(409);
  });
});

describe("POST /orders/:orderId/lines/:lineId/move", () => {
  it("moves part of a line as a new order at the other table, made once by the device's id; the rest stays", async () => {
    const [from, to] = await twoTables();
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode);
    await serve(orderId);
    const before = await orderOf(orderId);
    const line = before.items[0];
    if (!line) throw new Error("the test's order has no line");
    const newOrderId = randomUUID();

    const moved = await moveLine(orderId, line.lineId, { toTableId: to.id, quantity: 1, newOrderId });
    expect(moved.status).toBe(201);
    const created: Order = await moved.json();
    expect(created).toMatchObject({
      id: newOrderId,
      tableId: to.id,
      status: "served",
      totalAmount: line.price,
      customerName: before.customerName,
      orderTime: before.orderTime,
      takenBy: before.takenBy,
    });
    expect(created.items).toEqual([{ ...line, lineId: `${newOrderId}.1`, quantity: 1, voidedQuantity: 0 }]);
    const source = await orderOf(orderId);
    expect(source.items).toEqual([{ ...line, quantity: line.quantity - 1 }]);
    const [entry] = await (await send(server.app, "GET", `${R}/audit?kind=move&tableId=${from.id}`, { cookie: admin })).json();
    expect(entry).toMatchObject({
      orderId,
      amountPaise: line.price * 100,
      before: { orderId, lineId: line.lineId, quantity: line.quantity },
      after: { orderId: newOrderId, lineId: `${newOrderId}.1`, quantity: 1, tableId: to.id, left: line.quantity - 1 },
    });
    expect(source.totalAmount).toBe(before.totalAmount - line.price);
    expect(source.status).toBe("served");

    // A resend of the same change (another key) makes nothing twice.
    const again = await moveLine(orderId, line.lineId, { toTableId: to.id, quantity: 1, newOrderId });
    expect(again.status).toBe(200);
    expect((await orderOf(orderId)).items[0]?.quantity).toBe(line.quantity - 1);

    // The last one too: the order is left with nothing, so it is completed at 0, and the table it left is free.
    const rest = await moveLine(orderId, line.lineId, { toTableId: to.id, quantity: line.quantity - 1, newOrderId: randomUUID() });
    expect(rest.status).toBe(201);
    const emptied = await orderOf(orderId);
    expect(emptied).toMatchObject({ items: [], totalAmount: 0, status: "completed" });
    expect((await tableOf(from.id)).visitStartedAt).not.toBeNull();
    const bill = await makeBill(to.id);
    expect(bill.status).toBe(201);
    expect((await bill.json()).subtotalPaise).toBe(line.price * line.quantity * 100);
  });

  it("refuses a quantity out of range or the same table (400), an unknown line or another restaurant's order (404), a billed or completed order (409)", async () => {
    const [from, to] = await twoTables();
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode);
    const line = (await orderOf(orderId)).items[0];
    if (!line) throw new Error("the test's order has no line");
    const tooMany = await moveLine(orderId, line.lineId, { toTableId: to.id, quantity: line.quantity + 1 });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toBe(`Only ${line.quantity} of ${line.name} can move`);
    expect((await moveLine(orderId, line.lineId, { toTableId: to.id, quantity: 0 })).status).toBe(400);
    const same = await moveLine(orderId, line.lineId, { toTableId: from.id, quantity: 1 });
    expect(same.status).toBe(400);
    expect((await same.json()).message).toBe(`The line is already at table ${from.tableNumber}`);
    const unknown = await moveLine(orderId, `${orderId}.9`, { toTableId: to.id, quantity: 1 });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("Line not found");
    const theirs = await moveLine(orderId, line.lineId, { toTableId: to.id, quantity: 1 }, otherAdmin);
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).message).toBe("Order not found");
    const theirTable = await newTestTable(server.db, await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username));
    expect((await moveLine(orderId, line.lineId, { toTableId: theirTable.id, quantity: 1 })).status).toBe(404);
    expect((await moveLine(orderId, line.lineId, { toTableId: to.id, quantity: 1 }, chef)).status).toBe(403);

    await serve(orderId);
    const { number } = await (await makeBill(from.id)).json();
    const billed = await moveLine(orderId, line.lineId, { toTableId: to.id, quantity: 1 });
    expect(billed.status).toBe(409);
    expect((await billed.json()).message).toBe(`This order is on bill ${number}: a line on a bill cannot move`);
    expect((await orderOf(orderId)).items).toEqual([line]);
    // Refusals leave no trail.
    expect(await (await send(server.app, "GET", `${R}/audit?tableId=${from.id}`, { cookie: admin })).json()).toEqual([]);
  });
});

describe("the diners' pages follow a move", () => {
  it("tells both tables' pages at once, and the old table's phone where its order went", async () => {
    const [from, to] = await twoTables();
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, from.qrCode);
    const streams = [
      await openEventStream(server.app, `/api/qr/${from.qrCode}/events`),
      await openEventStream(server.app, `/api/qr/${to.qrCode}/events`),
    ];
    for (const stream of streams) expect((await stream.next()).event).toBe("ready");

    expect((await moveTable(from.id, to.id)).status).toBe(200);
    for (const stream of streams) expect((await stream.next()).event).toBe("table");
    await Promise.all(streams.map((stream) => stream.close()));

    const atOldTable = await send(server.app, "GET", `/api/qr/${from.qrCode}/orders/${orderId}`);
    expect(atOldTable.status).toBe(200);
    expect(await atOldTable.json()).toMatchObject({ id: orderId, movedToTable: to.tableNumber });
    const atNewTable = await (await send(server.app, "GET", `/api/qr/${to.qrCode}/orders/${orderId}`)).json();
    expect(atNewTable.id).toBe(orderId);
    expect(atNewTable.movedToTable).toBeUndefined();
    // A third table's page learns nothing of it.
    const stranger = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    expect((await send(server.app, "GET", `/api/qr/${stranger.qrCode}/orders/${orderId}`)).status).toBe(404);
  });
});
