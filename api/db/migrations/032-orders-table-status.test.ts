import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteTestServer, queryPlan, type SqliteTestServer } from "../../test/test-support";

let server: SqliteTestServer;

beforeAll(async () => {
  server = await createSqliteTestServer();
});

afterAll(() => server.close());

const plan = (sql: string) => queryPlan(server.db, sql);

describe("032-orders-table-status", () => {
  it("finds a table's unserved and served orders from an index, without reading the rest of its history", () => {
    // The shapes of a visit's checks (api/db/table-visits.ts): food still to come, and food served.
    expect(plan("SELECT id FROM orders WHERE table_id = 't' AND status IN ('pending', 'confirmed', 'preparing')")).toEqual([
      "SEARCH orders USING INDEX orders_table_status (table_id=? AND status=?)",
    ]);
    expect(plan("SELECT id, order_time FROM orders WHERE table_id = 't' AND status = 'served'")).toEqual([
      "SEARCH orders USING INDEX orders_table_status (table_id=? AND status=?)",
    ]);
  });

  it("counts a table's orders since a moment from an index alone, without reading the orders before it", () => {
    // The shape of a KOT number's count (api/printing/queue.ts).
    expect(plan("SELECT count(*) FROM orders WHERE table_id = 't' AND order_time >= '2026-11-27'")).toEqual([
      "SEARCH orders USING COVERING INDEX orders_table_time (table_id=? AND order_time>?)",
    ]);
  });

  it("still finds a table's orders by the table alone", () => {
    expect(plan("SELECT count(*) FROM orders WHERE table_id = 't'")).toEqual([
      "SEARCH orders USING COVERING INDEX orders_table_time (table_id=?)",
    ]);
  });
});
