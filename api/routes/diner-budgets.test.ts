import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { newTestTable, placeOrder } from "../test/route-test-helpers";
import { TEST_LIMITS } from "../test/test-limits";
import { createTestServer, jsonHeaders, type TestServer } from "../test/test-support";

/**
 * Budgets per client address on what a stranger with a QR code can reach (docs/security.md): service
 * calls across tables, and the diner's polls. Counted in memory on SQLite and in the database on
 * PostgreSQL (this file runs under `npm run test:pg` too). Each test speaks from an address of its own.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ rateLimit: TEST_LIMITS, trustProxy: 1 });
});
afterAll(() => server.close());

const from = (address: string, method: string, path: string, body?: unknown) =>
  server.app.request(path, {
    method,
    headers: jsonHeaders(undefined, { "X-Forwarded-For": address, ...(method === "POST" ? { "Idempotency-Key": randomUUID() } : {}) }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const call = (address: string, qrCode: string) => from(address, "POST", `/api/qr/${qrCode}/requests`, { kind: "waiter" });

describe("service calls from one address", () => {
  it("are held after a few new calls across any tables, with Retry-After; another address is not", async () => {
    const { limit } = TEST_LIMITS.callsPerAddress;
    const tables = await Promise.all(Array.from({ length: limit + 1 }, () => newTestTable(server.db, DEMO_RESTAURANT_ID)));
    const statuses = [];
    for (const table of tables) statuses.push((await call("203.0.113.10", table.qrCode)).status);
    expect(statuses).toEqual([...Array<number>(limit).fill(201), 429]);
    const refused = await call("203.0.113.10", (await newTestTable(server.db, DEMO_RESTAURANT_ID)).qrCode);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: expect.any(String) });
    const last = tables.at(-1);
    if (!last) throw new Error("no table");
    // Another address is not held by this one's calls.
    expect((await call("203.0.113.11", last.qrCode)).status).toBe(201);
  });

  it("count only new calls: a tap answering the open call is free", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const statuses = [];
    for (let tap = 0; tap < TEST_LIMITS.callsPerAddress.limit + 2; tap++) statuses.push((await call("203.0.113.20", table.qrCode)).status);
    expect(statuses[0]).toBe(201);
    expect(new Set(statuses.slice(1))).toEqual(new Set([200]));
  });
});

describe("the diner's polls from one address", () => {
  it("share one budget across order status, bill and calls, then 429 with Retry-After", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    const polls = [`/api/qr/${table.qrCode}/orders/${orderId}`, `/api/qr/${table.qrCode}/bill`, `/api/qr/${table.qrCode}/requests`];
    const { limit } = TEST_LIMITS.pollsPerAddress;
    const statuses = [];
    for (let index = 0; index < limit; index++)
      statuses.push((await from("198.51.100.7", "GET", polls[index % polls.length] ?? "")).status);
    expect(statuses.every((status) => status === 200 || status === 204)).toBe(true);
    for (const path of polls) {
      const refused = await from("198.51.100.7", "GET", path);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    // A phone on another network is not held by this one's polling.
    expect((await from("198.51.100.8", "GET", polls[0] ?? "")).status).toBe(200);
  });
});
