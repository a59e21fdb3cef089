import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Order } from "../../shared/schemas/orders";
import { findOrder } from "../db/orders";
import { placeOrder, send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin } = await signInDemoStaff(server.app));
});

afterAll(() => server.close());

const ORDERS = `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`;

async function current(): Promise<{ etag: string; orders: Order[] }> {
  const response = await send(server.app, "GET", ORDERS, { cookie: admin });
  expect(response.status).toBe(200);
  return { etag: response.headers.get("etag") ?? "", orders: await response.json() };
}

describe("the cached order list", () => {
  it("reads exactly as each order does on its own, deleted tables and all", async () => {
    const id = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    await server.writer.run(async (db) => {
      await db.updateTable("orders").set({ tableId: null, specialInstructions: 'Say "hi" \\ bye' }).where("id", "=", id).execute();
      return { changed: { restaurantId: DEMO_RESTAURANT_ID, topics: ["orders"] as const } };
    });
    const { orders } = await current();
    expect(orders.length).toBeGreaterThan(8);
    for (const order of orders) expect(order).toEqual(await findOrder(server.db, order.id));
    expect(orders.find((order) => order.id === id)).toMatchObject({ table: null, specialInstructions: 'Say "hi" \\ bye' });
  });

  it("answers a tablet that has the current list with a 304 and no body", async () => {
    const { etag } = await current();
    const again = await server.app.request(ORDERS, { headers: { Cookie: admin, "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("shows a new order, a status change and a renamed table at once", async () => {
    const before = await current();
    const id = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    const afterOrder = await current();
    expect(afterOrder.etag).not.toBe(before.etag);
    expect(afterOrder.orders[0]?.id).toBe(id);

    await send(server.app, "PUT", `/api/orders/${id}/status`, { cookie: admin, body: { status: "confirmed" } });
    expect((await current()).orders.find((order) => order.id === id)?.status).toBe("confirmed");

    const tableId = afterOrder.orders[0]?.tableId ?? "";
    await send(server.app, "PUT", `/api/tables/${tableId}`, { cookie: admin, body: { tableNumber: "Renamed 9", capacity: 4 } });
    expect((await current()).orders.find((order) => order.id === id)?.table).toEqual({ tableNumber: "Renamed 9" });
  });
});
