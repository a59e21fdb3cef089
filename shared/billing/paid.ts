/** What a bill's payments are checked against: its total and what has been paid so far, in paise. */
export interface PaidSoFar {
  totalPaise: number;
  paidPaise: number;
}

/** What is still due on a bill. */
export const duePaise = ({ totalPaise, paidPaise }: PaidSoFar): number => totalPaise - paidPaise;

/** A bill is paid exactly when its payments add up to its total (they never exceed it: docs/billing.md). */
export const isPaidInFull = ({ totalPaise, paidPaise }: PaidSoFar): boolean => paidPaise === totalPaise;

/** The bill's paid amount and status once a payment of `amountPaise` (at most what is due) is added. */
export function afterPayment(bill: PaidSoFar, amountPaise: number): { paidPaise: number; status: "paid" | "unpaid" } {
  const paidPaise = bill.paidPaise + amountPaise;
  return { paidPaise, status: isPaidInFull({ totalPaise: bill.totalPaise, paidPaise }) ? "paid" : "unpaid" };
}
