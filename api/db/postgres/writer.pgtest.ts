import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../errors";
import { ChangeFeed } from "../../live/change-feed";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "../../test/test-database";
import type { Db } from "../connection";
import { expectOneRow } from "../write-runner";
import { openPostgres } from "./connection";
import { PgWriter } from "./writer";

const base = testPostgresUrl();
if (!base) throw new Error("PostgreSQL's writer is tested under npm run test:pg");

let database: { url: string; drop(): Promise<void> };
let db: Db;
let writer: PgWriter;

beforeAll(async () => {
  database = await createTestDatabase(base, process.env[TEST_PG_TEMPLATE] ?? "rasoi_template");
  db = await openPostgres(database.url, { poolSize: 2 });
  writer = new PgWriter(db, { changes: new ChangeFeed() });
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

/** What PostgreSQL raises when a transaction lost a race (a deadlock's victim is answered the same way). */
const loseARace = (trx: Db) => sql`DO $$ BEGIN RAISE EXCEPTION 'lost' USING ERRCODE = 'serialization_failure'; END $$`.execute(trx);

describe("PostgreSQL's writer (docs/decisions/072-atomic-writes-on-postgresql.md)", () => {
  it("runs a job whose conditional write found its row changed again, from the start, keeping only the last run's writes", async () => {
    const key = randomUUID();
    let runs = 0;
    const answer = await writer.run(async (trx) => {
      runs++;
      await trx.insertInto("limitWindows").values({ key, count: runs, resetsAt: 0 }).execute();
      // The conditional write of a job whose bill or status moved on meanwhile changes no row.
      if (runs < 3) expectOneRow(0, "The row");
      return { runs };
    });
    expect(answer).toEqual({ runs: 3 });
    expect(await db.selectFrom("limitWindows").select("count").where("key", "=", key).execute()).toEqual([{ count: 3 }]);
  });

  it("runs a job PostgreSQL refused as a lost race again", async () => {
    let runs = 0;
    const answer = await writer.run(async (trx) => {
      runs++;
      if (runs < 2) await loseARace(trx);
      return { runs };
    });
    expect(answer).toEqual({ runs: 2 });
  });

  it("answers 503 with Retry-After, not 500, when a job keeps losing", async () => {
    let runs = 0;
    const failure = await writer
      .run(async (trx) => {
        runs++;
        await loseARace(trx);
        return {};
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, headers: { "Retry-After": "1" } });
    expect(runs).toBe(12);
  });

  it("does not run again a job that failed for any other reason", async () => {
    let runs = 0;
    const failure = await writer
      .run(async () => {
        runs++;
        throw new Error("a bug");
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: "a bug" });
    expect(runs).toBe(1);
  });
});
