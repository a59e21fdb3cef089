import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { createApp } from "../app";
import { createServices } from "../services";
import { countRows, DINER, send, tableAndDish } from "../test/route-test-helpers";
import { TEST_LIMITS, TEST_WINDOW_MS } from "../test/test-limits";
import { createTestServer, jsonHeaders, type TestServer } from "../test/test-support";

/** PostgreSQL's limits, counted in the database (`npm run test:pg`); SQLite's in-memory ones are in api/middleware/rate-limit.test.ts. */
const WINDOW = TEST_WINDOW_MS;
const LIMITS = TEST_LIMITS;

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: LIMITS });
});

afterAll(() => server.close());

const login = (app: TestServer["app"], emailOrUsername: string, password = "guess") =>
  app.request("/api/auth/login", {
    method: "POST",
    headers: jsonHeaders(),
    body: JSON.stringify({ emailOrUsername, password, role: "admin" }),
  });

/** A second app (as a second process would be) over the same database, with limits of its own making. */
function secondApp() {
  const services = createServices({ db: server.db, config: server.config });
  return { app: createApp(services), limits: services.limits };
}

describe("sign-in budgets kept in PostgreSQL", () => {
  it("gives a successful sign-in's attempt back (run first: the address's budget of 6 is still whole)", async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(server.app, "admin", "admin123")).status).toBe(200);
  });

  it("counts parallel guesses as they start, so a burst cannot slip past", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => login(server.app, "nobody-at-all")));
    expect(answers.map((response) => response.status).sort()).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it("shares one budget between two apps over the same database", async () => {
    const second = secondApp();
    try {
      const statuses = [];
      for (const app of [server.app, second.app, server.app, second.app]) statuses.push((await login(app, "someone-else")).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      second.limits.stop();
    }
  });

  it("sweeps only the counters whose window has ended", async () => {
    const shared = server.limits.shared;
    if (!shared) throw new Error("the PostgreSQL test server counts its limits in the database");
    const now = Date.now();
    await shared.hit("sweep-ended", { limit: 1, windowMs: 1 }, now - 10);
    await shared.hit("sweep-open", { limit: 1, windowMs: WINDOW }, now);
    await shared.sweep(now);
    const keys = await server.db.selectFrom("limitWindows").select("key").where("key", "like", "sweep-%").execute();
    expect(keys).toEqual([{ key: "sweep-open" }]);
  });
});

describe("sign-up and order limits kept in PostgreSQL", () => {
  it("holds an address after a few new accounts; refused sign-ups do not count", async () => {
    const signUp = (username: string) =>
      server.app.request("/api/auth/register", {
        method: "POST",
        headers: jsonHeaders(),
        body: JSON.stringify({ username, email: `${username}@example.in`, password: "secret-pass", restaurantName: "Limit Dhaba" }),
      });
    expect((await signUp("admin")).status).toBe(409);
    expect((await signUp("first-owner")).status).toBe(201);
    expect((await signUp("second-owner")).status).toBe(201);
    expect((await signUp("third-owner")).status).toBe(429);
  });

  it("answers 429 past the limit for one table, and never counts a replay or an order that was not placed", async () => {
    const { table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const path = `/api/qr/${table.qrCode}/order`;
    const body = { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price };
    const ordersBefore = await countRows(server.db, "orders");
    const key = randomUUID();
    expect((await send(server.app, "POST", path, { body, key })).status).toBe(201);
    for (let replay = 0; replay < 3; replay++) expect((await send(server.app, "POST", path, { body, key })).status).toBe(201);
    expect((await send(server.app, "POST", path, { body: { items: [] } })).status).toBe(400);
    expect((await send(server.app, "POST", path, { body })).status).toBe(201);
    expect((await send(server.app, "POST", path, { body })).status).toBe(429);
    expect(await countRows(server.db, "orders")).toBe(ordersBefore + 2);
  });
});
