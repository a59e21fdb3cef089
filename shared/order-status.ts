export const ORDER_STATUSES = ["pending", "confirmed", "preparing", "served", "completed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "New Order",
  confirmed: "Confirmed",
  preparing: "Preparing",
  served: "Served",
  completed: "Completed",
};

/** The one button an order shows; completed orders have none. */
export const ORDER_ADVANCE_ACTIONS: Record<OrderStatus, string | null> = {
  pending: "Confirm Order",
  confirmed: "Start Preparing",
  preparing: "Mark as Served",
  served: "Complete Order",
  completed: null,
};

export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  return ORDER_STATUSES[ORDER_STATUSES.indexOf(status) + 1] ?? null;
}

/**
 * What moving an order from `current` to `target` means. A target at or behind the current status is
 * a no-op so replays and two tablets acting on one order converge on the furthest status.
 */
type StatusMove = "advance" | "unchanged" | "skips-ahead";

export function orderStatusMove(current: OrderStatus, target: OrderStatus): StatusMove {
  const step = ORDER_STATUSES.indexOf(target) - ORDER_STATUSES.indexOf(current);
  if (step <= 0) return "unchanged";
  return step === 1 ? "advance" : "skips-ahead";
}

/** The further of two statuses: what a client keeps when its local and the server's copy disagree. */
export function furthestOrderStatus(a: OrderStatus, b: OrderStatus): OrderStatus {
  return ORDER_STATUSES.indexOf(a) >= ORDER_STATUSES.indexOf(b) ? a : b;
}
