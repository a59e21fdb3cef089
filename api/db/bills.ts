import * as z from "zod/mini";
import { billNumber, financialYearOf, restaurantDate, restaurantDayBounds } from "../../shared/billing/bill-number";
import { billTotals, mergeLines } from "../../shared/billing/gst";
import { upiLink } from "../../shared/billing/upi";
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
    .select(["billId", "method", "amountPaise", "createdAt"])
    .where("billId", "in", [...billIds])
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, method: PAYMENT_METHODS.find((method) => method === row.method) ?? "cash" }));
}

/** The table's open orders no bill holds yet, oldest first; completed orders were settled before billing. */
async function unbilledOrders(db: Db, restaurantId: string, tableId: string) {
  return db
    .selectFrom("orders")
    .leftJoin("billOrders", "billOrders.orderId", "orders.id")
    .select(["orders.id", "orders.items"])
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
 * the bill and its orders commit together or not at all, and jobs run one after another, so a second
 * device asking for the same table finds the orders taken and gets the open bill back.
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
 * Records a payment the caller has checked (the bill unpaid, the amount at most what is due). Paid in
 * full, the bill is paid and its served orders are completed; orders still in the kitchen go on.
 */
export async function recordPayment(db: Db, bill: Bill, { method, amountPaise }: PaymentInput, userId: string, now: Date): Promise<Bill> {
  const at = now.toISOString();
  const paidPaise = bill.paidPaise + amountPaise;
  const status = paidPaise === bill.totalPaise ? "paid" : "unpaid";
  await db
    .insertInto("billPayments")
    .values({ id: uuidv7(now.getTime()), billId: bill.id, method, amountPaise, createdAt: at, createdBy: userId })
    .execute();
  await db
    .updateTable("bills")
    .set({ paidPaise, status, paidAt: status === "paid" ? at : null, updatedAt: at })
    .where("id", "=", bill.id)
    .execute();
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

/** How long a paid bill still shows on the diner's page: long enough to see "Paid", short enough for the next party. */
const PAID_BILL_SHOWN_MS = 30 * 60_000;

/**
 * The bill the diner at this table should see: the latest, unless it was paid a while ago (`bill`
 * null for none yet). Null when no open table of an open restaurant has this QR code.
 */
export async function findDinerBill(db: Db, qrCode: string, now: Date): Promise<{ bill: Bill | null } | null> {
  const row = await db
    .selectFrom("restaurantTables")
    .innerJoin("restaurants", "restaurants.id", "restaurantTables.restaurantId")
    .leftJoin("bills", (join) =>
      join.onRef("bills.tableId", "=", "restaurantTables.id").onRef("bills.restaurantId", "=", "restaurantTables.restaurantId"),
    )
    .select("bills.id")
    .where("restaurantTables.qrCode", "=", qrCode)
    .where("restaurantTables.isActive", "=", 1)
    .where("restaurants.isActive", "=", 1)
    .orderBy("bills.createdAt", "desc")
    .orderBy("bills.id", "desc")
    .executeTakeFirst();
  if (!row) return null;
  if (row.id === null) return { bill: null };
  const bill = await db.selectFrom("bills").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
  if (bill.paidAt !== null && now.getTime() - Date.parse(bill.paidAt) > PAID_BILL_SHOWN_MS) return { bill: null };
  return { bill: (await withOrders(db, [bill]))[0] ?? null };
}
