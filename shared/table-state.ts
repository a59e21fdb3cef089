import type { OrderStatus } from "./order-status";
import type { ServiceRequestKind, ServiceRequestStatus } from "./service-requests";

/** What the waiter's board says of a table (docs/decisions/063-waiter-floor.md). */
type TableState = "free" | "seated" | "ordered" | "preparing" | "served" | "bill-asked" | "billed" | "paid";

export const TABLE_STATE_LABELS: Record<TableState, string> = {
  free: "Free",
  seated: "Seated",
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
  /** Food the kitchen put at the pass waits to be carried out (an order with a ready time, not yet served). */
  ready: boolean;
}

type FloorOrder = { status: OrderStatus; orderTime: string; readyAt?: string | null; movedAt?: string | null };
type FloorRequest = { kind: ServiceRequestKind; status: ServiceRequestStatus };
type FloorBill = { status: "unpaid" | "paid" | "cancelled"; createdAt: string };

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
  seatedAt: string | null = null,
): TableFloor {
  const active = requests.filter((request) => request.status !== "done");
  const calling = active.some((request) => request.kind === "waiter" && request.status === "open");
  const since = openOrders.reduce<string | null>(
    (first, order) => (first === null || order.orderTime < first ? order.orderTime : first),
    null,
  );
  const ready = openOrders.some((order) => Boolean(order.readyAt) && order.status !== "served" && order.status !== "completed");
  // A cancelled bill (split into parts, or made again) speaks for nothing.
  const latestBill = bills
    .filter((bill) => bill.status !== "cancelled")
    .reduce<FloorBill | null>((latest, bill) => (latest === null || bill.createdAt > latest.createdAt ? bill : latest), null);
  const state = stateOf(openOrders, active, latestBill);
  // A party the host seated from the door, not yet ordering: the table is theirs (docs/api.md, Waitlist and reservations).
  if (seatedAt !== null && (state === "free" || state === "paid")) return { state: "seated", since: seatedAt, calling, ready };
  return { state, since, calling, ready };
}

/** When the party now at the table was seated by the host, or null: a seat from before the visit began is an earlier party's. */
export function seatedNow(table: { seatedAt?: string | null; visitStartedAt: string | null }): string | null {
  const { seatedAt = null, visitStartedAt } = table;
  return seatedAt !== null && (visitStartedAt === null || seatedAt >= visitStartedAt) ? seatedAt : null;
}

function stateOf(openOrders: readonly FloorOrder[], activeRequests: readonly FloorRequest[], latestBill: FloorBill | null): TableState {
  if (latestBill?.status === "unpaid") return "billed";
  if (activeRequests.some((request) => request.kind === "bill")) return "bill-asked";
  if (openOrders.length === 0) return latestBill?.status === "paid" ? "paid" : "free";
  if (openOrders.some((order) => order.status === "pending" || order.status === "confirmed")) return "ordered";
  if (openOrders.some((order) => order.status === "preparing")) return "preparing";
  return "served";
}

/**
 * What of a table belongs to the party now at it (docs/billing.md, A table's visit): orders and bills
 * from its visit's start on (an order moved here counts from its move). Food still to come and unpaid
 * bills stay whatever their time, so nothing owed or cooking is ever hidden.
 */
export function currentVisit<Order extends FloorOrder, Bill extends FloorBill>(
  visitStartedAt: string | null,
  orders: readonly Order[],
  bills: readonly Bill[],
): { orders: Order[]; bills: Bill[] } {
  const since = (at: string) => visitStartedAt === null || at >= visitStartedAt;
  return {
    orders: orders.filter(
      (order) =>
        order.status === "pending" ||
        order.status === "confirmed" ||
        order.status === "preparing" ||
        since(order.movedAt ?? order.orderTime),
    ),
    bills: bills.filter((bill) => bill.status === "unpaid" || since(bill.createdAt)),
  };
}
