import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Bill } from "../../shared/schemas/bills";
import type { RestaurantTable } from "../../shared/schemas/tables";
import { settingsBody } from "../test/restaurant-settings";
import { newTestTable, placeOrder, send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let otherAdmin: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, otherAdmin } = await signInDemoStaff(server.app));
  const saved = await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie: admin, body: settingsBody() });
  if (saved.status !== 200) throw new Error(`saving bill settings failed: ${saved.status}`);
});

afterAll(() => server.close());

const clear = (tableId: string, cookie = waiter) =>
  send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/tables/${tableId}/clear`, { cookie, body: {} });

const move = (orderId: string, status: string) =>
  send(server.app, "PUT", `/api/orders/${orderId}/status`, { cookie: waiter, body: { status } });

async function serve(orderId: string): Promise<void> {
  for (const status of ["confirmed", "preparing", "served"]) expect((await move(orderId, status)).status).toBe(200);
}

async function makeBill(tableId: string): Promise<Bill> {
  const response = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, { cookie: waiter, body: { tableId } });
  expect(response.status).toBe(201);
  return response.json();
}

const pay = (bill: Bill) =>
  send(server.app, "POST", `/api/bills/${bill.id}/payments`, {
    cookie: waiter,
    body: { method: "upi", amountPaise: bill.totalPaise - bill.paidPaise },
  });

async function visitStartedAt(tableId: string): Promise<string | null> {
  const tables: RestaurantTable[] = await (
    await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/tables`, { cookie: waiter })
  ).json();
  const table = tables.find((candidate) => candidate.id === tableId);
  if (!table) throw new Error("the test's table is gone");
  return table.visitStartedAt;
}

describe("a table's visit", () => {
  it("cannot be cleared while food is coming, served food is unbilled or a bill is unpaid, each said in words; paying ends it", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);

    const cooking = await clear(table.id);
    expect(cooking.status).toBe(409);
    expect((await cooking.json()).message).toBe(`Table ${table.tableNumber} still has food on its way: serve it before clearing the table`);

    await serve(orderId);
    const unbilled = await clear(table.id);
    expect(unbilled.status).toBe(409);
    expect((await unbilled.json()).message).toBe(
      `Table ${table.tableNumber} has served food on no paid bill: make the bill and take the payment first`,
    );

    const bill = await makeBill(table.id);
    const unpaid = await clear(table.id);
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).message).toBe(
      `Table ${table.tableNumber} has an unpaid bill (${bill.number}): take the payment before clearing it`,
    );
    expect(await visitStartedAt(table.id)).toBeNull();

    expect((await pay(bill)).status).toBe(200);
    const ended = await visitStartedAt(table.id);
    expect(ended).toEqual(expect.any(String));
    // Cleared by the payment: clearing again is harmless and starts the next visit from now.
    const again = await clear(table.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as RestaurantTable).visitStartedAt).toEqual(expect.any(String));
  });

  it("waits for the last dish when the bill is paid while food is still cooking", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const first = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    const second = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    await serve(first);
    expect((await move(second, "confirmed")).status).toBe(200);
    const bill = await makeBill(table.id);
    expect((await pay(bill)).status).toBe(200);
    expect(await visitStartedAt(table.id)).toBeNull();

    expect((await move(second, "preparing")).status).toBe(200);
    expect((await move(second, "served")).status).toBe(200);
    expect(await visitStartedAt(table.id)).toEqual(expect.any(String));
  });

  it("clears a table nobody ordered at; 404 for an unknown or another restaurant's table, 403 for another restaurant's path, 401 signed out", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    expect((await clear(table.id)).status).toBe(200);
    expect((await clear(randomUUID())).status).toBe(404);
    expect((await clear(table.id, otherAdmin)).status).toBe(403);
    expect((await clear(table.id, "")).status).toBe(401);
    expect(
      (await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/tables/not-a-uuid/clear`, { cookie: waiter, body: {} }))
        .status,
    ).toBe(400);
  });

  it("shows the next party's phone none of the last party's bill, while the phone that saw it still sees it paid", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    await serve(await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode));
    const bill = await makeBill(table.id);
    const billOf = (query = "") => send(server.app, "GET", `/api/qr/${table.qrCode}/bill${query}`);
    expect(((await (await billOf()).json()) as Bill).status).toBe("unpaid");

    expect((await pay(bill)).status).toBe(200);
    // The visit ended with the payment: a fresh phone sees no bill.
    expect((await billOf()).status).toBe(204);
    // The phone that saw bill 42 asks for it by number and sees it paid.
    const seen = await billOf(`?number=${encodeURIComponent(bill.number)}`);
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ number: bill.number, status: "paid" });
    // Another table's number gives nothing of it: this table's current bill, which is none.
    const other = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    expect((await send(server.app, "GET", `/api/qr/${other.qrCode}/bill?number=${encodeURIComponent(bill.number)}`)).status).toBe(204);
    expect((await billOf("?number=x".padEnd(30, "x"))).status).toBe(400);
  });

  it("ends the visit for the next phone even when the bill was made and paid in the same millisecond", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    await serve(await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode));
    // A fast server answers both in one millisecond: the bill's time equals the next visit's start.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1_000 });
    try {
      expect((await pay(await makeBill(table.id))).status).toBe(200);
      expect((await send(server.app, "GET", `/api/qr/${table.qrCode}/bill`)).status).toBe(204);
    } finally {
      vi.useRealTimers();
    }
  });
});
