import { Hono } from "hono";
import * as z from "zod/mini";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { restaurantDate } from "../../shared/billing/bill-number";
import { duePaise } from "../../shared/billing/paid";
import { formatPaise } from "../../shared/billing/paise";
import {
  type Bill,
  billsQuery,
  createBillInput,
  type DayReport,
  type PaymentAnswer,
  paymentInput,
  type Receipt,
} from "../../shared/schemas/bills";
import { uuid } from "../../shared/schemas/fields";
import { ownRestaurantId, ownRow, requireAdmin, requireStaff } from "../auth/guards";
import { listAuditEntries } from "../db/audit";
import { makeBill } from "../db/bill-making";
import {
  changeOf,
  findBill,
  findBillIssuer,
  findReceiptNames,
  listBillsOfDay,
  listOpenBills,
  listPaymentsOf,
  listRefundsOf,
  recordPayment,
} from "../db/bills";
import { dayEndsAtOf, findSettings } from "../db/settings";
import { endVisitIfSettled } from "../db/table-visits";
import { findTable } from "../db/tables";
import type { AppEnv } from "../env";
import { conflict, notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import { atTable } from "../live/change-feed";
import { jsonBody, pathParams, queryParams } from "../validate";
import { auditActorOf, restaurantAuditRoutes } from "./audit";
import { approverOf, billChangesRoutes } from "./bill-changes";
import { oneTripOf, sendOneTrip } from "./one-trip";

const BILL_NOT_FOUND = "Bill not found";
const billParams = z.object({ id: uuid() });

/** The 409 of a payment on a bill no longer unpaid, or above what is due; null when the bill takes it. */
function paymentRefusal(bill: Bill, amountPaise: number) {
  if (bill.status !== "unpaid") return conflict(`Bill ${bill.number} is already ${bill.status}`, { bill });
  // A booking's advance counts against what is due (docs/decisions/103-advance-on-the-bill.md).
  const due = duePaise(bill);
  // Cash above what is due is tendered, never paid: the bill records the amount, the rest is change.
  return amountPaise > due ? conflict(`Only ${formatPaise(due)} is due on bill ${bill.number}`, { bill }) : null;
}

/** Bills and their payments (docs/billing.md): any staff of the restaurant makes, reads and settles them. On the restaurant router. */
export const restaurantBillsRoutes = new Hono<AppEnv>()
  // One job of the writer does it all (api/db/bill-making.ts), so two devices billing one table never bill a line twice.
  .post(inRestaurant(API_PATHS.bills), async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { tableId, approval, ...input } = await jsonBody(c, createBillInput);
    const user = c.get("user");
    // The admin's PIN is checked (scrypt, rate-limited) before the job: the writer never waits on a hash.
    const approvedBy = approval ? await approverOf(c, restaurantId, approval) : null;
    const actor = { ...auditActorOf(c), userId: user.id, isAdmin: user.role === "admin" };
    return idempotentWrite(c, user.id, async (trx) => {
      const table = await findTable(trx, tableId);
      // Another restaurant's table is as unknown here as no table at all.
      if (!table || table.restaurantId !== restaurantId) throw notFound("Table not found");
      const made = await makeBill(trx, { restaurantId, table, actor, input, approvedBy, now: new Date() });
      if (!made.created) return { status: 200, body: made.bill };
      // Settled by a booking's advance alone (docs/decisions/103-advance-on-the-bill.md): the visit ends as on a last payment.
      const visitEnded = made.bill.status === "paid" && (await endVisitIfSettled(trx, table.id, made.bill.createdAt));
      return {
        status: 201,
        body: made.bill,
        changed: {
          restaurantId,
          topics: visitEnded ? ["bills", "orders", "serviceRequests", "restaurantTables"] : ["bills", "orders", "serviceRequests"],
          ...atTable(made.bill.tableId),
        },
      };
    });
  })

  // With `date`, that day's bills (IST); without, what a staff device keeps: today's and every unpaid one.
  .get(inRestaurant(API_PATHS.bills), async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { date } = queryParams(c, billsQuery);
    const db = c.get("services").db;
    return c.json(date === undefined ? await listOpenBills(db, restaurantId, new Date()) : await listBillsOfDay(db, restaurantId, date));
  })

  // The day close: a day's bills with their payments; the screen adds them up and makes the CSV.
  .get("/reports/day", requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const db = c.get("services").db;
    const { date = restaurantDate(new Date(), await dayEndsAtOf(db, restaurantId)) } = queryParams(c, billsQuery);
    const bills = await listBillsOfDay(db, restaurantId, date);
    const ids = bills.map((bill) => bill.id);
    return c.json({
      date,
      bills,
      payments: await listPaymentsOf(db, ids),
      refunds: await listRefundsOf(db, ids),
      changes: await listAuditEntries(db, restaurantId, { date }),
    } satisfies DayReport);
  })

  .route("/", restaurantAuditRoutes);

export const billsRoutes = new Hono<AppEnv>()
  .get("/bills/:id", requireStaff, async (c) => {
    const { id } = pathParams(c, billParams);
    return c.json(ownRow(c.get("user"), await findBill(c.get("services").db, id), BILL_NOT_FOUND));
  })

  // What a printed bill carries: the bill and its issuer's details as they were when it was made, its payments, who made it.
  .get("/bills/:id/receipt", requireStaff, async (c) => {
    const { id } = pathParams(c, billParams);
    const db = c.get("services").db;
    const bill = ownRow(c.get("user"), await findBill(db, id), BILL_NOT_FOUND);
    const issuer = await findBillIssuer(db, id);
    if (!issuer) throw notFound(BILL_NOT_FOUND);
    const paperWidth = (await findSettings(db, bill.restaurantId))?.paperWidth ?? "80mm";
    const payments = await listPaymentsOf(db, [id]);
    return c.json({ bill, issuer, payments, ...(await findReceiptNames(db, id)), paperWidth } satisfies Receipt);
  })

  .post(API_PATHS.billPayments, requireStaff, async (c) => {
    const { id } = pathParams(c, billParams);
    const input = await jsonBody(c, paymentInput);
    const user = c.get("user");
    // On PostgreSQL the same rules in one function call (api/db/postgres/staff-writes.ts).
    const trip = await oneTripOf(c, BILL_NOT_FOUND);
    if (trip) {
      const paid = await trip.writes.pay({ ...trip.command, billId: id, input, userId: user.id, username: user.username });
      if (paid.kind === "refused") throw paymentRefusal(paid.bill, input.amountPaise) ?? new Error("a payment refused for no reason");
      return sendOneTrip(c, paid);
    }
    return idempotentWrite(
      c,
      user.id,
      async (trx) => {
        const bill = ownRow(user, await findBill(trx, id), BILL_NOT_FOUND);
        const refusal = paymentRefusal(bill, input.amountPaise);
        if (refusal) throw refusal;
        const now = new Date();
        const paid = await recordPayment(trx, bill, input, user.id, now);
        // Paid in full with nothing left cooking: the party's visit ends, and the table is the next party's.
        const visitEnded =
          paid.status === "paid" && bill.tableId !== null && (await endVisitIfSettled(trx, bill.tableId, now.toISOString()));
        const payment = {
          billId: bill.id,
          method: input.method,
          amountPaise: input.amountPaise,
          tenderedPaise: input.tenderedPaise ?? null,
          changePaise: changeOf(input),
          tipPaise: input.tipPaise ?? 0,
          takenBy: user.username,
          createdAt: now.toISOString(),
        };
        return {
          status: 200,
          body: { ...paid, payment } satisfies PaymentAnswer,
          changed: {
            restaurantId: bill.restaurantId,
            topics: visitEnded ? ["bills", "orders", "restaurantTables"] : ["bills", "orders"],
            ...atTable(bill.tableId),
          },
        };
      },
      { checksBeforeWriting: true },
    );
  })

  .route("/", billChangesRoutes);
