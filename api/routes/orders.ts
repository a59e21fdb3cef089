import { Hono } from "hono";
import { API_PATHS } from "../../shared/api-paths";
import { nextOrderStatus, orderStatusMove } from "../../shared/order-status";
import { orderStatusInput, ordersQuery } from "../../shared/schemas/orders";
import { orderIdParam } from "../../shared/schemas/params";
import { ownRestaurantId, ownRow, requireStaff } from "../auth/guards";
import { findOrder, listOrdersChangedSince, setOrderStatus } from "../db/orders";
import type { AppEnv } from "../env";
import { conflict } from "../errors";
import { idempotentWrite } from "../idempotency";
import { sendCached } from "../send-cached";
import { jsonBody, pathParams, queryParams } from "../validate";

export const ordersRoutes = new Hono<AppEnv>()
  // The whole list is cached per restaurant until its orders or tables change; a tablet with the
  // current list gets a 304.
  .get(API_PATHS.orders, requireStaff, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { updatedSince } = queryParams(c, ordersQuery);
    // A device pulling only what changed since its last pull (docs/sync.md): a few rows, not cached.
    if (updatedSince !== undefined) return c.json(await listOrdersChangedSince(c.get("services").db, restaurantId, updatedSince));
    return sendCached(c, await c.get("services").orderLists.get(restaurantId), "private, no-cache");
  })

  // Forward one step; a target at or behind the current status is a harmless 200 so two tablets converge.
  .put(API_PATHS.orderStatus, requireStaff, async (c) => {
    const { orderId } = pathParams(c, orderIdParam);
    const { status } = await jsonBody(c, orderStatusInput);
    // Every refusal (404, a skip's 409, a reused key's 422) comes before the one write: no savepoint needed.
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const order = ownRow(c.get("user"), await findOrder(trx, orderId), "Order not found");
        switch (orderStatusMove(order.status, status)) {
          case "advance":
            return {
              status: 200,
              body: await setOrderStatus(trx, order, status),
              changed: { restaurantId: order.restaurantId, topics: ["orders"] },
            };
          case "unchanged":
            return { status: 200, body: order };
          case "skips-ahead":
            throw conflict(
              `An order moves one step at a time: this one is ${order.status}, so it can only become ${nextOrderStatus(order.status)}`,
              { order },
            );
        }
      },
      { checksBeforeWriting: true },
    );
  });
