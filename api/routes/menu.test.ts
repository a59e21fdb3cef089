import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID, MENU_CATEGORIES } from "../../shared/constants";
import { compareMenuItems } from "../../shared/menu-order";
import type { MenuItem } from "../../shared/schemas/menu";
import { countRows, restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let chef: string;
let otherAdmin: string;
let otherRestaurantId: string;

const MENU = `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`;
const dish = { name: "Malai Kofta", description: "Cottage cheese dumplings", price: 320, category: "Curries", isAvailable: true };

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, chef, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
});

afterAll(() => server.close());

async function createDish(body: Record<string, unknown> = dish): Promise<MenuItem> {
  const response = await send(server.app, "POST", MENU, { cookie: admin, body });
  expect(response.status).toBe(201);
  return response.json();
}

describe("GET /api/restaurants/:restaurantId/menu", () => {
  it("lists every item of the restaurant in category order, then name, with real booleans", async () => {
    const response = await send(server.app, "GET", MENU, { cookie: admin });
    expect(response.status).toBe(200);
    const items: MenuItem[] = await response.json();
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(items.every((item) => item.restaurantId === DEMO_RESTAURANT_ID)).toBe(true);
    expect([...items].sort(compareMenuItems)).toEqual(items);
    expect(items[0]?.category).toBe(MENU_CATEGORIES[0]);
    expect(items.some((item) => item.isAvailable === false)).toBe(true);
    expect(items.every((item) => typeof item.isAvailable === "boolean")).toBe(true);
  });

  it("is read by every role of the restaurant", async () => {
    const asAdmin: MenuItem[] = await (await send(server.app, "GET", MENU, { cookie: admin })).json();
    for (const cookie of [waiter, chef]) {
      const response = await send(server.app, "GET", MENU, { cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(asAdmin);
    }
  });

  it("is 401 signed out, 403 for other restaurants, 400 for a malformed id", async () => {
    expect((await send(server.app, "GET", MENU)).status).toBe(401);
    expect((await send(server.app, "GET", MENU, { cookie: otherAdmin })).status).toBe(403);
    expect((await send(server.app, "GET", "/api/restaurants/not-a-uuid/menu", { cookie: admin })).status).toBe(400);
  });
});

describe("POST /api/restaurants/:restaurantId/menu", () => {
  it("creates an item and answers 201 with it", async () => {
    const before = await countRows(server.db, "menuItems");
    const item = await createDish();
    expect(item).toMatchObject({ ...dish, restaurantId: DEMO_RESTAURANT_ID });
    expect(await countRows(server.db, "menuItems")).toBe(before + 1);
  });

  it("makes one row for the same client id twice and answers the stored row", async () => {
    const id = randomUUID();
    const before = await countRows(server.db, "menuItems");
    const first = await createDish({ ...dish, id });
    const second = await send(server.app, "POST", MENU, { cookie: admin, body: { ...dish, id, price: 999 } });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(first);
    expect(await countRows(server.db, "menuItems")).toBe(before + 1);
  });

  it("replays the first answer for the same Idempotency-Key and refuses a different body under it", async () => {
    const key = randomUUID();
    const before = await countRows(server.db, "menuItems");
    const first = await send(server.app, "POST", MENU, { cookie: admin, body: dish, key });
    const replay = await send(server.app, "POST", MENU, { cookie: admin, body: dish, key });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await first.json());
    expect(await countRows(server.db, "menuItems")).toBe(before + 1);
    const reused = await send(server.app, "POST", MENU, { cookie: admin, body: { ...dish, price: 1 }, key });
    expect(reused.status).toBe(422);
  });

  it("is 409 when the client id belongs to another restaurant's item", async () => {
    const theirs = await server.db
      .selectFrom("menuItems")
      .select("id")
      .where("restaurantId", "=", otherRestaurantId)
      .executeTakeFirstOrThrow();
    const response = await send(server.app, "POST", MENU, { cookie: admin, body: { ...dish, id: theirs.id } });
    expect(response.status).toBe(409);
  });

  it("is 400 for missing or bad fields, naming the spec's message", async () => {
    const before = await countRows(server.db, "menuItems");
    const missing = await send(server.app, "POST", MENU, { cookie: admin, body: { description: "x" } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: "Please fill in all required fields" });
    for (const body of [{ ...dish, price: 12.5 }, { ...dish, category: "Snacks" }, { ...dish, id: "nope" }, "text"]) {
      expect((await send(server.app, "POST", MENU, { cookie: admin, body })).status).toBe(400);
    }
    expect(await countRows(server.db, "menuItems")).toBe(before);
  });

  it("is 401 signed out and 403 for waiters and other restaurants", async () => {
    expect((await send(server.app, "POST", MENU, { body: dish })).status).toBe(401);
    expect((await send(server.app, "POST", MENU, { cookie: waiter, body: dish })).status).toBe(403);
    expect((await send(server.app, "POST", MENU, { cookie: otherAdmin, body: dish })).status).toBe(403);
  });
});

describe("PUT /api/menu-items/:id", () => {
  it("updates every field and answers 200 with the item", async () => {
    const item = await createDish();
    const changes = { name: "Malai Kofta Special", description: "", price: 350, category: "Main Course", isAvailable: false };
    const response = await send(server.app, "PUT", `/api/menu-items/${item.id}`, { cookie: admin, body: changes });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: item.id, ...changes });
  });

  it("is 404 for an unknown id, 400 for a malformed one or bad fields, 403 for others", async () => {
    const item = await createDish();
    expect((await send(server.app, "PUT", `/api/menu-items/${randomUUID()}`, { cookie: admin, body: dish })).status).toBe(404);
    expect((await send(server.app, "PUT", "/api/menu-items/123", { cookie: admin, body: dish })).status).toBe(400);
    expect((await send(server.app, "PUT", `/api/menu-items/${item.id}`, { cookie: admin, body: { ...dish, price: 0 } })).status).toBe(400);
    expect((await send(server.app, "PUT", `/api/menu-items/${item.id}`, { body: dish })).status).toBe(401);
    expect((await send(server.app, "PUT", `/api/menu-items/${item.id}`, { cookie: chef, body: dish })).status).toBe(403);
    expect((await send(server.app, "PUT", `/api/menu-items/${item.id}`, { cookie: otherAdmin, body: { ...dish, price: 1 } })).status).toBe(
      403,
    );
    const stored = await server.db.selectFrom("menuItems").select("price").where("id", "=", item.id).executeTakeFirstOrThrow();
    expect(stored.price).toBe(dish.price);
  });
});

describe("DELETE /api/menu-items/:id", () => {
  it("deletes with 204, replays the 204 under the same key, and is 404 for a fresh request", async () => {
    const item = await createDish();
    const key = randomUUID();
    const path = `/api/menu-items/${item.id}`;
    const before = await countRows(server.db, "menuItems");
    expect((await send(server.app, "DELETE", path, { cookie: admin, key })).status).toBe(204);
    expect((await send(server.app, "DELETE", path, { cookie: admin, key })).status).toBe(204);
    expect(await countRows(server.db, "menuItems")).toBe(before - 1);
    expect((await send(server.app, "DELETE", path, { cookie: admin })).status).toBe(404);
  });

  it("is 401, 403 for waiters and other restaurants, 400 for malformed ids, and keeps the row", async () => {
    const item = await createDish();
    const path = `/api/menu-items/${item.id}`;
    expect((await send(server.app, "DELETE", path)).status).toBe(401);
    expect((await send(server.app, "DELETE", path, { cookie: waiter })).status).toBe(403);
    expect((await send(server.app, "DELETE", path, { cookie: otherAdmin })).status).toBe(403);
    expect((await send(server.app, "DELETE", "/api/menu-items/x", { cookie: admin })).status).toBe(400);
    expect(await server.db.selectFrom("menuItems").select("id").where("id", "=", item.id).executeTakeFirst()).toBeDefined();
  });
});
