import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import { testConfig } from "./config";
import { isDiskFull } from "./disk-full";
import { DINER, newTestTable, send, tableAndDish } from "./test/route-test-helpers";
import { createSqliteTestServer, DEMO_LOGINS, signInAs, type TestServer } from "./test/test-support";

let server: TestServer;
let admin: string;
// The disk is filled by capping SQLite's file (below): on SQLite whatever the store under test.
beforeAll(async () => {
  server = await createSqliteTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
});
afterAll(() => server.close());

/** Caps the database file at the pages it has now and fills what is free in them: every write then fails with SQLITE_FULL. */
async function fillTheDisk(): Promise<() => Promise<void>> {
  const pages = await sql<{ pageCount: number }>`PRAGMA page_count`.execute(server.db);
  await sql`CREATE TABLE filler (x BLOB)`.execute(server.db);
  await sql.raw(`PRAGMA max_page_count = ${(pages.rows[0]?.pageCount ?? 1) + 1}`).execute(server.db);
  for (const size of [4096, 512, 64, 8, 1]) {
    for (;;) {
      try {
        await sql`INSERT INTO filler VALUES (randomblob(${size}))`.execute(server.db);
      } catch {
        break;
      }
    }
  }
  return async () => {
    await sql.raw("PRAGMA max_page_count = 1073741823").execute(server.db);
    await sql`DROP TABLE filler`.execute(server.db);
  };
}

describe("a full disk", () => {
  it("logs one line for a burst of failing writes, not a stack per request, and answers 503", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const freeSpace = await fillTheDisk();
    try {
      const answers = [];
      for (let index = 0; index < 8; index += 1) {
        const body = {
          ...DINER,
          specialInstructions: "x".repeat(400),
          items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
          totalAmount: dish.price,
        };
        const order = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, { body });
        const menu = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, {
          cookie: admin,
          body: { name: `Dish ${index}`, description: "y".repeat(400), price: 100, category: "Curries" },
        });
        answers.push(order.status, menu.status);
      }
      // Rows that still fit in a page already there may go in; every write that needs more space fails.
      const refused = answers.filter((status) => status !== 201);
      expect(refused.length).toBeGreaterThanOrEqual(10);
      expect(new Set(refused)).toEqual(new Set([503]));
      expect(errors).toHaveBeenCalledTimes(1);
      const logged = errors.mock.calls[0] ?? [];
      expect(logged).toEqual([expect.stringMatching(/disk is full/i)]);
      expect(String(logged[0])).not.toContain("\n");
    } finally {
      await freeSpace();
      errors.mockRestore();
    }
    expect((await send(server.app, "GET", "/api/auth/me", { cookie: admin })).status).toBe(200);
  });
});

describe("isDiskFull", () => {
  it("knows both stores' disk-full errors and nothing else", () => {
    expect(isDiskFull({ code: "SQLITE_FULL" })).toBe(true);
    expect(isDiskFull({ code: "53100" })).toBe(true);
    expect(isDiskFull({ code: "SQLITE_BUSY" })).toBe(false);
    expect(isDiskFull({ code: "23505" })).toBe(false);
    expect(isDiskFull(new Error("disk full"))).toBe(false);
  });
});
