import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepExpired } from "./housekeeping";
import { countRows } from "./test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "./test/test-support";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(() => server.close());

const DAY = 24 * 60 * 60_000;
const TTL = 30 * DAY;
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY).toISOString();

async function addKey(createdAt: string): Promise<string> {
  const key = randomUUID();
  await server.db
    .insertInto("idempotencyKeys")
    .values({ scope: "sweep-test", key, requestHash: "h", statusCode: 200, responseBody: "null", createdAt })
    .execute();
  return key;
}

const keyExists = async (key: string) =>
  (await server.db.selectFrom("idempotencyKeys").select("key").where("key", "=", key).executeTakeFirst()) !== undefined;

describe("sweepExpired", () => {
  it("deletes idempotency records older than the age limit and keeps younger ones", async () => {
    const now = new Date();
    const old = await addKey(daysAgo(31, now));
    const young = await addKey(daysAgo(29, now));

    const swept = await sweepExpired(server.db, TTL, now);

    expect(swept.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await keyExists(old)).toBe(false);
    expect(await keyExists(young)).toBe(true);
  });

  it("deletes expired sessions, so their cookies stop working, and keeps live ones", async () => {
    const waiter = await signInAs(server.app, DEMO_LOGINS.waiter);
    const chef = await signInAs(server.app, DEMO_LOGINS.chef);
    const sessions = await countRows(server.db, "sessions");
    const status = async (cookie: string) => (await server.app.request("/api/auth/me", { headers: { Cookie: cookie } })).status;
    const chefId = await server.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", DEMO_LOGINS.chef.username)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("sessions")
      .set({ expiresAt: daysAgo(1, new Date()) })
      .where("userId", "=", chefId.id)
      .execute();

    expect(await sweepExpired(server.db, TTL)).toEqual({ idempotencyKeys: 0, sessions: 1 });
    expect(await countRows(server.db, "sessions")).toBe(sessions - 1);
    expect(await status(waiter)).toBe(200);
    expect(await status(chef)).toBe(401);
  });
});
