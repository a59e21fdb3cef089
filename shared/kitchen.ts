import type { OrderStatus } from "./order-status";

/** The kitchen screen's columns, in the order a ticket moves through them. */
export const KITCHEN_COLUMNS = ["pending", "confirmed", "preparing"] as const satisfies readonly OrderStatus[];

/** Whole minutes since the order was placed; never negative when a device's clock runs behind. */
export function minutesSince(orderTime: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(orderTime)) / 60_000));
}

type TicketAge = "fresh" | "late" | "overdue";

/** Amber after 10 minutes, red after 20 (docs/product.md, Kitchen screen). */
export function ticketAge(minutes: number): TicketAge {
  if (minutes > 20) return "overdue";
  if (minutes > 10) return "late";
  return "fresh";
}

/**
 * The orders that announce themselves: new orders this screen has not seen before. Orders present when
 * the screen first loaded are `known` already, and so is an order this device moved on, since it was
 * on screen before it moved.
 */
export function newArrivals(known: ReadonlySet<string>, orders: readonly { id: string; status: OrderStatus }[]): string[] {
  return orders.filter((order) => order.status === "pending" && !known.has(order.id)).map((order) => order.id);
}
