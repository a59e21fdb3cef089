import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { Bill, PaymentAnswer } from "../../../shared/schemas/bills";
import type { Order } from "../../../shared/schemas/orders";
import { statementsOf } from "../../test/pg-statements";
import { newTestTable, placeOrder, send } from "../../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../../test/test-support";
import { findBill } from "../bills";
import { findOrder } from "../orders";
import { findServiceRequest, publicRequest } from "../service-requests";
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

  it("takes a payment in one function call after the session's lookup: part, then the rest, ending the visit", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    for (const status of ["confirmed", "preparing", "served"]) {
      expect((await counted("PUT", `/api/orders/${orderId}/status`, { status })).response.status).toBe(200);
    }
    const made = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
      cookie: waiter,
      body: { tableId: table.id },
    });
    const bill: Bill = await made.json();
    const part = await counted("POST", `/api/bills/${bill.id}/payments`, { method: "cash", amountPaise: 100, tenderedPaise: 500 });
    expect(part.response.status).toBe(200);
    expect(part.statements).toHaveLength(2);
    expect(part.statements[0]).toMatch(SESSION_LOOKUP);
    expect(part.statements[1]).toMatch(/rasoi_pay_bill/);
    const { payment, ...afterPart }: PaymentAnswer = await part.response.json();
    expect(afterPart).toEqual(await findBill(server.db, bill.id));
    expect(payment).toEqual({
      billId: bill.id,
      method: "cash",
      amountPaise: 100,
      tenderedPaise: 500,
      changePaise: 400,
      tipPaise: 0,
      takenBy: expect.any(String),
      createdAt: expect.any(String),
    });
    const rest = await counted("POST", `/api/bills/${bill.id}/payments`, {
      method: "upi",
      amountPaise: bill.totalPaise - 100,
      tipPaise: 50,
    });
    expect(rest.statements).toHaveLength(2);
    const paid: PaymentAnswer = await rest.response.json();
    expect(paid).toMatchObject({ status: "paid", paidPaise: bill.totalPaise });
    expect((await findOrder(server.db, orderId))?.status).toBe("completed");
    const after = await server.db
      .selectFrom("restaurantTables")
      .select("visitStartedAt")
      .where("id", "=", table.id)
      .executeTakeFirstOrThrow();
    expect(after.visitStartedAt).toBe(paid.payment.createdAt);
    const more = await counted("POST", `/api/bills/${bill.id}/payments`, { method: "cash", amountPaise: 1 });
    expect(more.response.status).toBe(409);
    expect(more.statements).toHaveLength(2);
  });

  it("moves a diner's call forward in one function call after the session's lookup, and a step back changes nothing", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const opened = await send(server.app, "POST", `/api/qr/${table.qrCode}/requests`, { body: { kind: "waiter" } });
    const { id } = (await opened.json()) as { id: string };
    for (const status of ["acknowledged", "open", "done"]) {
      const { response, statements } = await counted("PUT", `/api/service-requests/${id}`, { status });
      expect(response.status).toBe(200);
      expect(statements).toHaveLength(2);
      expect(statements[1]).toMatch(/rasoi_move_call/);
      const stored = await findServiceRequest(server.db, id);
      expect(await response.json()).toEqual(stored && publicRequest(stored));
    }
    expect(await findServiceRequest(server.db, id)).toMatchObject({ status: "done", acknowledgedAt: expect.any(String) });
  });

  it("answers a payment's copies sent at once with one key as one payment, each copy with the first answer", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    const made = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
      cookie: waiter,
      body: { tableId: table.id },
    });
    const bill: Bill = await made.json();
    const key = randomUUID();
    const body = { method: "upi", amountPaise: bill.totalPaise };
    const copies = await Promise.all(
      Array.from({ length: 4 }, () => send(server.app, "POST", `/api/bills/${bill.id}/payments`, { cookie: waiter, body, key })),
    );
    expect(copies.map((copy) => copy.status)).toEqual([200, 200, 200, 200]);
    const answers = await Promise.all(copies.map((copy) => copy.json()));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const payments = await server.db.selectFrom("billPayments").select("id").where("billId", "=", bill.id).execute();
    expect(payments).toHaveLength(1);
  });

  // Last, so the bills and calls of the tests above are among them.
  it("answers every stored order and bill as the API's readers do (migrations 030 and 031's JSON)", async () => {
    const orders = await sql<{ id: string; json: string }>`
      SELECT o.id, rasoi_order_json(o, t.table_number) AS json FROM orders o LEFT JOIN restaurant_tables t ON t.id = o.table_id`.execute(
      server.db,
    );
    expect(orders.rows.length).toBeGreaterThan(5);
    for (const { id, json } of orders.rows) expect(JSON.parse(json)).toEqual(await findOrder(server.db, id));
    const bills = await sql<{ id: string; json: string }>`SELECT b.id, rasoi_bill_json(b)::text AS json FROM bills b`.execute(server.db);
    expect(bills.rows.length).toBeGreaterThan(0);
    for (const { id, json } of bills.rows) expect(JSON.parse(json)).toEqual(await findBill(server.db, id));
  });
});
