import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from "../shared/service-requests";
import { ANSWERED_CALL_KEEP_MS, sweepExpired } from "./housekeeping";
import { countRows, newTestTable } from "./test/route-test-helpers";
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

const HOUR = 60 * 60_000;
const hoursAgo = (hours: number, now: Date) => new Date(now.getTime() - hours * HOUR).toISOString();

/** A diner's call at a table of its own (one open call per table and kind), made and answered (or not) hours ago. */
async function addCall(
  status: ServiceRequestStatus,
  answeredHoursAgo: number,
  now: Date,
  madeHoursAgo = answeredHoursAgo + 1,
): Promise<string> {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  const id = randomUUID();
  const answeredAt = hoursAgo(answeredHoursAgo, now);
  await server.db
    .insertInto("serviceRequests")
    .values({
      id,
      restaurantId: DEMO_RESTAURANT_ID,
      tableId: table.id,
      kind: "waiter",
      status,
      createdAt: hoursAgo(madeHoursAgo, now),
      acknowledgedAt: status === "open" ? null : answeredAt,
      doneAt: status === "done" ? answeredAt : null,
    })
    .execute();
  return id;
}

async function remainingCalls(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await server.db.selectFrom("serviceRequests").select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id).sort();
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

    expect(await sweepExpired(server.db, TTL)).toEqual({ idempotencyKeys: 0, sessions: 1, serviceRequests: 0 });
    expect(await countRows(server.db, "sessions")).toBe(sessions - 1);
    expect(await status(waiter)).toBe(200);
    expect(await status(chef)).toBe(401);
  });

  it("deletes diners' calls answered more than a day ago, keeps younger ones and never deletes an open call", async () => {
    const now = new Date();
    const oldOpen = await addCall("open", 72, now);
    const oldAcknowledged = await addCall("acknowledged", 25, now);
    const youngAcknowledged = await addCall("acknowledged", 23, now);
    const oldDone = await addCall("done", 25, now);
    const youngDone = await addCall("done", 1, now);
    // Made long ago but answered only now: the age counts from the answer.
    const doneJustNow = await addCall("done", 0, now, 72);

    expect(await sweepExpired(server.db, TTL, now)).toEqual({ idempotencyKeys: 0, sessions: 0, serviceRequests: 2 });
    expect(await remainingCalls([oldOpen, oldAcknowledged, youngAcknowledged, oldDone, youngDone, doneJustNow])).toEqual(
      [oldOpen, youngAcknowledged, youngDone, doneJustNow].sort(),
    );
  });

  it("keeps exactly the open calls and those answered within the age limit, whatever the mix", async () => {
    const keepHours = ANSWERED_CALL_KEEP_MS / HOUR;
    const call = fc.record({ status: fc.constantFrom(...SERVICE_REQUEST_STATUSES), hoursAgo: fc.integer({ min: 0, max: 3 * keepHours }) });
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 5 }), async (calls) => {
        const now = new Date();
        const ids = await Promise.all(calls.map((made) => addCall(made.status, made.hoursAgo, now)));
        await sweepExpired(server.db, TTL, now);
        // An age exactly at the limit is not older than it: kept.
        const kept = ids.filter((_, index) => calls[index]?.status === "open" || (calls[index]?.hoursAgo ?? 0) <= keepHours);
        expect(await remainingCalls(ids)).toEqual(kept.sort());
      }),
      { numRuns: 15 },
    );
  });
});
