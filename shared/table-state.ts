import type { OrderStatus } from "./order-status";
import type { ServiceRequestKind, ServiceRequestStatus } from "./service-requests";

/** What the waiter's board says of a table (docs/decisions/063-waiter-floor.md). */
type TableState = "free" | "ordered" | "preparing" | "served" | "bill-asked" | "billed" | "paid";

export const TABLE_STATE_LABELS: Record<TableState, string> = {
  free: "Free",
  ordered: "Ordered",
  preparing: "Preparing",
  served: "All served",
  "bill-asked": "Bill asked",
  billed: "Billed",
  paid: "Paid",
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
type FloorBill = { status: "unpaid" | "paid"; createdAt: string };

/**
 * A table's state from its orders not yet completed, its calls and its bills. An unpaid bill wins, then
 * a bill asked for (making a bill closes that call); otherwise the slowest order says it: anything not
 * yet in the kitchen's hands is "ordered", anything cooking "preparing", and a table whose every order
 * is out is "all served". A table with no open order whose latest bill is paid says "paid" until the
 * next party orders, so the waiter knows to clear it.
 */
export function tableFloor(
  openOrders: readonly FloorOrder[],
  requests: readonly FloorRequest[],
  bills: readonly FloorBill[] = [],
): TableFloor {
  const active = requests.filter((request) => request.status !== "done");
  const calling = active.some((request) => request.kind === "waiter" && request.status === "open");
  const since = openOrders.reduce<string | null>(
    (first, order) => (first === null || order.orderTime < first ? order.orderTime : first),
    null,
  );
  const latestBill = bills.reduce<FloorBill | null>(
    (latest, bill) => (latest === null || bill.createdAt > latest.createdAt ? bill : latest),
    null,
  );
  if (latestBill?.status === "unpaid") return { state: "billed", since, calling };
  if (active.some((request) => request.kind === "bill")) return { state: "bill-asked", since, calling };
  if (openOrders.length === 0) return { state: latestBill?.status === "paid" ? "paid" : "free", since: null, calling };
  if (openOrders.some((order) => order.status === "pending" || order.status === "confirmed")) return { state: "ordered", since, calling };
  if (openOrders.some((order) => order.status === "preparing")) return { state: "preparing", since, calling };
  return { state: "served", since, calling };
}
