import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import { INVALID_TEXT_MESSAGE } from "../shared/text";
import { DINER, send, tableAndDish } from "./test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "./test/test-support";

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  ({ admin } = await signInDemoStaff(server.app));
});
afterAll(() => server.close());

/** A lone high surrogate, as a JSON body carries it: valid JSON, but no UTF-8 store can hold it. */
const LONE = "\ud800";

describe("text with a lone UTF-16 surrogate", () => {
  it("is refused with 400 by every kind of write, and nothing is stored", async () => {
    const { table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const customer = await server.db
      .selectFrom("customers")
      .select("id")
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .executeTakeFirstOrThrow();
    const line = { id: dish.id, name: dish.name, price: dish.price, quantity: 1 };
    const writes = [
      send(server.app, "POST", "/api/demo-requests", {
        body: { name: `Asha${LONE}`, email: "a@example.in", phone: "9876543210", restaurantName: "Cafe" },
      }),
      send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, {
        cookie: admin,
        body: { name: `Dal${LONE}`, price: 100, category: "Curries" },
      }),
      send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/tables`, { cookie: admin, body: { tableNumber: `9${LONE}` } }),
      send(server.app, "PUT", `/api/customers/${customer.id}/notes`, { cookie: admin, body: { notes: `Likes ${LONE}` } }),
      send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
        body: { ...DINER, specialInstructions: `No ${LONE}`, items: [line], totalAmount: dish.price },
      }),
      send(server.app, "POST", "/api/auth/register", {
        body: { username: "surrogate", email: "s@example.in", password: "secret-pass", restaurantName: `Cafe ${LONE}` },
      }),
      send(server.app, "POST", "/api/auth/login", { body: { emailOrUsername: `admin${LONE}`, password: "admin123", role: "admin" } }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: INVALID_TEXT_MESSAGE });
    }
    const stored = await Promise.all([
      server.db.selectFrom("demoRequests").select("id").where("name", "like", "Asha%").execute(),
      server.db
        .selectFrom("menuItems")
        .select("id")
        .where("name", "like", "Dal%")
        .where("restaurantId", "=", DEMO_RESTAURANT_ID)
        .where("price", "=", 100)
        .execute(),
      server.db.selectFrom("users").select("id").where("username", "=", "surrogate").execute(),
      server.db.selectFrom("customers").select("notes").where("id", "=", customer.id).executeTakeFirstOrThrow(),
    ]);
    expect(stored.slice(0, 3)).toEqual([[], [], []]);
    expect(stored[3]).not.toEqual({ notes: `Likes ${LONE}` });
  });
});
