/** "1234.50": paise as rupees with two decimals, no grouping (UPI amounts, CSV). */
export function paiseAsDecimal(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹1,234.50": an amount of a bill, with Indian grouping and always two decimals. */
export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

/** "₹1,234" for whole rupees, else "₹1,234.50": the diner's Pay button. */
export function formatPaiseShort(paise: number): string {
  return paise % 100 === 0 ? `₹${(paise / 100).toLocaleString("en-IN")}` : formatPaise(paise);
}
