import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/test-support";
import { ADVISORY_CLASS, ADVISORY_LOCKS } from "./connection";
import { sweepOnce } from "./housekeeping";

/** The sweep over PostgreSQL (`npm run test:pg`): one process of many sweeps, whichever takes the lock. */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(() => server.close());

const DAY = 24 * 60 * 60_000;

async function addOldKey(): Promise<string> {
  const key = randomUUID();
  const createdAt = new Date(Date.now() - 40 * DAY).toISOString();
  await server.db
    .insertInto("idempotencyKeys")
    .values({ scope: "sweep-lock-test", key, requestHash: "h", statusCode: 200, responseBody: "null", createdAt })
    .execute();
  return key;
}

const keysLeft = async () =>
  (await server.db.selectFrom("idempotencyKeys").select("key").where("scope", "=", "sweep-lock-test").execute()).length;

describe("sweepOnce", () => {
  it("skips the round while another process holds the sweep's lock, and sweeps once it is free", async () => {
    await addOldKey();
    const other = new pg.Client({ connectionString: server.config.databaseUrl ?? "" });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query("SELECT pg_advisory_xact_lock($1, $2)", [ADVISORY_CLASS, ADVISORY_LOCKS.housekeeping]);
      expect(await sweepOnce(server.db, 30 * DAY)).toBeNull();
      expect(await keysLeft()).toBe(1);
      await other.query("COMMIT");
    } finally {
      await other.end();
    }
    expect(await sweepOnce(server.db, 30 * DAY)).toMatchObject({ idempotencyKeys: 1 });
    expect(await keysLeft()).toBe(0);
  });
});
