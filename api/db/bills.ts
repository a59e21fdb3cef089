import * as z from "zod/mini";
import { billNumber, financialYearOf, restaurantDate, restaurantDayBounds } from "../../shared/billing/bill-number";
import { billTotals, mergeLines } from "../../shared/billing/gst";
import { afterPayment } from "../../shared/billing/paid";
import { formatPaise } from "../../shared/billing/paise";
import { upiLink } from "../../shared/billing/upi";
import { BILL_TOTAL_MAX_PAISE } from "../../shared/money";
import {
  type Bill,
  type BillIssuer,
  billIssuer,
  billLine,
  PAYMENT_METHODS,
  type Payment,
  type PaymentInput,
} from "../../shared/schemas/bills";
import { orderLine } from "../../shared/schemas/orders";
import { conflict } from "../errors";
import type { Db } from "./connection";
import { uuidv7 } from "./ids";
import type { BillRow } from "./schema";
import { findSettings } from "./settings";
import { holdOrdersAtTable } from "./table-moves";
import { expectOneRow } from "./write-runner";

const storedLines = z.array(billLine);
const orderLines = z.array(orderLine);

function toBill(row: BillRow, orderIds: string[]): Bill {
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
    status: row.status === "paid" ? "paid" : "unpaid",
    upiLink: row.upiLink,
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
  return rows.map((row) =>
    toBill(
      row,
      links.filter((link) => link.billId === row.id).map((link) => link.orderId),
    ),
  );
}

export async function findBill(db: Db, id: string): Promise<Bill | null> {
  const row = await db.selectFrom("bills").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? ((await withOrders(db, [row]))[0] ?? null) : null;
}

/** The issuer's details a bill was made with, for its receipt. */
export async function findBillIssuer(db: Db, id: string): Promise<BillIssuer | null> {
  const row = await db.selectFrom("bills").select("issuer").where("id", "=", id).executeTakeFirst();
  return row ? billIssuer.parse(JSON.parse(row.issuer)) : null;
}

/** Bills made on one day of the restaurant (IST), oldest first. */
export async function listBillsOfDay(db: Db, restaurantId: string, date: string): Promise<Bill[]> {
  const { from, to } = restaurantDayBounds(date);
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
  const { from } = restaurantDayBounds(restaurantDate(now));
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
    .select(["billId", "method", "amountPaise", "tenderedPaise", "createdAt"])
    .where("billId", "in", [...billIds])
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    ...row,
    method: PAYMENT_METHODS.find((method) => method === row.method) ?? "cash",
    changePaise: changeOf(row),
  }));
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

/** The table's open orders no bill holds yet, oldest first; completed orders were settled before billing. */
async function unbilledOrders(db: Db, restaurantId: string, tableId: string) {
  return db
    .selectFrom("orders")
    .leftJoin("billOrders", "billOrders.orderId", "orders.id")
    .select(["orders.id", "orders.items", "orders.updatedAt"])
    .where("orders.restaurantId", "=", restaurantId)
    .where("orders.tableId", "=", tableId)
    .where("orders.status", "!=", "completed")
    .where("billOrders.billId", "is", null)
    .orderBy("orders.orderTime")
    .orderBy("orders.id")
    .execute();
}

async function latestUnpaidBillOfTable(db: Db, tableId: string): Promise<Bill | null> {
  const row = await db
    .selectFrom("bills")
    .selectAll()
    .where("tableId", "=", tableId)
    .where("status", "=", "unpaid")
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? ((await withOrders(db, [row]))[0] ?? null) : null;
}

/** The next number of the restaurant's financial year, counted in the bill's own transaction. */
async function nextSequence(db: Db, restaurantId: string, financialYear: string): Promise<number> {
  const row = await db
    .insertInto("billCounters")
    .values({ restaurantId, financialYear, lastSequence: 1 })
    .onConflict((oc) =>
      oc
        .columns(["restaurantId", "financialYear"])
        .doUpdateSet((eb) => ({ lastSequence: eb(eb.ref("billCounters.lastSequence"), "+", 1) })),
    )
    .returning("lastSequence")
    .executeTakeFirstOrThrow();
  return row.lastSequence;
}

interface MadeBill {
  bill: Bill;
  /** False when the table had nothing new and its open bill was answered instead (two devices at once). */
  created: boolean;
}

/**
 * Makes the bill of a table's unbilled orders (docs/billing.md). Runs as one writer job: the counter,
 * the bill and its orders commit together or not at all, and jobs run one after another (on PostgreSQL
 * the bill-order key refuses a second job's link and it runs again: decision 072), so a second device
 * asking for the same table finds the orders taken and gets the open bill back.
 */
export async function makeBill(
  db: Db,
  { restaurantId, table, userId, now }: { restaurantId: string; table: { id: string; tableNumber: string }; userId: string; now: Date },
): Promise<MadeBill> {
  const orders = await unbilledOrders(db, restaurantId, table.id);
  if (orders.length === 0) {
    const open = await latestUnpaidBillOfTable(db, table.id);
    if (open) return { bill: open, created: false };
    throw conflict(`Table ${table.tableNumber} has no unbilled order`);
  }
  const settings = await findSettings(db, restaurantId);
  if (!settings) throw conflict("This restaurant no longer exists");
  const lines = mergeLines(orders.flatMap((order) => orderLines.parse(JSON.parse(order.items))));
  const totals = billTotals(lines, settings);
  if (totals.totalPaise > BILL_TOTAL_MAX_PAISE) {
    throw conflict(`A bill can be at most ${formatPaise(BILL_TOTAL_MAX_PAISE)}: Table ${table.tableNumber}'s orders come to more`);
  }
  // The orders must still be at the table and as read when the bill takes them (a move or another bill may be under way: decision 087).
  await holdOrdersAtTable(db, orders, table.id, now.toISOString());
  const financialYear = financialYearOf(now);
  const number = billNumber(financialYear, await nextSequence(db, restaurantId, financialYear));
  const createdAt = now.toISOString();
  const issuer: BillIssuer = {
    legalName: settings.legalName,
    address: settings.address,
    phone: settings.phone,
    gstin: settings.gstin,
    fssaiNumber: settings.fssaiNumber,
    gstMode: settings.gstMode,
    pricesIncludeGst: settings.pricesIncludeGst,
    billFooter: settings.billFooter,
  };
  const link = settings.upiId
    ? upiLink({ upiId: settings.upiId, payee: settings.upiPayee || settings.legalName, totalPaise: totals.totalPaise, billNumber: number })
    : null;
  const id = uuidv7(now.getTime());
  const row = await db
    .insertInto("bills")
    .values({
      id,
      restaurantId,
      tableId: table.id,
      tableNumber: table.tableNumber,
      number,
      createdAt,
      createdBy: userId,
      lines: JSON.stringify(lines),
      ...totals,
      paidPaise: 0,
      status: "unpaid",
      paidAt: null,
      upiLink: link,
      issuer: JSON.stringify(issuer),
      updatedAt: createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto("billOrders")
    .values(orders.map((order) => ({ orderId: order.id, billId: id })))
    .execute();
  // The bill answers the table's Ask for Bill: its call is done with the bill, in the same job.
  await db
    .updateTable("serviceRequests")
    .set((eb) => ({ status: "done", doneAt: createdAt, acknowledgedAt: eb.fn.coalesce("acknowledgedAt", eb.val(createdAt)) }))
    .where("tableId", "=", table.id)
    .where("kind", "=", "bill")
    .where("status", "!=", "done")
    .execute();
  return {
    bill: toBill(
      row,
      orders.map((order) => order.id),
    ),
    created: true,
  };
}

/**
 * Records a payment the caller has checked on `bill` as it read it (unpaid, the amount at most what is
 * due). Paid in full, the bill is paid and its served orders are completed; orders still in the
 * kitchen go on. Throws WriteRaced when the bill changed since it was read.
 */
export async function recordPayment(
  db: Db,
  bill: Bill,
  { method, amountPaise, tenderedPaise }: PaymentInput,
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
  // The party now at the table: its bills, and any bill still unpaid whatever its time.
  const current = since === null ? latest : latest.where((eb) => eb.or([eb("createdAt", ">=", since), eb("status", "=", "unpaid")]));
  const bill = seenLately ? known : await current.executeTakeFirst();
  if (!bill) return { bill: null };
  return { bill: (await withOrders(db, [bill]))[0] ?? null };
}
