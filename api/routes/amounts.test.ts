import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID, MENU_PRICE } from "../../shared/constants";
import { BILL_TOTAL_MAX_PAISE, ORDER_TOTAL_MAX, ORDER_TOTAL_MAX_MESSAGE } from "../../shared/money";
import type { Bill } from "../../shared/schemas/bills";
import type { MenuItem } from "../../shared/schemas/menu";
import { testConfig } from "../config";
import { settingsBody } from "../test/restaurant-settings";
import { countRows, DINER, newTestTable, send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

/**
 * Amounts every store holds the same way (docs/api.md, Amounts): money columns are 32-bit integers, so
 * an order or a bill past the documented largest is a 4xx on SQLite and on PostgreSQL alike (this file
 * runs under `npm run test:pg` too), where PostgreSQL alone used to answer a ₹2.2 crore bill with a 500.
 */
let server: TestServer;
let admin: string;
let waiter: string;
let dearest: MenuItem;

const STAFF_ORDERS = `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`;
const BILLS = `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  ({ admin, waiter } = await signInDemoStaff(server.app));
  expect(
    (await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie: admin, body: settingsBody() })).status,
  ).toBe(200);
  const created = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, {
    cookie: admin,
    body: { name: "Gold Leaf Thali", price: MENU_PRICE.max, category: "Main Course" },
  });
  expect(created.status).toBe(201);
  dearest = await created.json();
});
afterAll(() => server.close());

const line = (quantity: number) => ({ id: dearest.id, name: dearest.name, price: dearest.price, quantity });

describe("the largest order", () => {
  it("is taken at the limit and refused past it with a 400, from a diner or from staff, whatever total the cart sent", async () => {
    expect(MENU_PRICE.max).toBe(ORDER_TOTAL_MAX);
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const before = await countRows(server.db, "orders");
    const refusals = [
      send(server.app, "POST", `/api/qr/${table.qrCode}/order`, { body: { ...DINER, items: [line(2)], totalAmount: dearest.price * 2 } }),
      // A total under the limit that the menu does not agree with is still refused for the amount, not as a stale price.
      send(server.app, "POST", `/api/qr/${table.qrCode}/order`, { body: { ...DINER, items: [line(2)], totalAmount: 1 } }),
      send(server.app, "POST", STAFF_ORDERS, {
        cookie: waiter,
        body: { tableId: table.id, items: [line(3)], totalAmount: dearest.price * 3 },
      }),
    ];
    for (const response of await Promise.all(refusals)) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: ORDER_TOTAL_MAX_MESSAGE });
    }
    expect(await countRows(server.db, "orders")).toBe(before);
    const atLimit = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
      body: { ...DINER, items: [line(1)], totalAmount: dearest.price },
    });
    expect(atLimit.status).toBe(201);
  });
});

describe("the largest bill", () => {
  it("refuses with a 409 to bill a table whose orders come to ₹2.2 crore, and stores nothing", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    for (let index = 0; index < 22; index++) {
      const taken = await send(server.app, "POST", STAFF_ORDERS, {
        cookie: waiter,
        body: { tableId: table.id, items: [line(1)], totalAmount: dearest.price },
      });
      expect(taken.status).toBe(201);
    }
    const billsBefore = await countRows(server.db, "bills");
    const billOrdersBefore = await countRows(server.db, "billOrders");
    const response = await send(server.app, "POST", BILLS, { cookie: waiter, body: { tableId: table.id } });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/^A bill can be at most /);
    expect(await countRows(server.db, "bills")).toBe(billsBefore);
    expect(await countRows(server.db, "billOrders")).toBe(billOrdersBefore);
  });

  it("takes a bill up to the limit, and refuses a payment past it with a 400", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    // Nine at ₹10 lakh, 5% GST on top: ₹94.5 lakh, under the ₹1 crore limit.
    for (let index = 0; index < 9; index++) {
      const taken = await send(server.app, "POST", STAFF_ORDERS, {
        cookie: waiter,
        body: { tableId: table.id, items: [line(1)], totalAmount: dearest.price },
      });
      expect(taken.status).toBe(201);
    }
    const made = await send(server.app, "POST", BILLS, { cookie: waiter, body: { tableId: table.id } });
    expect(made.status).toBe(201);
    const bill: Bill = await made.json();
    expect(bill.totalPaise).toBe(9 * MENU_PRICE.max * 105);
    expect(bill.totalPaise).toBeLessThanOrEqual(BILL_TOTAL_MAX_PAISE);
    const past = await send(server.app, "POST", `/api/bills/${bill.id}/payments`, {
      cookie: waiter,
      body: { method: "cash", amountPaise: 2 ** 31 },
    });
    expect(past.status).toBe(400);
    const paid = await send(server.app, "POST", `/api/bills/${bill.id}/payments`, {
      cookie: waiter,
      body: { method: "upi", amountPaise: bill.totalPaise },
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: "paid", paidPaise: bill.totalPaise });
  });
});
