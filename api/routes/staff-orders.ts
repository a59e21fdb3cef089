import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import type { Role } from "../../shared/constants";
import { ORDER_CONFLICT } from "../../shared/refusals";
import { staffOrderInput } from "../../shared/schemas/staff-orders";
import { ownRestaurantId } from "../auth/guards";
import { nowIso } from "../clock";
import { uuidv7 } from "../db/ids";
import { findOrder } from "../db/orders";
import { insertStaffOrder } from "../db/staff-orders";
import { findTable } from "../db/tables";
import type { AppEnv } from "../env";
import { conflict, forbidden, notFound } from "../errors";
import { idempotentWrite, replayOfCreate } from "../idempotency";
import { atTable } from "../live/change-feed";
import { priceCart } from "../order-pricing";
import { queueOrderTickets } from "../printing/queue";
import { jsonBody } from "../validate";

/** Who takes orders at the table: waiters and admins; a chef works the kitchen's tickets (decision 073). */
const TAKES_ORDERS: readonly Role[] = ["admin", "waiter"];

export const requireOrderTaker = createMiddleware<AppEnv>(async (c, next) => {
  if (!TAKES_ORDERS.includes(c.get("user").role)) throw forbidden("Only waiters and admins take orders at the table");
  await next();
});

/**
 * An order a waiter (or admin) takes at the table (docs/decisions/063-waiter-floor.md): priced from the
 * restaurant's menu exactly like a diner's QR order, stamped with who took it, and made exactly once
 * by the device's id and Idempotency-Key. Not held to the diner's per-table order budget. On the restaurant router.
 */
export const staffOrdersRoutes = new Hono<AppEnv>().post(inRestaurant(API_PATHS.orders), requireOrderTaker, async (c) => {
  const restaurantId = ownRestaurantId(c);
  const { id = uuidv7(), ...input } = await jsonBody(c, staffOrderInput);
  const user = c.get("user");
  const places = c.get("services").qrAnswers;
  // Every refusal (a replay, 404, 409, 400) is thrown before the first write: no savepoint needed.
  return idempotentWrite(
    c,
    user.id,
    async (trx) => {
      const replay = replayOfCreate(await findOrder(trx, id), restaurantId, "order");
      if (replay) return replay;
      const table = await findTable(trx, input.tableId);
      if (!table || table.restaurantId !== restaurantId) throw notFound("Table not found");
      // The writer holds the connection here, so the table's cached place (and menu) is read as the diner's order reads it.
      const place = await places.placeInJob(table.qrCode, trx);
      if (!place) throw conflict(`Table ${table.tableNumber} is not taking orders`, { code: ORDER_CONFLICT.tableClosed });
      const { lines, total } = priceCart(place.menu, input);
      const { bookedCustomer } = await insertStaffOrder(trx, {
        id,
        restaurantId,
        tableId: table.id,
        input,
        lines,
        stationOf: place.stationOf,
        total,
        takenBy: user.username,
        at: nowIso(),
        customerId: uuidv7(),
      });
      const order = await findOrder(trx, id);
      // Its kitchen tickets in the same transaction (docs/api.md, Printing).
      if (order) await queueOrderTickets(trx, order);
      return {
        status: 201,
        body: order,
        changed: { restaurantId, topics: bookedCustomer ? ["orders", "customers"] : ["orders"], ...atTable(input.tableId) },
      };
    },
    { checksBeforeWriting: true },
  );
});
