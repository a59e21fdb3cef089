import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { furthestOrderStatus, ORDER_STATUS_LABELS, orderStatusMove } from "../../../shared/order-status";
import { order, orderReadyInput, orderStatusInput } from "../../../shared/schemas/orders";
import { orderIdParam } from "../../../shared/schemas/params";
import { shortId } from "../../../shared/short-id";
import { setAllLinesReady } from "../../../shared/stations";
import { defineMutator } from "./define";
import { refusalWords } from "./refusalWords";

/**
 * Moves an order to `status`, the one step after the status the user saw. Applied the way the server
 * applies it: a step at or behind the current status changes nothing, so a replay, or two tablets
 * advancing the same order, end on the furthest status; a skip is left for the server to refuse.
 */
export const advanceOrder = defineMutator({
  input: z.extend(orderIdParam, orderStatusInput.shape),
  prepare: (input) => input,
  store: "orders",
  rowId: (args) => args.orderId,
  async apply(stores, { orderId, status }, { at }) {
    const current = await stores.orders.get(orderId);
    if (!current || orderStatusMove(current.status, status) === "skips-ahead") return;
    const next = furthestOrderStatus(current.status, status);
    if (next === current.status) return;
    await stores.orders.put({ ...current, status: next, completedAt: next === "completed" ? at : current.completedAt });
  },
  request: ({ orderId, status }) => ({ method: "PUT", path: apiPath(API_PATHS.orderStatus, { orderId }), body: { status } }),
  answer: order,
  failure: { title: "Update Failed", fallback: "Failed to update order status" },
  // Another tablet may move the order on meanwhile, after which the same step succeeds: a passing conflict.
  conflicts: "passing",
  refused({ orderId, status }, local, refusal) {
    const order = local?.table ? `The order for table ${local.table.tableNumber}` : `Order ${shortId(orderId)}`;
    const skip = local
      ? { 409: { reason: `it is at ${ORDER_STATUS_LABELS[local.status]} now, and an order moves one step at a time` } }
      : {};
    return refusalWords(`${order} could not move to ${ORDER_STATUS_LABELS[status]}`, refusal, skip);
  },
});

/**
 * The kitchen puts an order at the pass, or takes that back (docs/api.md, Orders). The first mark's
 * time stays, on this device as on the server, so two devices marking at once agree.
 */
export const markOrderReady = defineMutator({
  input: z.extend(orderIdParam, orderReadyInput.shape),
  prepare: (input) => input,
  store: "orders",
  rowId: (args) => args.orderId,
  async apply(stores, { orderId, ready }, { at }) {
    const current = await stores.orders.get(orderId);
    if (!current || (current.readyAt !== null) === ready) return;
    // Every line goes to the pass with it (or comes back), as on the server.
    await stores.orders.put({ ...current, items: setAllLinesReady(current.items, ready, at), readyAt: ready ? at : null });
  },
  request: ({ orderId, ready }) => ({ method: "PUT", path: `/api/orders/${orderId}/ready`, body: { ready } }),
  answer: order,
  failure: { title: "Update Failed", fallback: "Failed to mark the order ready" },
  refused({ orderId, ready }, local, refusal) {
    const which = local?.table ? `The order for table ${local.table.tableNumber}` : `Order ${shortId(orderId)}`;
    return refusalWords(`${which} could not be ${ready ? "marked ready" : "taken back from the pass"}`, refusal);
  },
});
