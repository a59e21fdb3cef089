import { AUDIT_KIND_LABELS, type AuditEntry, type AuditKind } from "../schemas/audit";
import type { Bill, Payment, PaymentMethod } from "../schemas/bills";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "../schemas/bills";
import { restaurantClock } from "./bill-number";
import { type SalesFigures, salesFigures } from "./figures";
import { paiseAsDecimal } from "./paise";

export interface DaySummary extends SalesFigures {
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  byMethod: Record<PaymentMethod, number>;
  unpaid: Bill[];
}

/** A day's bills added up (docs/billing.md, Day close): the sales figures, each tax, what each payment method brought. */
export function summarizeDay(all: readonly Bill[], payments: readonly Payment[]): DaySummary {
  const bills = all.filter((bill) => bill.status !== "cancelled");
  const sum = (pick: (bill: Bill) => number) => bills.reduce((total, bill) => total + pick(bill), 0);
  const ids = new Set(bills.map((bill) => bill.id));
  const byMethod = { upi: 0, cash: 0, card: 0 };
  for (const payment of payments) if (ids.has(payment.billId)) byMethod[payment.method] += payment.amountPaise;
  return {
    ...salesFigures(bills),
    cgstPaise: sum((bill) => bill.cgstPaise),
    sgstPaise: sum((bill) => bill.sgstPaise),
    roundOffPaise: sum((bill) => bill.roundOffPaise),
    byMethod,
    unpaid: bills.filter((bill) => bill.status === "unpaid"),
  };
}

const CSV_HEADER = [
  "Bill number",
  "Created at (IST)",
  "Table",
  "Subtotal",
  "CGST",
  "SGST",
  "Round off",
  "Total",
  "Paid",
  "Status",
  "UPI",
  "Cash",
  "Card",
];

/** A field as RFC 4180 wants it, and never read as a formula by a spreadsheet. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

// Excel on Windows reads a CSV without a byte order mark as ANSI, and Hindi names turn to garbage.
export const UTF8_BOM = "\uFEFF";

/** The audit kinds that move money, in the order the day's report lists them. */
const MONEY_KINDS: readonly AuditKind[] = ["discount", "complimentary", "void", "cancel", "refund"];

const CHANGES_HEADER = ["Change", "By", "Reason or staff member", "Count", "Amount"];

/**
 * The day's bills as CSV, one row per bill, amounts in rupees with two decimals, and a totals row; then,
 * after an empty line, the day's discounts, voids, cancellations and refunds totalled by reason and by
 * staff member (docs/billing.md, Day close), when there were any.
 */
export function billsCsv(bills: readonly Bill[], payments: readonly Payment[], changes: readonly AuditEntry[] = []): string {
  const paidBy = (bill: Bill, method: PaymentMethod) =>
    payments
      .filter((payment) => payment.billId === bill.id && payment.method === method)
      .reduce((sum, payment) => sum + payment.amountPaise, 0);
  const rows = bills.map((bill) => [
    bill.number,
    restaurantClock(new Date(bill.createdAt)),
    bill.tableNumber,
    ...[bill.subtotalPaise, bill.cgstPaise, bill.sgstPaise, bill.roundOffPaise, bill.totalPaise, bill.paidPaise].map(paiseAsDecimal),
    bill.status,
    ...PAYMENT_METHODS.map((method) => paiseAsDecimal(paidBy(bill, method))),
  ]);
  const day = summarizeDay(bills, payments);
  const totals = [
    "Total",
    "",
    "",
    ...[day.netSalesPaise, day.cgstPaise, day.sgstPaise, day.roundOffPaise, day.billedPaise, day.paidPaise].map(paiseAsDecimal),
    "",
    ...PAYMENT_METHODS.map((method) => paiseAsDecimal(day.byMethod[method])),
  ];
  const table = (lines: string[][]) => lines.map((row) => row.map(csvField).join(",")).join("\r\n");
  const changeRows = changeTotals(changes)
    .sort((a, b) => MONEY_KINDS.indexOf(a.kind) - MONEY_KINDS.indexOf(b.kind) || a.by.localeCompare(b.by) || a.key.localeCompare(b.key))
    .map((row) => [
      AUDIT_KIND_LABELS[row.kind],
      row.by === "reason" ? "Reason" : "Staff",
      row.key,
      String(row.count),
      paiseAsDecimal(row.paise),
    ]);
  const blocks = [table([CSV_HEADER, ...rows, totals]), ...(changeRows.length > 0 ? [table([CHANGES_HEADER, ...changeRows])] : [])];
  return `${UTF8_BOM}${blocks.join("\r\n\r\n")}\r\n`;
}

/** Money changes of a day (audit entries) totalled by kind, then by reason and by staff member, in paise. */
export function changeTotals(
  changes: readonly AuditEntry[],
): { kind: AuditKind; by: "reason" | "staff"; key: string; count: number; paise: number }[] {
  const rows = new Map<string, { kind: AuditKind; by: "reason" | "staff"; key: string; count: number; paise: number }>();
  for (const entry of changes) {
    if (!MONEY_KINDS.includes(entry.kind)) continue;
    for (const [by, key] of [
      ["reason", entry.reason],
      ["staff", entry.username],
    ] as const) {
      const id = `${entry.kind}\u0000${by}\u0000${key}`;
      const row = rows.get(id) ?? { kind: entry.kind, by, key, count: 0, paise: 0 };
      row.count += 1;
      row.paise += entry.amountPaise;
      rows.set(id, row);
    }
  }
  return [...rows.values()];
}

/** Tips of a day's payments per staff member who took them, in paise. */
export function tipsByStaff(payments: readonly Payment[]): { staff: string; paise: number }[] {
  const tips = new Map<string, number>();
  for (const payment of payments) if (payment.tipPaise > 0) tips.set(payment.takenBy, (tips.get(payment.takenBy) ?? 0) + payment.tipPaise);
  return [...tips].map(([staff, paise]) => ({ staff, paise }));
}

export const methodLabel = (method: PaymentMethod): string => PAYMENT_METHOD_LABELS[method];
