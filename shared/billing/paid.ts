/**
 * What a bill's payments are checked against, in paise: its total, what has been paid so far, and the
 * advance of a booking seated at its table (a deposit taken before: it counts against what is due, and
 * GST stays on the whole total, since an advance is not a discount; docs/decisions/103-advance-on-the-bill.md).
 */
export interface PaidSoFar {
  totalPaise: number;
  paidPaise: number;
  advancePaise: number;
}

/** What is still due on a bill: its total less the advance and the payments. */
export const duePaise = ({ totalPaise, paidPaise, advancePaise }: PaidSoFar): number => totalPaise - advancePaise - paidPaise;

/** A bill is paid exactly when its payments and advance add up to its total (they never exceed it: docs/billing.md). */
export const isPaidInFull = (bill: PaidSoFar): boolean => duePaise(bill) === 0;

/** The bill's paid amount and status once a payment of `amountPaise` (at most what is due) is added. */
export function afterPayment(bill: PaidSoFar, amountPaise: number): { paidPaise: number; status: "paid" | "unpaid" } {
  const paidPaise = bill.paidPaise + amountPaise;
  return { paidPaise, status: isPaidInFull({ ...bill, paidPaise }) ? "paid" : "unpaid" };
}

/** The advance a new bill takes from a booking's deposits: what earlier bills of the sitting left, at most the bill's total. */
export function advanceFor(totalPaise: number, depositPaise: number, usedPaise: number): number {
  return Math.max(0, Math.min(totalPaise, depositPaise - usedPaise));
}
