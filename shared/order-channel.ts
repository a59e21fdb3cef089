/**
 * Where an order goes (docs/decisions/096-parcel-orders-and-their-bills.md): to a table, or out as a
 * parcel the guest picks up or a rider delivers, called by its token of the day rather than a table.
 */
export const ORDER_CHANNELS = ["table", "pickup", "delivery"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** What the kitchen, its tickets and its printed KOT call a parcel. */
export const PARCEL_MARKS: Record<Exclude<OrderChannel, "table">, string> = { pickup: "PARCEL", delivery: "DELIVERY" };

interface Channelled {
  channel?: OrderChannel | undefined;
  token?: number | null | undefined;
}

/** A parcel's mark and token; null for a table's order (and for rows stored before channels, which were all at tables). */
export function parcelOf({ channel, token }: Channelled): { mark: string; token: string } | null {
  if (channel === undefined || channel === "table") return null;
  return { mark: PARCEL_MARKS[channel], token: token === null || token === undefined ? "?" : String(token) };
}

/** "DELIVERY · Token 27": a parcel as one line of text, for the places that name an order in words. */
export function parcelName(order: Channelled): string | null {
  const parcel = parcelOf(order);
  return parcel ? `${parcel.mark} · Token ${parcel.token}` : null;
}

/** "Table 4", or a parcel's "PARCEL · Token 27": how screens name where an order goes. */
export function placeName(order: Channelled & { table?: { tableNumber: string } | null }): string {
  return parcelName(order) ?? `Table ${order.table?.tableNumber ?? "?"}`;
}

/** Whether a bill is a parcel's (docs/decisions/097-a-parcels-bill.md): no table, and named by its mark and token. */
export function isParcelBill(bill: { tableId: string | null; tableNumber: string }): boolean {
  return bill.tableId === null && /^(PARCEL|DELIVERY) · Token /.test(bill.tableNumber);
}

/** What a bill's receipt and card call the place it was for: "Table", or "Takeout" for a parcel's. */
export const billPlaceLabel = (bill: { tableId: string | null; tableNumber: string }): string => (isParcelBill(bill) ? "Takeout" : "Table");
