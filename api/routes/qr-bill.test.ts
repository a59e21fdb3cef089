import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Bill } from "../../shared/schemas/bills";
import { dinerBill } from "../../shared/schemas/diner-bill";
import { settingsBody } from "../test/restaurant-settings";
import { newTestTable, placeOrder, send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

/** `GET /api/qr/{qrCode}/bill` is public: whoever holds the QR code reads it (docs/security.md). */
let server: TestServer;
let admin: string;
let waiter: string;
beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter } = await signInDemoStaff(server.app));
  expect(
    (await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie: admin, body: settingsBody() })).status,
  ).toBe(200);
});
afterAll(() => server.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe("the diner's bill", () => {
  it("says what the table needs to pay and no internal id, so no earlier order can be read from it", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderIds = [
      await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode),
      await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode),
    ];
    const made = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
      cookie: waiter,
      body: { tableId: table.id },
    });
    expect(made.status).toBe(201);
    const bill: Bill = await made.json();

    const response = await send(server.app, "GET", `/api/qr/${table.qrCode}/bill`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const answer = JSON.parse(text);
    expect(Object.keys(answer).sort()).toEqual(Object.keys(dinerBill.shape).sort());
    expect(answer).toMatchObject({ number: bill.number, tableNumber: table.tableNumber, totalPaise: bill.totalPaise, status: "unpaid" });
    for (const id of [bill.id, bill.restaurantId, table.id, ...orderIds]) expect(text).not.toContain(id);
    expect(text).not.toMatch(UUID);
  });
});
