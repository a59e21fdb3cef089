/** "Nov 21, 2026 at 07:30 PM": the order time format (docs/product.md, Formats). */
export function formatOrderTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone });
  const time = date.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit", hour12: true, timeZone });
  return `${day} at ${time}`;
}

/** "Nov 21, 2026": the customer date format (docs/product.md, Formats). */
export function formatCustomerDate(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone });
}
