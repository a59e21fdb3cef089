import type { OrderStatus } from "./order-status";
import type { ServiceRequestKind, ServiceRequestStatus } from "./service-requests";

/** What the waiter's board says of a table (docs/decisions/063-waiter-floor.md). */
export type TableState = "free" | "ordered" | "preparing" | "served" | "bill-asked";

export const TABLE_STATE_LABELS: Record<TableState, string> = {
  free: "Free",
  ordered: "Ordered",
  preparing: "Preparing",
  served: "All served",
  "bill-asked": "Bill asked",
};

export interface TableFloor {
  state: TableState;
  /** When the table's first open order was placed; null for a free table. */
  since: string | null;
  /** A diner's Call Waiter is open: the board flashes the table until someone acknowledges it. */
  calling: boolean;
}

type FloorOrder = { status: OrderStatus; orderTime: string };
type FloorRequest = { kind: ServiceRequestKind; status: ServiceRequestStatus };

/**
 * A table's state from its orders not yet completed and its calls. A bill asked for wins; otherwise
 * the slowest order says it: anything not yet in the kitchen's hands is "ordered", anything cooking
 * "preparing", and a table whose every order is out is "all served".
 */
export function tableFloor(openOrders: readonly FloorOrder[], requests: readonly FloorRequest[]): TableFloor {
  const active = requests.filter((request) => request.status !== "done");
  const calling = active.some((request) => request.kind === "waiter" && request.status === "open");
  const since = openOrders.reduce<string | null>(
    (first, order) => (first === null || order.orderTime < first ? order.orderTime : first),
    null,
  );
  if (active.some((request) => request.kind === "bill")) return { state: "bill-asked", since, calling };
  if (openOrders.length === 0) return { state: "free", since: null, calling };
  if (openOrders.some((order) => order.status === "pending" || order.status === "confirmed")) return { state: "ordered", since, calling };
  if (openOrders.some((order) => order.status === "preparing")) return { state: "preparing", since, calling };
  return { state: "served", since, calling };
}
