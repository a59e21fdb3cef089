import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { DINER, send, tableAndDish } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";
import type { Change } from "./change-feed";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin } = await signInDemoStaff(server.app));
});

afterAll(() => server.close());

/** Runs `act` and answers the changes the app published meanwhile. */
async function changesDuring(act: () => unknown): Promise<Change[]> {
  const seen: Change[] = [];
  const unsubscribe = server.changes.subscribe((change) => seen.push(change));
  try {
    await act();
  } finally {
    unsubscribe();
  }
  return seen;
}

const dish = { name: "Paneer Tikka", description: "", price: 280, category: "Appetizers" };

describe("writes publish what they changed", () => {
  it("a menu create publishes the restaurant's menu once; its replay publishes nothing", async () => {
    const key = randomUUID();
    const create = () => send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, { cookie: admin, body: dish, key });

    expect(await changesDuring(create)).toEqual([{ restaurantId: DEMO_RESTAURANT_ID, topics: ["menuItems"] }]);
    expect(await changesDuring(create)).toEqual([]);
  });

  it("a QR order publishes orders and customers of its restaurant once; its replay publishes nothing", async () => {
    const { table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const key = randomUUID();
    const order = () =>
      send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
        key,
        body: { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price },
      });
    expect(await changesDuring(order)).toEqual([{ restaurantId: DEMO_RESTAURANT_ID, topics: ["orders", "customers"], tableId: table.id }]);
    expect(await changesDuring(order)).toEqual([]);
  });

  it("a sold-out tap names no table, a station's bump its order's table, a renumber the table (both stores alike)", async () => {
    const { table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const soldOut = () => send(server.app, "PATCH", `/api/menu-items/${dish.id}`, { cookie: admin, body: { isAvailable: false } });
    expect(await changesDuring(soldOut)).toEqual([{ restaurantId: DEMO_RESTAURANT_ID, topics: ["menuItems"] }]);
    await send(server.app, "PATCH", `/api/menu-items/${dish.id}`, { cookie: admin, body: { isAvailable: true } });
    const placed = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
      body: { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price },
    });
    const { id } = (await placed.json()) as { id: string };
    const bump = () => send(server.app, "PUT", `/api/orders/${id}/lines/${id}.1/ready`, { cookie: admin, body: { ready: true } });
    expect(await changesDuring(bump)).toEqual([{ restaurantId: DEMO_RESTAURANT_ID, topics: ["orders"], tableId: table.id }]);
    const renumber = () =>
      send(server.app, "PUT", `/api/tables/${table.id}`, { cookie: admin, body: { tableNumber: `${table.tableNumber}-R`, capacity: 4 } });
    expect(await changesDuring(renumber)).toEqual([
      { restaurantId: DEMO_RESTAURANT_ID, topics: ["restaurantTables", "orders"], tableId: table.id },
    ]);
  });

  it("a refused write publishes nothing", async () => {
    const changes = await changesDuring(async () => {
      const response = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, {
        cookie: admin,
        body: { ...dish, price: 0 },
      });
      expect(response.status).toBe(400);
    });
    expect(changes).toEqual([]);
  });
});
