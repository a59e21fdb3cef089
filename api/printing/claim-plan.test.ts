import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteTestServer, queryPlan, type SqliteTestServer } from "../test/test-support";
import { claimStatement, nextDueStatement } from "./worker";

let server: SqliteTestServer;

beforeAll(async () => {
  server = await createSqliteTestServer();
});

afterAll(() => server.close());

function plan(statement: { compile(db: SqliteTestServer["db"]): { sql: string; parameters: readonly unknown[] } }): string[] {
  const { sql, parameters } = statement.compile(server.db);
  return queryPlan(server.db, sql, parameters);
}

// Tickets of a station without a printer stay queued for good: a look at the queue that read them all
// would cost more with every order (docs/scaling.md, CPU per request).
describe("the print worker's look at its queue", () => {
  it("starts from the stations and reads only each station's oldest queued job, for the claim and for the next due time", () => {
    for (const steps of [plan(claimStatement(server.db, "worker", 60_000, new Date().toISOString())), plan(nextDueStatement())]) {
      expect(steps).not.toContain("SEARCH j USING INDEX print_jobs_queue (status=?)");
      expect(steps).toContain("SEARCH j USING INDEX sqlite_autoindex_print_jobs_1 (id=?)");
      expect(steps).toContain("SEARCH e USING INDEX print_jobs_queue (status=? AND station_id=?)");
    }
  });
});
