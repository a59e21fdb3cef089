import { Hono } from "hono";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { nextOrderStatus, orderStatusMove } from "../../shared/order-status";
import { type Order, orderReadyInput, orderStatusInput, ordersQuery } from "../../shared/schemas/orders";
import { orderIdParam } from "../../shared/schemas/params";
import { lineReadyInput, orderLineParams } from "../../shared/schemas/stations";
import { ownRestaurantId, ownRow, requireStaff } from "../auth/guards";
import { findOrder, listOrdersChangedSince, setOrderLineReady, setOrderReady, setOrderStatus } from "../db/orders";
import { endVisitIfSettled } from "../db/table-visits";
import type { AppEnv } from "../env";
import { conflict, notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import { atTable } from "../live/change-feed";
import { sendCached } from "../send-cached";
import { jsonBody, pathParams, queryParams } from "../validate";
import { oneTripOf, sendOneTrip } from "./one-trip";

const ORDER_NOT_FOUND = "Order not found";
const LINE_NOT_FOUND = "Order line not found";

/** The 409 of a recall past its minute (shared/stations.ts, RECALL_MS), with the order as it is. */
const tooLate = (order: Order) => conflict("Too late to recall", { order });

/** The 409 of a move more than one step ahead, with the order as it is. */
const skipsAhead = (order: Order) =>
  conflict(`An order moves one step at a time: this one is ${order.status}, so it can only become ${nextOrderStatus(order.status)}`, {
    order,
  });

/** On the restaurant router (api/routes/restaurant.ts). */
export const restaurantOrdersRoutes = new Hono<AppEnv>()
  // The whole list is cached per restaurant until its orders or tables change; a tablet with the
  // current list gets a 304.
  .get(inRestaurant(API_PATHS.orders), async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { updatedSince } = queryParams(c, ordersQuery);
    // A device pulling only what changed since its last pull (docs/sync.md): a few rows, not cached.
    if (updatedSince !== undefined) return c.json(await listOrdersChangedSince(c.get("services").db, restaurantId, updatedSince));
    return sendCached(c, await c.get("services").orderLists.get(restaurantId), "private, no-cache");
  });

export const ordersRoutes = new Hono<AppEnv>()
  // Forward one step; a target at or behind the current status is a harmless 200 so two tablets converge.
  .put(API_PATHS.orderStatus, requireStaff, async (c) => {
    const { orderId } = pathParams(c, orderIdParam);
    const { status } = await jsonBody(c, orderStatusInput);
    // On PostgreSQL the same rules in one function call (api/db/postgres/staff-writes.ts).
    const trip = await oneTripOf(c, ORDER_NOT_FOUND);
    if (trip) {
      const moved = await trip.writes.moveOrder({ ...trip.command, orderId, status });
      if (moved.kind === "skips-ahead") throw skipsAhead(moved.order);
      return sendOneTrip(c, moved);
    }
    // Every refusal (404, a skip's 409, a reused key's 422) comes before the one write: no savepoint needed.
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const order = ownRow(c.get("user"), await findOrder(trx, orderId), ORDER_NOT_FOUND);
        switch (orderStatusMove(order.status, status)) {
          case "advance": {
            const moved = await setOrderStatus(trx, order, status);
            // The last dish out on a bill already paid ends the party's visit (docs/billing.md, A table's visit).
            const visitEnded =
              (status === "served" || status === "completed") &&
              order.tableId !== null &&
              (await endVisitIfSettled(trx, order.tableId, moved.updatedAt));
            return {
              status: 200,
              body: moved,
              changed: {
                restaurantId: order.restaurantId,
                topics: visitEnded ? ["orders", "restaurantTables"] : ["orders"],
                ...atTable(order.tableId),
              },
            };
          }
          case "unchanged":
            return { status: 200, body: order };
          case "skips-ahead":
            throw skipsAhead(order);
        }
      },
      { checksBeforeWriting: true },
    );
  })

  // The kitchen puts an order at the pass (or takes it back): a time on the order, not a sixth status
  // (docs/api.md, Orders). Any staff of the restaurant; a repeat is a harmless 200.
  .put("/orders/:orderId/ready", requireStaff, async (c) => {
    const { orderId } = pathParams(c, orderIdParam);
    const { ready } = await jsonBody(c, orderReadyInput);
    // On PostgreSQL the same rules in one function call (api/db/postgres/staff-writes.ts).
    const trip = await oneTripOf(c, ORDER_NOT_FOUND);
    if (trip) return sendOneTrip(c, await trip.writes.orderReady({ ...trip.command, orderId, ready }));
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const order = ownRow(c.get("user"), await findOrder(trx, orderId), ORDER_NOT_FOUND);
        const changed = await setOrderReady(trx, order, ready);
        if (!changed) return { status: 200, body: (await findOrder(trx, orderId)) ?? order };
        return { status: 200, body: changed, changed: { restaurantId: order.restaurantId, topics: ["orders"], ...atTable(order.tableId) } };
      },
      { checksBeforeWriting: true },
    );
  })

  // One line bumped at its station, or recalled within a minute (docs/api.md, Stations); the order is
  // Ready when all its live lines are. Any staff of the restaurant, the chef included.
  .put(API_PATHS.orderLineReady, requireStaff, async (c) => {
    const { orderId, lineId } = pathParams(c, orderLineParams);
    const { ready } = await jsonBody(c, lineReadyInput);
    // On PostgreSQL the same rules in one function call (api/db/postgres/staff-writes.ts).
    const trip = await oneTripOf(c, ORDER_NOT_FOUND);
    if (trip) {
      const bumped = await trip.writes.lineReady({ ...trip.command, orderId, lineId, ready });
      if (bumped.kind === "no-line") throw notFound(LINE_NOT_FOUND);
      if (bumped.kind === "too-late") throw tooLate(bumped.order);
      return sendOneTrip(c, bumped);
    }
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const order = ownRow(c.get("user"), await findOrder(trx, orderId), ORDER_NOT_FOUND);
        const answer = await setOrderLineReady(trx, order, lineId, ready);
        switch (answer.kind) {
          case "no-line":
            throw notFound(LINE_NOT_FOUND);
          case "too-late":
            throw tooLate(order);
          case "unchanged":
            return { status: 200, body: order };
          case "changed":
            return {
              status: 200,
              body: answer.order,
              changed: { restaurantId: order.restaurantId, topics: ["orders"], ...atTable(order.tableId) },
            };
        }
      },
      { checksBeforeWriting: true },
    );
  });
