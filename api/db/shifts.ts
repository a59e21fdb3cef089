import {
  type BillChanges,
  type CarriedBill,
  NO_BILL_CHANGES,
  type ShiftCashEntry,
  type ShiftReportInput,
  type ZReport,
} from "../../shared/billing/shift";
import { PAYMENT_METHODS, type PaymentMethod } from "../../shared/schemas/bills";
import { CASH_ENTRY_KINDS, type CashEntryInput } from "../../shared/schemas/shifts";
import type { Db } from "./connection";
import { uuidv7 } from "./ids";
import { expectOneRow } from "./write-runner";

/** A shift as the API answers it (docs/api.md, Shifts); `zReport` only once closed. */
export interface Shift {
  id: string;
  restaurantId: string;
  openedAt: string;
  floatPaise: number;
  status: "open" | "closed";
  closedAt: string | null;
  zReport: ZReport | null;
}

const SHIFT_COLUMNS = ["id", "restaurantId", "openedAt", "floatPaise", "status", "closedAt", "zReport"] as const;

function toShift(row: {
  id: string;
  restaurantId: string;
  openedAt: string;
  floatPaise: number;
  status: string;
  closedAt: string | null;
  zReport: string | null;
}): Shift {
  return {
    ...row,
    status: row.status === "closed" ? "closed" : "open",
    // Only this module writes the column: a parse failure is a bug worth a loud 500.
    zReport: row.zReport === null ? null : (JSON.parse(row.zReport) as ZReport),
  };
}

export async function findShift(db: Db, id: string): Promise<Shift | null> {
  const row = await db.selectFrom("shifts").select(SHIFT_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toShift(row) : null;
}

export async function findOpenShift(db: Db, restaurantId: string): Promise<Shift | null> {
  const row = await db
    .selectFrom("shifts")
    .select(SHIFT_COLUMNS)
    .where("restaurantId", "=", restaurantId)
    .where("status", "=", "open")
    .executeTakeFirst();
  return row ? toShift(row) : null;
}

/** The restaurant's latest shifts, newest first. */
export async function listShifts(db: Db, restaurantId: string, limit: number): Promise<Shift[]> {
  const rows = await db
    .selectFrom("shifts")
    .select(SHIFT_COLUMNS)
    .where("restaurantId", "=", restaurantId)
    .orderBy("openedAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toShift);
}

/** Opens a shift; the partial unique index refuses a second open one, so a racing open runs again and finds this one. */
export async function openShift(db: Db, restaurantId: string, floatPaise: number, userId: string, now: Date): Promise<Shift> {
  const shift = { id: uuidv7(now.getTime()), restaurantId, openedAt: now.toISOString(), floatPaise, status: "open" as const };
  await db
    .insertInto("shifts")
    .values({ ...shift, openedBy: userId })
    .execute();
  return { ...shift, closedAt: null, zReport: null };
}

export async function addCashEntry(db: Db, shiftId: string, entry: CashEntryInput, userId: string, now: Date): Promise<ShiftCashEntry> {
  const createdAt = now.toISOString();
  await db
    .insertInto("shiftCashEntries")
    .values({ id: uuidv7(now.getTime()), shiftId, ...entry, createdAt, createdBy: userId })
    .execute();
  return { ...entry, createdAt };
}

const kindOf = (kind: string) => CASH_ENTRY_KINDS.find((known) => known === kind) ?? "in";
const methodOf = (method: string): PaymentMethod => PAYMENT_METHODS.find((known) => known === method) ?? "cash";

/**
 * What the bill changes (discounts, voids, cancellations, refunds, tips) add to a shift between
 * `from` and `to`: the one place the bill changes' audit trail plugs in. Until it lands, none.
 */
export async function billChangesOfShift(_db: Db, _restaurantId: string, _from: string, _to: string): Promise<BillChanges> {
  return NO_BILL_CHANGES;
}

/** Everything a report of the shift needs, as it stands at `at`. */
export async function shiftReportInput(db: Db, shift: Shift, at: string): Promise<ShiftReportInput> {
  const entries = await db
    .selectFrom("shiftCashEntries")
    .select(["kind", "amountPaise", "reason", "createdAt"])
    .where("shiftId", "=", shift.id)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  const bills = await db
    .selectFrom("bills")
    .select(["subtotalPaise", "cgstPaise", "sgstPaise", "totalPaise"])
    .where("restaurantId", "=", shift.restaurantId)
    .where("createdAt", ">=", shift.openedAt)
    .where("createdAt", "<", at)
    .execute();
  const payments = await db
    .selectFrom("billPayments")
    .innerJoin("bills", "bills.id", "billPayments.billId")
    .select(["billPayments.method", "billPayments.amountPaise"])
    .where("bills.restaurantId", "=", shift.restaurantId)
    .where("billPayments.createdAt", ">=", shift.openedAt)
    .where("billPayments.createdAt", "<", at)
    .execute();
  const unpaid = await db
    .selectFrom("bills")
    .select(["id", "number", "tableNumber", "totalPaise", "paidPaise"])
    .where("restaurantId", "=", shift.restaurantId)
    .where("status", "=", "unpaid")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  const openBills: CarriedBill[] = unpaid.map(({ paidPaise, ...bill }) => ({ ...bill, duePaise: bill.totalPaise - paidPaise }));
  return {
    shiftId: shift.id,
    openedAt: shift.openedAt,
    floatPaise: shift.floatPaise,
    cashEntries: entries.map((entry) => ({ ...entry, kind: kindOf(entry.kind) })),
    bills,
    payments: payments.map((payment) => ({ method: methodOf(payment.method), amountPaise: payment.amountPaise })),
    changes: await billChangesOfShift(db, shift.restaurantId, shift.openedAt, at),
    openBills,
  };
}

/**
 * Holds the shift open for a write that must land before any close: a conditional update that locks
 * the row on PostgreSQL, so a close waits for this write (and then counts it) or has already closed
 * and this job runs again and finds it closed. Throws WriteRaced when the shift closed meanwhile.
 */
export async function holdShiftOpen(db: Db, shiftId: string): Promise<void> {
  const held = await db
    .updateTable("shifts")
    .set((eb) => ({ status: eb.ref("status") }))
    .where("id", "=", shiftId)
    .where("status", "=", "open")
    .executeTakeFirst();
  expectOneRow(held.numUpdatedRows, "The shift");
}

/**
 * Closes an open shift, first of all in the job: the update holds only while the row is still open,
 * so of two closes at once (two devices or two processes) one closes and the other runs again and
 * finds it closed; a cash entry racing it either landed before (and is counted) or finds it closed
 * (docs/decisions/092-shifts-and-the-business-day.md). The Z report is then written once, in the same job.
 */
export async function markShiftClosed(db: Db, shift: Shift, closedAt: string, countedPaise: number, userId: string): Promise<void> {
  const updated = await db
    .updateTable("shifts")
    .set({ status: "closed", closedAt, closedBy: userId, countedPaise })
    .where("id", "=", shift.id)
    .where("status", "=", "open")
    .executeTakeFirst();
  expectOneRow(updated.numUpdatedRows, "The shift");
}

export async function saveZReport(db: Db, shift: Shift, report: ZReport): Promise<Shift> {
  await db
    .updateTable("shifts")
    .set({ zReport: JSON.stringify(report) })
    .where("id", "=", shift.id)
    .where("zReport", "is", null)
    .execute();
  return { ...shift, status: "closed", closedAt: report.closedAt, zReport: report };
}
