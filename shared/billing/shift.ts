import type { PaymentMethod } from "../schemas/bills";
import type { CashEntryKind } from "../schemas/shifts";

/**
 * A cash drawer's shift added up (docs/api.md, Shifts): the X report at any time, the Z report at
 * close. Pure, so the arithmetic has property tests; amounts in paise.
 */
export interface ShiftCashEntry {
  kind: CashEntryKind;
  amountPaise: number;
  reason: string;
  createdAt: string;
}

/**
 * What changed bills add to a shift (discounts, voids, cancellations, refunds, tips): the bill
 * changes' audit trail fills these in (api/db/shifts.ts `billChangesOfShift`); zero until it exists.
 */
export interface BillChanges {
  tipsPaise: number;
  discountsPaise: number;
  voidsPaise: number;
  cancellationsPaise: number;
  refundsPaise: number;
  /** Refunds paid out of the drawer: they leave the cash expected. */
  cashRefundsPaise: number;
  /** Tips taken in cash on top of bills: they are in the drawer. */
  cashTipsPaise: number;
}

export const NO_BILL_CHANGES: BillChanges = {
  tipsPaise: 0,
  discountsPaise: 0,
  voidsPaise: 0,
  cancellationsPaise: 0,
  refundsPaise: 0,
  cashRefundsPaise: 0,
  cashTipsPaise: 0,
};

interface ShiftBill {
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/** An unpaid bill at the report's time: carried to the next shift, never dropped. */
export interface CarriedBill {
  id: string;
  number: string;
  tableNumber: string;
  totalPaise: number;
  duePaise: number;
}

export interface ShiftReportInput {
  shiftId: string;
  openedAt: string;
  floatPaise: number;
  cashEntries: readonly ShiftCashEntry[];
  /** The bills made during the shift. */
  bills: readonly ShiftBill[];
  /** The payments taken during the shift, whatever bill they settle. */
  payments: readonly { method: PaymentMethod; amountPaise: number }[];
  changes: BillChanges;
  openBills: readonly CarriedBill[];
}

export interface ShiftReport extends BillChanges {
  shiftId: string;
  openedAt: string;
  floatPaise: number;
  cashInPaise: number;
  cashOutPaise: number;
  cashEntries: ShiftCashEntry[];
  billCount: number;
  /** Net sales: the bills' subtotals, before GST and round-off. */
  salesPaise: number;
  gstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  billedPaise: number;
  payments: Record<PaymentMethod, number>;
  /** Float, cash taken, cash in and cash tips, less cash out and cash refunds. */
  expectedCashPaise: number;
  openBills: CarriedBill[];
}

/** The Z report: the X report at close with the blind count and its variance (negative is a shortfall). */
export interface ZReport extends ShiftReport {
  closedAt: string;
  countedPaise: number;
  variancePaise: number;
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);

/** The X report: where the shift stands now. */
export function shiftReport(input: ShiftReportInput): ShiftReport {
  const { bills, payments, cashEntries, changes } = input;
  const byMethod: Record<PaymentMethod, number> = { cash: 0, upi: 0, card: 0 };
  for (const payment of payments) byMethod[payment.method] += payment.amountPaise;
  const cashInPaise = sum(
    cashEntries.filter((entry) => entry.kind === "in"),
    (entry) => entry.amountPaise,
  );
  const cashOutPaise = sum(
    cashEntries.filter((entry) => entry.kind === "out"),
    (entry) => entry.amountPaise,
  );
  const cgstPaise = sum(bills, (bill) => bill.cgstPaise);
  const sgstPaise = sum(bills, (bill) => bill.sgstPaise);
  return {
    shiftId: input.shiftId,
    openedAt: input.openedAt,
    floatPaise: input.floatPaise,
    cashInPaise,
    cashOutPaise,
    cashEntries: [...cashEntries],
    billCount: bills.length,
    salesPaise: sum(bills, (bill) => bill.subtotalPaise),
    gstPaise: cgstPaise + sgstPaise,
    cgstPaise,
    sgstPaise,
    billedPaise: sum(bills, (bill) => bill.totalPaise),
    payments: byMethod,
    ...changes,
    expectedCashPaise: input.floatPaise + byMethod.cash + cashInPaise + changes.cashTipsPaise - cashOutPaise - changes.cashRefundsPaise,
    openBills: [...input.openBills],
  };
}

/** The Z report: the shift at `closedAt` against the cash counted blind. */
export function zReport(input: ShiftReportInput, countedPaise: number, closedAt: string): ZReport {
  const report = shiftReport(input);
  return { ...report, closedAt, countedPaise, variancePaise: countedPaise - report.expectedCashPaise };
}
