import * as z from "zod/mini";
import { restaurantDate, restaurantDayBounds } from "../../shared/billing/bill-number";
import { afterPayment } from "../../shared/billing/paid";
import {
  BILL_STATUSES,
  type Bill,
  type BillIssuer,
  type BillStatus,
  billIssuer,
  billLine,
  PAYMENT_METHODS,
  type Payment,
  type PaymentInput,
  type PaymentMethod,
  type Refund,
} from "../../shared/schemas/bills";
import type { Db } from "./connection";
import { uuidv7 } from "./ids";
import type { BillRow } from "./schema";
import { dayEndsAtOf } from "./settings";
import { expectOneRow } from "./write-runner";

const storedLines = z.array(billLine);

const statusOf = (status: string): BillStatus => BILL_STATUSES.find((known) => known === status) ?? "unpaid";

function toBill(row: BillRow, orderIds: string[], held: Bill["held"]): Bill {
  return {
    id: row.id,
    number: row.number,
    restaurantId: row.restaurantId,
    tableId: row.tableId,
    tableNumber: row.tableNumber,
    createdAt: row.createdAt,
    orderIds,
    // Only this module writes the column, so a parse failure is a bug worth a loud 500.
    lines: storedLines.parse(JSON.parse(row.lines)),
    subtotalPaise: row.subtotalPaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    roundOffPaise: row.roundOffPaise,
    totalPaise: row.totalPaise,
    paidPaise: row.paidPaise,
    status: statusOf(row.status),
    upiLink: row.upiLink,
    discountPaise: row.discountPaise,
    discountReason: row.discountReason,
    serviceChargePaise: row.serviceChargePaise,
    refundedPaise: row.refundedPaise,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    held,
    advancePaise: row.advancePaise,
  };
}

/** Bills with their orders, in the order of `rows`. */
async function withOrders(db: Db, rows: BillRow[]): Promise<Bill[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom("billOrders")
    .innerJoin("orders", "orders.id", "billOrders.orderId")
    .select(["billOrders.billId", "billOrders.orderId"])
    .where(
      "billOrders.billId",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("orders.orderTime")
    .orderBy("orders.id")
    .execute();
  const held = await db
    .selectFrom("billLines")
    .select(["billId", "lineId", "orderId", "quantity", "shareOf"])
    .where(
      "billId",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("lineId")
    .execute();
  return rows.map((row) =>
    toBill(
      row,
      links.filter((link) => link.billId === row.id).map((link) => link.orderId),
      held
        .filter((line) => line.billId === row.id)
        .map(({ lineId, orderId, quantity, shareOf }) => ({ lineId, orderId, quantity, shareOf })),
    ),
  );
}

/** Bills with their orders and held lines, in the order of `rows`. */
export const billsOf = withOrders;

export async function findBill(db: Db, id: string): Promise<Bill | null> {
  const row = await db.selectFrom("bills").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? ((await withOrders(db, [row]))[0] ?? null) : null;
}

/** The issuer's details a bill was made with, for its receipt. */
export async function findBillIssuer(db: Db, id: string): Promise<BillIssuer | null> {
  const row = await db.selectFrom("bills").select("issuer").where("id", "=", id).executeTakeFirst();
  return row ? billIssuer.parse(JSON.parse(row.issuer)) : null;
}

/** Bills made on one business day of the restaurant (IST, ending at its setting), oldest first. */
export async function listBillsOfDay(db: Db, restaurantId: string, date: string): Promise<Bill[]> {
  const { from, to } = restaurantDayBounds(date, await dayEndsAtOf(db, restaurantId));
  const rows = await db
    .selectFrom("bills")
    .selectAll()
    .where("restaurantId", "=", restaurantId)
    .where("createdAt", ">=", from)
    .where("createdAt", "<", to)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return withOrders(db, rows);
}

/** What a staff device keeps: today's bills and every bill still unpaid, oldest first. */
export async function listOpenBills(db: Db, restaurantId: string, now: Date): Promise<Bill[]> {
  const dayEndsAt = await dayEndsAtOf(db, restaurantId);
  const { from } = restaurantDayBounds(restaurantDate(now, dayEndsAt), dayEndsAt);
  const rows = await db
    .selectFrom("bills")
    .selectAll()
    .where("restaurantId", "=", restaurantId)
    .where((eb) => eb.or([eb("createdAt", ">=", from), eb("status", "=", "unpaid")]))
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return withOrders(db, rows);
}

export async function listPaymentsOf(db: Db, billIds: readonly string[]): Promise<Payment[]> {
  if (billIds.length === 0) return [];
  const rows = await db
    .selectFrom("billPayments")
    .leftJoin("users", "users.id", "billPayments.createdBy")
    .select([
      "billPayments.billId",
      "billPayments.method",
      "billPayments.amountPaise",
      "billPayments.tenderedPaise",
      "billPayments.tipPaise",
      "billPayments.createdAt",
      "users.username",
    ])
    .where("billPayments.billId", "in", [...billIds])
    .orderBy("billPayments.createdAt")
    .orderBy("billPayments.id")
    .execute();
  return rows.map(({ username, ...row }) => ({
    ...row,
    method: methodOf(row.method),
    changePaise: changeOf(row),
    takenBy: username ?? "",
  }));
}

const methodOf = (method: string): PaymentMethod => PAYMENT_METHODS.find((known) => known === method) ?? "cash";

/** The refunds recorded on these bills, oldest first. */
export async function listRefundsOf(db: Db, billIds: readonly string[]): Promise<Refund[]> {
  if (billIds.length === 0) return [];
  const rows = await db
    .selectFrom("billRefunds")
    .leftJoin("users", "users.id", "billRefunds.createdBy")
    .select([
      "billRefunds.billId",
      "billRefunds.method",
      "billRefunds.amountPaise",
      "billRefunds.reason",
      "billRefunds.createdAt",
      "users.username",
    ])
    .where("billRefunds.billId", "in", [...billIds])
    .orderBy("billRefunds.createdAt")
    .orderBy("billRefunds.id")
    .execute();
  return rows.map(({ username, ...row }) => ({ ...row, method: methodOf(row.method), takenBy: username ?? "" }));
}

/** The change given back on a payment: what was tendered above the amount, 0 when nothing was. */
export function changeOf({ amountPaise, tenderedPaise }: { amountPaise: number; tenderedPaise?: number | null }): number {
  return tenderedPaise == null ? 0 : tenderedPaise - amountPaise;
}

/** Who made a bill (the staff's username) and the diner's name of its oldest order that gave one, for its receipt. */
export async function findReceiptNames(db: Db, billId: string): Promise<{ madeBy: string; customerName: string }> {
  const maker = await db
    .selectFrom("bills")
    .leftJoin("users", "users.id", "bills.createdBy")
    .select("users.username")
    .where("bills.id", "=", billId)
    .executeTakeFirst();
  const diner = await db
    .selectFrom("billOrders")
    .innerJoin("orders", "orders.id", "billOrders.orderId")
    .select("orders.customerName")
    .where("billOrders.billId", "=", billId)
    .where("orders.customerName", "!=", "")
    .orderBy("orders.orderTime")
    .orderBy("orders.id")
    .executeTakeFirst();
  return { madeBy: maker?.username ?? "", customerName: diner?.customerName ?? "" };
}

/**
 * Records a payment the caller has checked on `bill` as it read it (unpaid, the amount at most what is
 * due). Paid in full, the bill is paid and its served orders are completed; orders still in the
 * kitchen go on. Throws WriteRaced when the bill changed since it was read.
 */
export async function recordPayment(
  db: Db,
  bill: Bill,
  { method, amountPaise, tenderedPaise, tipPaise }: PaymentInput,
  userId: string,
  now: Date,
): Promise<Bill> {
  const at = now.toISOString();
  const { paidPaise, status } = afterPayment(bill, amountPaise);
  await db
    .insertInto("billPayments")
    .values({
      id: uuidv7(now.getTime()),
      billId: bill.id,
      method,
      amountPaise,
      tenderedPaise: tenderedPaise ?? null,
      tipPaise: tipPaise ?? 0,
      createdAt: at,
      createdBy: userId,
    })
    .execute();
  // Only if no other payment landed since `bill` was read: else the job runs again on the new amount.
  const updated = await db
    .updateTable("bills")
    .set({ paidPaise, status, paidAt: status === "paid" ? at : null, updatedAt: at })
    .where("id", "=", bill.id)
    .where("status", "=", "unpaid")
    .where("paidPaise", "=", bill.paidPaise)
    .executeTakeFirst();
  expectOneRow(updated.numUpdatedRows, `Bill ${bill.number}`);
  if (status === "paid" && bill.orderIds.length > 0) {
    await db
      .updateTable("orders")
      .set({ status: "completed", completedAt: at, updatedAt: at })
      .where("id", "in", bill.orderIds)
      .where("status", "=", "served")
      .execute();
  }
  return { ...bill, paidPaise, status };
}

/** How long a phone that saw its bill may still read it after it was paid: long enough to see "Paid" at the counter. */
const PAID_BILL_SHOWN_MS = 30 * 60_000;

/**
 * The bill the diner at this table should see (docs/billing.md, A table's visit): the bill numbered
 * `number` when this phone already saw it (until a while after it was paid, even once its visit is
 * over), else the latest bill of the party now at the table; `bill` null for none. Null when no open
 * table of an open restaurant has this QR code.
 */
export async function findDinerBill(db: Db, qrCode: string, now: Date, number?: string): Promise<{ bill: Bill | null } | null> {
  const table = await db
    .selectFrom("restaurantTables")
    .innerJoin("restaurants", "restaurants.id", "restaurantTables.restaurantId")
    .select(["restaurantTables.id", "restaurantTables.visitStartedAt"])
    .where("restaurantTables.qrCode", "=", qrCode)
    .where("restaurantTables.isActive", "=", 1)
    .where("restaurants.isActive", "=", 1)
    .executeTakeFirst();
  if (!table) return null;
  const known =
    number === undefined
      ? undefined
      : await db.selectFrom("bills").selectAll().where("tableId", "=", table.id).where("number", "=", number).executeTakeFirst();
  const seenLately = known && (known.paidAt === null || now.getTime() - Date.parse(known.paidAt) <= PAID_BILL_SHOWN_MS);
  const latest = db.selectFrom("bills").selectAll().where("tableId", "=", table.id).orderBy("createdAt", "desc").orderBy("id", "desc");
  const since = table.visitStartedAt;
  // The party now at the table: its bills, and any bill still unpaid whatever its time. A bill paid by
  // the time the visit began closed the last visit, even when made in the same millisecond.
  const current =
    since === null
      ? latest
      : latest.where((eb) =>
          eb.or([
            eb("status", "=", "unpaid"),
            eb.and([eb("createdAt", ">=", since), eb.or([eb("paidAt", "is", null), eb("paidAt", ">", since)])]),
          ]),
        );
  const bill = seenLately ? known : await current.executeTakeFirst();
  if (!bill) return { bill: null };
  return { bill: (await withOrders(db, [bill]))[0] ?? null };
}
