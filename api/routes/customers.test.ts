import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { CUSTOMER_NOTES_MAX, type Customer } from "../../shared/schemas/customers";
import { send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let otherAdmin: string;

const CUSTOMERS = `/api/restaurants/${DEMO_RESTAURANT_ID}/customers`;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, otherAdmin } = await signInDemoStaff(server.app));
});

afterAll(() => server.close());

async function someCustomerId(): Promise<string> {
  const row = await server.db.selectFrom("customers").select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).executeTakeFirstOrThrow();
  return row.id;
}

describe("GET /api/restaurants/:restaurantId/customers", () => {
  it("lists the restaurant's customers, last order newest first, never-ordered last", async () => {
    const now = new Date().toISOString();
    await server.db
      .insertInto("customers")
      .values({
        id: randomUUID(),
        restaurantId: DEMO_RESTAURANT_ID,
        name: "Walk In",
        email: "walk@in.example",
        phone: "9000000000",
        isActive: 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const response = await send(server.app, "GET", CUSTOMERS, { cookie: admin });
    expect(response.status).toBe(200);
    const customers: Customer[] = await response.json();
    expect(customers.length).toBeGreaterThanOrEqual(3);
    expect(customers.every((customer) => customer.restaurantId === DEMO_RESTAURANT_ID && customer.isActive === true)).toBe(true);
    const dates = customers.map((customer) => customer.lastOrderDate);
    const withDates = dates.filter((date): date is string => date !== null);
    expect(withDates).toEqual([...withDates].sort().reverse());
    expect(dates.at(-1)).toBeNull();
    expect(dates.indexOf(null)).toBe(withDates.length);
  });

  it("is 401, 403 for waiters and other restaurants, 400 for a malformed id", async () => {
    expect((await send(server.app, "GET", CUSTOMERS)).status).toBe(401);
    expect((await send(server.app, "GET", CUSTOMERS, { cookie: waiter })).status).toBe(403);
    expect((await send(server.app, "GET", CUSTOMERS, { cookie: otherAdmin })).status).toBe(403);
    expect((await send(server.app, "GET", "/api/restaurants/demo/customers", { cookie: admin })).status).toBe(400);
  });
});

describe("PUT /api/customers/:customerId/notes", () => {
  it("saves the notes and answers the customer; null clears them", async () => {
    const id = await someCustomerId();
    const saved = await send(server.app, "PUT", `/api/customers/${id}/notes`, {
      cookie: admin,
      body: { notes: "Prefers the window table" },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ id, notes: "Prefers the window table" });
    const cleared = await send(server.app, "PUT", `/api/customers/${id}/notes`, { cookie: admin, body: { notes: null } });
    expect(await cleared.json()).toMatchObject({ id, notes: "" });
  });

  it("replays the first answer under the same Idempotency-Key", async () => {
    const id = await someCustomerId();
    const key = randomUUID();
    const path = `/api/customers/${id}/notes`;
    const first = await send(server.app, "PUT", path, { cookie: admin, body: { notes: "Allergic to nuts" }, key });
    await send(server.app, "PUT", path, { cookie: admin, body: { notes: "Later note" } });
    const replay = await send(server.app, "PUT", path, { cookie: admin, body: { notes: "Allergic to nuts" }, key });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(await first.json());
    const stored = await server.db.selectFrom("customers").select("notes").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.notes).toBe("Later note");
  });

  it("is 400 for bad notes or ids, 404 unknown, 401, 403 for waiters and other restaurants", async () => {
    const id = await someCustomerId();
    const path = `/api/customers/${id}/notes`;
    await send(server.app, "PUT", path, { cookie: admin, body: { notes: "Regular" } });
    expect((await send(server.app, "PUT", path, { cookie: admin, body: { notes: 5 } })).status).toBe(400);
    expect((await send(server.app, "PUT", path, { cookie: admin, body: { notes: "x".repeat(CUSTOMER_NOTES_MAX + 1) } })).status).toBe(400);
    expect((await send(server.app, "PUT", "/api/customers/1/notes", { cookie: admin, body: { notes: "" } })).status).toBe(400);
    expect((await send(server.app, "PUT", `/api/customers/${randomUUID()}/notes`, { cookie: admin, body: { notes: "" } })).status).toBe(
      404,
    );
    expect((await send(server.app, "PUT", path, { body: { notes: "" } })).status).toBe(401);
    expect((await send(server.app, "PUT", path, { cookie: waiter, body: { notes: "" } })).status).toBe(403);
    expect((await send(server.app, "PUT", path, { cookie: otherAdmin, body: { notes: "" } })).status).toBe(403);
    const stored = await server.db.selectFrom("customers").select("notes").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.notes).toBe("Regular");
  });
});
