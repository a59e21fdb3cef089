import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { DinerOrder } from "../../../shared/schemas/diner-order";
import type { Order } from "../../../shared/schemas/orders";
import { testConfig } from "../../config";
import type { MenuItemRow, RestaurantTableRow } from "../../db/schema";
import { DINER, newTestTable, restaurantIdOf, send, tableAndDish } from "../../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../../test/test-support";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
});

afterAll(() => server.close());

/** A fresh table of its own for each test, so no test reads another's orders. */
const newTable = (restaurantId: string) => newTestTable(server.db, restaurantId);

async function orderAt(table: RestaurantTableRow, dish: MenuItemRow, quantity = 2): Promise<Order> {
  const items = [{ id: dish.id, name: dish.name, price: dish.price, quantity }];
  const response = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
    body: { ...DINER, items, totalAmount: dish.price * quantity },
  });
  expect(response.status).toBe(201);
  return response.json();
}

const follow = (qrCode: string, orderId: string) => send(server.app, "GET", `/api/qr/${qrCode}/orders/${orderId}`);

describe("GET /api/qr/:qrCode/orders/:orderId", () => {
  it("answers the table's own order with only what the status card shows, signed out", async () => {
    const table = await newTable(DEMO_RESTAURANT_ID);
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const placed = await orderAt(table, dish, 3);

    const response = await follow(table.qrCode, placed.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const order: DinerOrder = await response.json();
    expect(order).toEqual({
      id: placed.id,
      status: "pending",
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 3 }],
      totalAmount: dish.price * 3,
      orderTime: placed.orderTime,
    });
  });

  it("follows the kitchen's status as staff move the order on", async () => {
    const table = await newTable(DEMO_RESTAURANT_ID);
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const placed = await orderAt(table, dish);
    for (const status of ["confirmed", "preparing"] as const) {
      const moved = await send(server.app, "PUT", `/api/orders/${placed.id}/status`, { cookie: admin, body: { status } });
      expect(moved.status).toBe(200);
      const order: DinerOrder = await (await follow(table.qrCode, placed.id)).json();
      expect(order.status).toBe(status);
    }
  });

  it("is 404 for another table's order, another restaurant's order and an unknown id", async () => {
    const mine = await newTable(DEMO_RESTAURANT_ID);
    const neighbour = await newTable(DEMO_RESTAURANT_ID);
    const otherRestaurantId = await restaurantIdOf(server.db, "other-admin");
    const elsewhere = await newTable(otherRestaurantId);
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const { dish: theirDish } = await tableAndDish(server.db, otherRestaurantId);
    const neighbours = await orderAt(neighbour, dish);
    const theirs = await orderAt(elsewhere, theirDish);

    for (const orderId of [neighbours.id, theirs.id, randomUUID()]) {
      const response = await follow(mine.qrCode, orderId);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Order not found" });
    }
    // The neighbour's own code still finds it: the 404s above are about ownership, not the order.
    expect((await follow(neighbour.qrCode, neighbours.id)).status).toBe(200);
  });

  it("is 404 once the table is closed or gone, like the menu", async () => {
    const table = await newTable(DEMO_RESTAURANT_ID);
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const placed = await orderAt(table, dish);
    await server.db.updateTable("restaurantTables").set({ isActive: 0 }).where("id", "=", table.id).execute();
    expect((await follow(table.qrCode, placed.id)).status).toBe(404);
    await server.db.deleteFrom("restaurantTables").where("id", "=", table.id).execute();
    expect((await follow(table.qrCode, placed.id)).status).toBe(404);
  });

  it("is 400 for an order id that is not a uuid or a code that cannot be a QR code", async () => {
    const table = await newTable(DEMO_RESTAURANT_ID);
    for (const path of [
      `/api/qr/${table.qrCode}/orders/not-a-uuid`,
      `/api/qr/${table.qrCode}/orders/${"1".repeat(36)}`,
      `/api/qr/short/orders/${randomUUID()}`,
      `/api/qr/${"x".repeat(65)}/orders/${randomUUID()}`,
    ]) {
      const response = await send(server.app, "GET", path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
  });
});
