import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../errors";
import { ChangeFeed } from "../../live/change-feed";
import type { Db } from "../connection";
import { openPostgres } from "./connection";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "./test-database";
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

/** What PostgreSQL raises when a serializable transaction lost a race. */
const loseARace = (trx: Db) => sql`DO $$ BEGIN RAISE EXCEPTION 'lost' USING ERRCODE = 'serialization_failure'; END $$`.execute(trx);

describe("PostgreSQL's writer (docs/decisions/072-atomic-writes-on-postgresql.md)", () => {
  it("runs each job as a SERIALIZABLE transaction", async () => {
    const answer = await writer.run(async (trx) => {
      const { rows } = await sql<{ level: string }>`SELECT current_setting('transaction_isolation') AS level`.execute(trx);
      return { level: rows[0]?.level };
    });
    expect(answer.level).toBe("serializable");
  });

  it("runs a job that lost a race again, from the start, until it wins", async () => {
    let runs = 0;
    const answer = await writer.run(async (trx) => {
      runs++;
      if (runs < 3) await loseARace(trx);
      return { runs };
    });
    expect(answer).toEqual({ runs: 3 });
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
});
