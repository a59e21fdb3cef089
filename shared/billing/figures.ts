import type { Bill } from "../schemas/bills";
import { restaurantDate } from "./bill-number";

/**
 * The restaurant's money figures, defined once (docs/billing.md, The figures): every screen that shows
 * sales reads them from here under these labels, so the dashboard, Reports and the CSV agree to the paisa.
 * They count bills, never orders: an order is not a sale until it is on a bill.
 */
export interface SalesFigures {
  billCount: number;
  /** What the food sold for, before GST and round-off. */
  netSalesPaise: number;
  /** CGST plus SGST on the bills made: owed when a bill is made, not when it is paid. */
  gstPaise: number;
  /** What the bills ask for: net sales, GST and round-off. */
  billedPaise: number;
  paidPaise: number;
  /** What is still due on the bills. */
  outstandingPaise: number;
}

export const SALES_FIGURE_LABELS = {
  netSalesPaise: "Net Sales",
  gstPaise: "GST on Bills Made",
  billedPaise: "Billed",
  paidPaise: "Paid",
  outstandingPaise: "Outstanding",
} as const satisfies Partial<Record<keyof SalesFigures, string>>;

type FigureBill = Pick<Bill, "subtotalPaise" | "cgstPaise" | "sgstPaise" | "totalPaise" | "paidPaise"> & Partial<Pick<Bill, "status">>;

/** A cancelled bill (its split parts or its re-made bill stand for it) is no sale: every figure leaves it out. */
export function salesFigures(all: readonly FigureBill[]): SalesFigures {
  const bills = all.filter((bill) => bill.status !== "cancelled");
  const sum = (pick: (bill: FigureBill) => number) => bills.reduce((total, bill) => total + pick(bill), 0);
  const billedPaise = sum((bill) => bill.totalPaise);
  const paidPaise = sum((bill) => bill.paidPaise);
  return {
    billCount: bills.length,
    netSalesPaise: sum((bill) => bill.subtotalPaise),
    gstPaise: sum((bill) => bill.cgstPaise + bill.sgstPaise),
    billedPaise,
    paidPaise,
    outstandingPaise: billedPaise - paidPaise,
  };
}

/** The bills made on the restaurant's business day (IST, ending at `dayEndsAt`) that contains `now`: the dashboard's "today". */
export function billsOfDay<T extends Pick<Bill, "createdAt">>(bills: readonly T[], now: Date, dayEndsAt?: string): T[] {
  const today = restaurantDate(now, dayEndsAt);
  return bills.filter((bill) => restaurantDate(new Date(bill.createdAt), dayEndsAt) === today);
}
