import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { Order } from "../../../shared/schemas/orders";
import { statementsOf } from "../../test/pg-statements";
import { placeOrder, send } from "../../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../../test/test-support";
import { findOrder } from "../orders";
import { isPostgresDb } from "./connection";

/**
 * A staff write's round trips on PostgreSQL (docs/decisions/112-staff-writes-in-one-round-trip.md),
 * counted as the statements node-postgres sends while the request runs: the session's lookup
 * (authentication, before any write) and the write's one function call, which is its own transaction.
 */
let server: TestServer;
let waiter: string;

beforeAll(async () => {
  server = await createTestServer();
  if (!isPostgresDb(server.db)) throw new Error("these tests count PostgreSQL's round trips: run them with scripts/test-pg.ts");
  ({ waiter } = await signInDemoStaff(server.app));
});

afterAll(() => server.close());

/** The statements a staff request sends, and its answer. */
async function counted(method: string, path: string, body: unknown, key: string = randomUUID()) {
  const { result, statements } = await statementsOf(() => send(server.app, method, path, { cookie: waiter, body, key }));
  return { response: result, statements };
}

const SESSION_LOOKUP = /from "sessions"/;

describe("round trips of a staff write on PostgreSQL", () => {
  it("moves an order's status in one function call after the session's lookup, answering the order as it is stored", async () => {
    const id = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    for (const status of ["confirmed", "preparing", "served", "completed"]) {
      const { response, statements } = await counted("PUT", `/api/orders/${id}/status`, { status });
      expect(response.status).toBe(200);
      expect(statements).toHaveLength(2);
      expect(statements[0]).toMatch(SESSION_LOOKUP);
      expect(statements[1]).toMatch(/rasoi_order_status/);
      const answered: Order = await response.json();
      expect(answered).toEqual(await findOrder(server.db, id));
    }
  });

  it("answers a replay, an unchanged move and a skip ahead in one call too, writing nothing for the skip", async () => {
    const id = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    const key = randomUUID();
    const first = await counted("PUT", `/api/orders/${id}/status`, { status: "confirmed" }, key);
    const replay = await counted("PUT", `/api/orders/${id}/status`, { status: "confirmed" }, key);
    expect(replay.statements).toHaveLength(2);
    expect(await replay.response.json()).toEqual(await first.response.json());
    const unchanged = await counted("PUT", `/api/orders/${id}/status`, { status: "pending" });
    expect(unchanged.response.status).toBe(200);
    expect(unchanged.statements).toHaveLength(2);
    const skip = await counted("PUT", `/api/orders/${id}/status`, { status: "served" });
    expect(skip.response.status).toBe(409);
    expect(skip.statements).toHaveLength(2);
    expect((await findOrder(server.db, id))?.status).toBe("confirmed");
  });
});
