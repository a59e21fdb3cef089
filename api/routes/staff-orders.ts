import { Hono } from "hono";
import { API_PATHS } from "../../shared/api-paths";
import { ORDER_CONFLICT } from "../../shared/refusals";
import { staffOrderInput } from "../../shared/schemas/staff-orders";
import { ownRestaurantId, requireStaff } from "../auth/guards";
import { nowIso } from "../clock";
import { uuidv7 } from "../db/ids";
import { findOrder } from "../db/orders";
import { insertStaffOrder } from "../db/staff-orders";
import { findTable } from "../db/tables";
import type { AppEnv } from "../env";
import { conflict, notFound } from "../errors";
import { idempotentWrite, replayOfCreate } from "../idempotency";
import { priceCart } from "../order-pricing";
import { jsonBody } from "../validate";

/**
 * An order a waiter (or admin) takes at the table (docs/decisions/063-waiter-floor.md): priced from the
 * restaurant's menu exactly like a diner's QR order, stamped with who took it, and made exactly once
 * by the device's id and Idempotency-Key. Not held to the diner's per-table order budget.
 */
export const staffOrdersRoutes = new Hono<AppEnv>().post(API_PATHS.orders, requireStaff, async (c) => {
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
        total,
        takenBy: user.username,
        at: nowIso(),
        customerId: uuidv7(),
      });
      const order = await findOrder(trx, id);
      return {
        status: 201,
        body: order,
        changed: { restaurantId, topics: bookedCustomer ? ["orders", "customers"] : ["orders"] },
      };
    },
    { checksBeforeWriting: true },
  );
});
