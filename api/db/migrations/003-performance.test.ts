import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, queryPlan, type TestServer } from "../../test/test-support";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(() => server.close());

const plan = (sql: string) => queryPlan(server.db, sql);

describe("003-performance", () => {
  it("finds an order's customer by phone or by e-mail straight from an index, with no sort", () => {
    for (const column of ["phone", "email"]) {
      const steps = plan(`SELECT id FROM customers WHERE restaurant_id = 'r' AND ${column} = 'x' ORDER BY created_at LIMIT 1`);
      expect(steps).toEqual([`SEARCH customers USING INDEX customers_restaurant_${column}_created (restaurant_id=? AND ${column}=?)`]);
    }
  });

  it("reads a restaurant's orders newest first from an index, with no sort", () => {
    const steps = plan("SELECT id FROM orders WHERE restaurant_id = 'r' ORDER BY order_time DESC, id DESC");
    expect(steps).toEqual(["SEARCH orders USING COVERING INDEX orders_restaurant_time_id (restaurant_id=?)"]);
  });
});
