import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantDate } from "../../shared/billing/bill-number";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { AuditEntry } from "../../shared/schemas/audit";
import { recordAudit } from "../db/audit";
import { send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let logins: Record<keyof typeof DEMO_LOGINS, string>;
let waiterId: string;
const AUDIT = `/api/restaurants/${DEMO_RESTAURANT_ID}/audit`;

const entries = async (query = "", cookie = logins.admin): Promise<AuditEntry[]> => {
  const response = await send(server.app, "GET", `${AUDIT}${query}`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
};

beforeAll(async () => {
  server = await createTestServer();
  logins = await signInDemoStaff(server.app);
  const waiter = await server.db
    .selectFrom("users")
    .select("id")
    .where("username", "=", DEMO_LOGINS.waiter.username)
    .executeTakeFirstOrThrow();
  waiterId = waiter.id;
  await server.writer.run(async (trx) => {
    await recordAudit(trx, {
      restaurantId: DEMO_RESTAURANT_ID,
      kind: "void",
      userId: waiterId,
      username: DEMO_LOGINS.waiter.username,
      device: "Counter tablet",
      reason: "Guest changed their mind",
      amountPaise: 24_000,
      before: { quantity: 2 },
      after: { quantity: 1 },
      orderId: "order-1",
    });
    await recordAudit(trx, {
      restaurantId: DEMO_RESTAURANT_ID,
      kind: "discount",
      userId: null,
      username: "admin",
      device: "",
      reason: "regular",
      amountPaise: 5_000,
      before: null,
      after: { percent: 10 },
      billId: "bill-1",
    });
    return {};
  });
});

afterAll(() => server.close());

describe("GET /api/restaurants/:restaurantId/audit", () => {
  it("answers the entries, oldest first, with who, device, reason, amounts and what they name", async () => {
    const all = await entries();
    expect(all.map((entry) => entry.kind)).toEqual(["void", "discount"]);
    expect(all[0]).toEqual({
      id: expect.any(String),
      kind: "void",
      at: expect.any(String),
      userId: waiterId,
      username: DEMO_LOGINS.waiter.username,
      device: "Counter tablet",
      reason: "Guest changed their mind",
      amountPaise: 24_000,
      before: { quantity: 2 },
      after: { quantity: 1 },
      billId: null,
      orderId: "order-1",
      tableId: null,
    });
  });

  it("narrows to a day, a kind and a staff member", async () => {
    const today = restaurantDate(new Date());
    expect(await entries(`?date=${today}`)).toHaveLength(2);
    expect(await entries("?date=2020-01-01")).toEqual([]);
    expect((await entries("?kind=discount")).map((entry) => entry.reason)).toEqual(["regular"]);
    expect((await entries(`?userId=${waiterId}`)).map((entry) => entry.kind)).toEqual(["void"]);
  });

  it("is the admin's own: 403 for a waiter and for another restaurant's admin, 401 signed out, 400 for a bad filter", async () => {
    expect((await send(server.app, "GET", AUDIT, { cookie: logins.waiter })).status).toBe(403);
    expect((await send(server.app, "GET", AUDIT, { cookie: logins.otherAdmin })).status).toBe(403);
    expect((await send(server.app, "GET", AUDIT)).status).toBe(401);
    expect((await send(server.app, "GET", `${AUDIT}?kind=everything`, { cookie: logins.admin })).status).toBe(400);
    expect((await send(server.app, "GET", `${AUDIT}?date=yesterday`, { cookie: logins.admin })).status).toBe(400);
  });
});

describe("the audit trail is append-only", () => {
  it("refuses an UPDATE and a DELETE straight in SQL, on either store", async () => {
    const before = await entries();
    await expect(sql`update audit_entries set reason = 'nothing happened'`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_entries`.execute(server.db)).rejects.toThrow(/append-only/);
    expect(await entries()).toEqual(before);
  });

  it("is changed by no route: every write of the app, sent at an entry's id by the admin, leaves the entries as they were", async () => {
    const before = await entries();
    const id = before[0]?.id ?? "";
    // Signing out would end the sessions the loop goes on with; it touches no entry either way.
    const writes = server.app.routes.filter((route) => !["GET", "ALL"].includes(route.method) && route.path !== "/api/auth/logout");
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const path = route.path.replace(":restaurantId", DEMO_RESTAURANT_ID).replace(/:[A-Za-z]+/g, id);
      for (const cookie of [logins.admin, logins.waiter]) {
        const response = await send(server.app, route.method, `${path}?id=${id}`, { cookie, body: { id, reason: "" } });
        expect(response.status, `${route.method} ${route.path}`).not.toBe(500);
      }
    }
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect((await send(server.app, method, `${AUDIT}/${id}`, { cookie: logins.admin, body: { reason: "" } })).status).toBe(404);
      expect((await send(server.app, method, AUDIT, { cookie: logins.admin, body: { reason: "" } })).status).toBe(404);
    }
    expect(await entries()).toEqual(before);
  });
});
