/** Money is whole rupees everywhere: integers, never floats. */
const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** ₹12,999 and ₹1,00,000: Indian digit grouping. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/**
 * The largest order (whole rupees) and bill (paise) the app takes (docs/api.md, Amounts; decision 073):
 * both stores hold money in 32-bit integers, which end at ₹2,14,74,836.47 in paise, so anything larger is
 * refused with the same 4xx on SQLite and PostgreSQL rather than stored on one and a 500 on the other.
 */
export const ORDER_TOTAL_MAX = 10_00_000;
export const BILL_TOTAL_MAX_PAISE = 1_00_00_000 * 100;
export const ORDER_TOTAL_MAX_MESSAGE = `An order can be at most ${formatRupees(ORDER_TOTAL_MAX)}. Please place it in parts.`;

export interface PricedLine {
  price: number;
  quantity: number;
}

export function lineTotal(line: PricedLine): number {
  return line.price * line.quantity;
}

export function orderTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}
