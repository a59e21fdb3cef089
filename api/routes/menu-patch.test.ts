import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { MenuItem } from "../../shared/schemas/menu";
import { send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let otherAdmin: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
  waiter = await signInAs(server.app, DEMO_LOGINS.waiter);
  otherAdmin = await signInAs(server.app, DEMO_LOGINS.otherAdmin);
});
afterAll(() => server.close());

async function newDish(): Promise<MenuItem> {
  const body = { name: `Kofta ${randomUUID().slice(0, 8)}`, description: "Dumplings", price: 250, category: "Curries", isAvailable: true };
  const response = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, { cookie: admin, body });
  expect(response.status).toBe(201);
  return response.json();
}

const patch = (id: string, body: unknown, options: { cookie?: string; key?: string } = {}) =>
  send(server.app, "PATCH", `/api/menu-items/${id}`, { cookie: admin, body, ...options });

describe("PATCH /api/menu-items/:id", () => {
  it("marks a dish sold out without undoing another device's new price", async () => {
    const dish = await newDish();
    // The laptop raises the price while the tablet, offline, still has 250.
    const { id: _id, restaurantId: _r, createdAt: _c, updatedAt: _u, ...fields } = dish;
    const raised = await send(server.app, "PUT", `/api/menu-items/${dish.id}`, { cookie: admin, body: { ...fields, price: 300 } });
    expect(raised.status).toBe(200);

    const soldOut = await patch(dish.id, { isAvailable: false });
    expect(soldOut.status).toBe(200);
    expect(await soldOut.json()).toMatchObject({ id: dish.id, price: 300, isAvailable: false, name: dish.name, description: "Dumplings" });
    const stored = await server.db
      .selectFrom("menuItems")
      .select(["price", "isAvailable"])
      .where("id", "=", dish.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ price: 300, isAvailable: 0 });
  });

  it("answers a replayed key with the stored answer, without writing again", async () => {
    const dish = await newDish();
    const key = randomUUID();
    const first = await patch(dish.id, { price: 260 }, { key });
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    await patch(dish.id, { price: 270 });
    const again = await patch(dish.id, { price: 260 }, { key });
    expect({ status: again.status, body: await again.json() }).toEqual({ status: 200, body: firstBody });
    const stored = await server.db.selectFrom("menuItems").select("price").where("id", "=", dish.id).executeTakeFirstOrThrow();
    expect(stored.price).toBe(270);
    expect((await patch(dish.id, { price: 280 }, { key })).status).toBe(422);
  });

  it("refuses an empty or malformed change, other roles and restaurants, and unknown dishes", async () => {
    const dish = await newDish();
    for (const body of [{}, { price: -1 }, { isAvailable: "no" }, { name: "" }, { category: "Soups and more" }]) {
      const response = await patch(dish.id, body);
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: expect.objectContaining({ message: expect.any(String) }),
      });
    }
    expect((await patch(dish.id, { isAvailable: false }, { cookie: waiter })).status).toBe(403);
    expect((await patch(dish.id, { isAvailable: false }, { cookie: otherAdmin })).status).toBe(403);
    expect((await patch(randomUUID(), { isAvailable: false })).status).toBe(404);
    const stored = await server.db.selectFrom("menuItems").selectAll().where("id", "=", dish.id).executeTakeFirstOrThrow();
    expect({ price: stored.price, isAvailable: stored.isAvailable, name: stored.name }).toEqual({
      price: 250,
      isAvailable: 1,
      name: dish.name,
    });
  });
});
