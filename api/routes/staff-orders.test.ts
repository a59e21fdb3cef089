import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Order } from "../../shared/schemas/orders";
import { testConfig } from "../config";
import type { Change } from "../live/change-feed";
import { newOptionDish } from "../test/option-dish";
import { countRows, newTestTable, restaurantIdOf, send, tableAndDish } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signIn, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let chef: string;
let otherAdmin: string;
let otherWaiter: string;
let otherRestaurantId: string;

const ORDERS = `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`;

beforeAll(async () => {
  // The per-table budget is tiny here, to show staff orders are not held to it.
  server = await createTestServer({
    rateLimit: { ...testConfig().rateLimit, enabled: true, ordersPerTable: { limit: 2, windowMs: 60_000 } },
  });
  ({ admin, waiter, chef, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
  // A waiter of the other restaurant, with the other admin's password.
  const other = await server.db
    .selectFrom("users")
    .selectAll()
    .where("username", "=", DEMO_LOGINS.otherAdmin.username)
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto("users")
    .values({ ...other, id: randomUUID(), username: "other-waiter", email: "waiter@dosapoint.in", role: "waiter", isOperator: 0 })
    .execute();
  otherWaiter = await signIn(server.app, "other-waiter", DEMO_LOGINS.otherAdmin.password, "waiter");
});

afterAll(() => server.close());

async function freshTableAndDish() {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
  return { table, dish };
}

const takeOrder = (body: unknown, cookie = waiter, key?: string) =>
  send(server.app, "POST", ORDERS, { cookie, body, ...(key ? { key } : {}) });

describe("POST /api/restaurants/:restaurantId/orders", () => {
  it("prices the order from the menu, stamps who took it, and tells live screens", async () => {
    const { table, dish } = await freshTableAndDish();
    const seen: Change[] = [];
    const unsubscribe = server.changes.subscribe((change) => seen.push(change), DEMO_RESTAURANT_ID);
    const response = await takeOrder({
      tableId: table.id,
      items: [{ id: dish.id, name: "Whatever the phone says", price: 1, quantity: 3 }],
      totalAmount: dish.price * 3,
      specialInstructions: "  No onion  ",
    });
    unsubscribe();
    expect(response.status).toBe(201);
    const order: Order = await response.json();
    expect(order).toMatchObject({
      tableId: table.id,
      restaurantId: DEMO_RESTAURANT_ID,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 3 }],
      totalAmount: dish.price * 3,
      status: "pending",
      specialInstructions: "No onion",
      customerName: "",
      customerPhone: "",
      customerEmail: "",
      takenBy: "waiter",
      table: { tableNumber: table.tableNumber },
    });
    expect(seen).toEqual([{ restaurantId: DEMO_RESTAURANT_ID, topics: ["orders"], tableId: table.id }]);
    const stored = await server.db
      .selectFrom("orders")
      .select(["takenBy", "customerId"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ takenBy: "waiter", customerId: null });
    // The kitchen's list answers it like any order.
    const list: Order[] = await (await send(server.app, "GET", ORDERS, { cookie: chef })).json();
    expect(list.find((row) => row.id === order.id)?.takenBy).toBe("waiter");
  });

  it("answers takenBy null for a diner's QR order", async () => {
    const { table, dish } = await freshTableAndDish();
    const response = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
      body: {
        customerName: "Asha",
        customerPhone: "9876501234",
        customerEmail: "asha@example.in",
        items: [{ ...dish, quantity: 1 }],
        totalAmount: dish.price,
      },
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Order).takenBy).toBeNull();
  });

  it("lets an admin take an order too, and counts the customer in CRM when details are given", async () => {
    const { table, dish } = await freshTableAndDish();
    const phone = `98${String(Date.now()).slice(-8)}`;
    const body = { tableId: table.id, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price };
    const first = await takeOrder({ ...body, customerName: "Meera", customerPhone: phone }, admin);
    expect(first.status).toBe(201);
    expect(((await first.json()) as Order).takenBy).toBe("admin");
    const second = await takeOrder({ ...body, customerPhone: phone, customerEmail: "meera@example.in" }, waiter);
    expect(second.status).toBe(201);
    const customer = await server.db.selectFrom("customers").selectAll().where("phone", "=", phone).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ name: "Meera", email: "meera@example.in", totalOrders: 2, totalSpent: dish.price * 2 });
  });

  it("never renames a customer or replaces their e-mail: a different e-mail on the same phone is someone else", async () => {
    const { table, dish } = await freshTableAndDish();
    const phone = `97${String(Date.now()).slice(-8)}`;
    const body = { tableId: table.id, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price };
    expect((await takeOrder({ ...body, customerName: "Ravi", customerPhone: phone, customerEmail: "ravi@example.in" })).status).toBe(201);
    expect((await takeOrder({ ...body, customerName: "Impostor", customerPhone: phone, customerEmail: "other@example.in" })).status).toBe(
      201,
    );
    expect((await takeOrder({ ...body, customerName: "Someone", customerPhone: phone })).status).toBe(201);
    const customers = await server.db
      .selectFrom("customers")
      .select(["name", "email", "totalOrders"])
      .where("phone", "=", phone)
      .orderBy("createdAt")
      .execute();
    expect(customers).toEqual([
      { name: "Ravi", email: "ravi@example.in", totalOrders: 2 },
      { name: "Impostor", email: "other@example.in", totalOrders: 1 },
    ]);
  });

  it("makes one order however often the same id or key is sent", async () => {
    const { table, dish } = await freshTableAndDish();
    const id = randomUUID();
    const body = {
      id,
      tableId: table.id,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
      totalAmount: dish.price,
    };
    const key = randomUUID();
    const first = await takeOrder(body, waiter, key);
    const replay = await takeOrder(body, waiter, key);
    const resentUnderNewKey = await takeOrder(body, waiter);
    expect([first.status, replay.status, resentUnderNewKey.status]).toEqual([201, 201, 200]);
    expect(((await replay.json()) as Order).id).toBe(id);
    const stored = await server.db.selectFrom("orders").select("id").where("tableId", "=", table.id).execute();
    expect(stored).toEqual([{ id }]);
    expect((await takeOrder({ ...body, totalAmount: dish.price + 1 }, waiter, key)).status).toBe(422);
  });

  it("is not held to the diner's per-table order budget", async () => {
    const { table, dish } = await freshTableAndDish();
    const body = { tableId: table.id, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await takeOrder(body)).status);
    expect(statuses).toEqual([201, 201, 201, 201]);
  });

  it("refuses what a diner's order refuses, writing nothing", async () => {
    const { table, dish } = await freshTableAndDish();
    const sold = await server.db
      .selectFrom("menuItems")
      .selectAll()
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .where("isAvailable", "=", 0)
      .executeTakeFirstOrThrow();
    const foreignDish = await server.db
      .selectFrom("menuItems")
      .selectAll()
      .where("restaurantId", "=", otherRestaurantId)
      .executeTakeFirstOrThrow();
    const otherTable = await newTestTable(server.db, otherRestaurantId);
    const line = (item: { id: string; name: string; price: number }, quantity = 1) => ({
      id: item.id,
      name: item.name,
      price: item.price,
      quantity,
    });
    const before = await countRows(server.db, "orders");
    const cases: [string, unknown, string | null, number, string?][] = [
      ["a stale total", { tableId: table.id, items: [line(dish)], totalAmount: dish.price - 1 }, waiter, 409, "prices-changed"],
      ["an unavailable dish", { tableId: table.id, items: [line(sold)], totalAmount: sold.price }, waiter, 409, "sold-out"],
      [
        "another restaurant's dish",
        { tableId: table.id, items: [line(foreignDish)], totalAmount: foreignDish.price },
        waiter,
        409,
        "dish-gone",
      ],
      ["too many of one dish", { tableId: table.id, items: [line(dish, 60), line(dish, 60)], totalAmount: dish.price * 120 }, waiter, 400],
      ["an empty order", { tableId: table.id, items: [], totalAmount: 0 }, waiter, 400],
      ["a bad phone", { tableId: table.id, items: [line(dish)], totalAmount: dish.price, customerPhone: "12ab" }, waiter, 400],
      ["another restaurant's table", { tableId: otherTable.id, items: [line(dish)], totalAmount: dish.price }, waiter, 404],
      ["an unknown table", { tableId: randomUUID(), items: [line(dish)], totalAmount: dish.price }, waiter, 404],
      // Waiters and admins take orders at the table; a chef works the kitchen (decision 073).
      ["the restaurant's chef", { tableId: table.id, items: [line(dish)], totalAmount: dish.price }, chef, 403],
      ["a waiter of another restaurant", { tableId: table.id, items: [line(dish)], totalAmount: dish.price }, otherWaiter, 403],
      ["another restaurant's admin", { tableId: table.id, items: [line(dish)], totalAmount: dish.price }, otherAdmin, 403],
      ["nobody signed in", { tableId: table.id, items: [line(dish)], totalAmount: dish.price }, null, 401],
    ];
    for (const [label, body, cookie, status, code] of cases) {
      const response = await send(server.app, "POST", ORDERS, { ...(cookie ? { cookie } : {}), body });
      expect({ label, status: response.status }).toEqual({ label, status });
      const answer = (await response.json()) as { message: string; code?: string };
      expect(answer.message).toEqual(expect.any(String));
      // A 409 says why in a word the waiter's phone reads to decide whether Retry can help.
      expect({ label, code: answer.code }).toEqual({ label, code });
    }
    expect(await countRows(server.db, "orders")).toBe(before);
  });

  it("is 409 for an inactive table", async () => {
    const { table, dish } = await freshTableAndDish();
    await server.db.updateTable("restaurantTables").set({ isActive: 0 }).where("id", "=", table.id).execute();
    const response = await takeOrder({
      tableId: table.id,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
      totalAmount: dish.price,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "table-closed" });
  });

  it("never answers 500 and never stores a price it did not compute, whatever the body", async () => {
    const { table, dish } = await freshTableAndDish();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          tableId: fc.constantFrom(table.id, randomUUID(), "not-a-uuid"),
          items: fc.array(
            fc.record({
              id: fc.constantFrom(dish.id, randomUUID()),
              name: fc.string(),
              price: fc.integer(),
              quantity: fc.integer({ min: -2, max: 120 }),
            }),
            { maxLength: 3 },
          ),
          totalAmount: fc.oneof(fc.integer(), fc.double()),
          customerPhone: fc.option(fc.string({ maxLength: 20 })),
        }),
        async (body) => {
          const response = await takeOrder(body);
          expect(response.status).toBeLessThan(500);
          if (response.status !== 201) return;
          const order: Order = await response.json();
          expect(order.totalAmount).toBe(order.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
          expect(order.items.every((item) => item.price === dish.price && item.name === dish.name)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("a staff order with options", () => {
  async function biryaniAndTable() {
    return { dish: await newOptionDish(server.app, admin), table: await newTestTable(server.db, DEMO_RESTAURANT_ID) };
  }

  it("is priced with its options and keeps them named on the order", async () => {
    const { dish, table } = await biryaniAndTable();
    const options = [
      { groupId: "portion", choiceId: "full" },
      { groupId: "addons", choiceId: "raita" },
    ];
    const response = await takeOrder({
      tableId: table.id,
      items: [{ id: dish.id, name: "Biryani", price: 350, quantity: 2, options }],
      totalAmount: 700,
    });
    expect(response.status).toBe(201);
    const order: Order = await response.json();
    expect(order.totalAmount).toBe(700);
    expect(order.items).toEqual([
      {
        lineId: `${order.id}.1`,
        // The restaurant's one station, Kitchen (api/routes/stations.test.ts routes dishes to others).
        stationId: expect.any(String),
        readyAt: null,
        voidedQuantity: 0,
        id: dish.id,
        name: dish.name,
        price: 350,
        quantity: 2,
        options: [
          { groupId: "portion", choiceId: "full", groupName: "Portion", choiceName: "Full", priceDelta: 140, kind: "single" },
          { groupId: "addons", choiceId: "raita", groupName: "Add-ons", choiceName: "Raita", priceDelta: 30, kind: "multiple" },
        ],
      },
    ]);
  });

  it("is a 400 naming the dish and the group when a required choice is missing, writing nothing", async () => {
    const { dish, table } = await biryaniAndTable();
    const before = await countRows(server.db, "orders");
    const response = await takeOrder({
      tableId: table.id,
      items: [{ id: dish.id, name: dish.name, price: 210, quantity: 1, options: [{ groupId: "addons", choiceId: "raita" }] }],
      totalAmount: 210,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(`${dish.name}: please choose a Portion`);
    expect(await countRows(server.db, "orders")).toBe(before);
  });
});
