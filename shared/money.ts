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

interface PricedLine {
  price: number;
  quantity: number;
}

export function lineTotal(line: PricedLine): number {
  return line.price * line.quantity;
}

export function orderTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}
