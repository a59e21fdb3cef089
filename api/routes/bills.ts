import { Hono } from "hono";
import * as z from "zod/mini";
import { API_PATHS } from "../../shared/api-paths";
import { restaurantDate } from "../../shared/billing/bill-number";
import { formatPaise } from "../../shared/billing/paise";
import { billsQuery, createBillInput, paymentInput, type Receipt } from "../../shared/schemas/bills";
import { uuid } from "../../shared/schemas/fields";
import { ownRestaurantId, ownRow, requireAdmin, requireStaff } from "../auth/guards";
import { findBill, findBillIssuer, listBillsOfDay, listOpenBills, listPaymentsOf, makeBill, recordPayment } from "../db/bills";
import { findTable } from "../db/tables";
import type { AppEnv } from "../env";
import { conflict, notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import { jsonBody, pathParams, queryParams } from "../validate";

const BILL_NOT_FOUND = "Bill not found";
const billParams = z.object({ id: uuid() });

/** Bills and their payments (docs/billing.md): any staff of the restaurant makes, reads and settles them. */
export const billsRoutes = new Hono<AppEnv>()
  // One job of the writer does it all (api/db/bills.ts), so two devices billing one table get one bill.
  .post(API_PATHS.bills, requireStaff, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { tableId } = await jsonBody(c, createBillInput);
    const user = c.get("user");
    return idempotentWrite(c, user.id, async (trx) => {
      const table = await findTable(trx, tableId);
      // Another restaurant's table is as unknown here as no table at all.
      if (!table || table.restaurantId !== restaurantId) throw notFound("Table not found");
      const made = await makeBill(trx, { restaurantId, table, userId: user.id, now: new Date() });
      if (!made.created) return { status: 200, body: made.bill };
      return { status: 201, body: made.bill, changed: { restaurantId, topics: ["bills", "serviceRequests"] } };
    });
  })

  // With `date`, that day's bills (IST); without, what a staff device keeps: today's and every unpaid one.
  .get(API_PATHS.bills, requireStaff, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { date } = queryParams(c, billsQuery);
    const db = c.get("services").db;
    return c.json(date === undefined ? await listOpenBills(db, restaurantId, new Date()) : await listBillsOfDay(db, restaurantId, date));
  })

  // The day close: a day's bills with their payments; the screen adds them up and makes the CSV.
  .get("/restaurants/:restaurantId/reports/day", requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { date = restaurantDate(new Date()) } = queryParams(c, billsQuery);
    const db = c.get("services").db;
    const bills = await listBillsOfDay(db, restaurantId, date);
    return c.json({
      date,
      bills,
      payments: await listPaymentsOf(
        db,
        bills.map((bill) => bill.id),
      ),
    });
  })

  .get("/bills/:id", requireStaff, async (c) => {
    const { id } = pathParams(c, billParams);
    return c.json(ownRow(c.get("user"), await findBill(c.get("services").db, id), BILL_NOT_FOUND));
  })

  // What a printed bill carries: the bill and its issuer's details as they were when it was made.
  .get("/bills/:id/receipt", requireStaff, async (c) => {
    const { id } = pathParams(c, billParams);
    const db = c.get("services").db;
    const bill = ownRow(c.get("user"), await findBill(db, id), BILL_NOT_FOUND);
    const issuer = await findBillIssuer(db, id);
    if (!issuer) throw notFound(BILL_NOT_FOUND);
    return c.json({ bill, issuer } satisfies Receipt);
  })

  .post(API_PATHS.billPayments, requireStaff, async (c) => {
    const { id } = pathParams(c, billParams);
    const input = await jsonBody(c, paymentInput);
    const user = c.get("user");
    return idempotentWrite(
      c,
      user.id,
      async (trx) => {
        const bill = ownRow(user, await findBill(trx, id), BILL_NOT_FOUND);
        if (bill.status === "paid") throw conflict(`Bill ${bill.number} is already paid`, { bill });
        const due = bill.totalPaise - bill.paidPaise;
        if (input.amountPaise > due) throw conflict(`Only ${formatPaise(due)} is due on bill ${bill.number}`, { bill });
        return {
          status: 200,
          body: await recordPayment(trx, bill, input, user.id, new Date()),
          changed: { restaurantId: bill.restaurantId, topics: ["bills", "orders"] },
        };
      },
      { checksBeforeWriting: true },
    );
  });
