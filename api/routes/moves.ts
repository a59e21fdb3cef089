import { Hono } from "hono";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { lineMoveInput, lineMoveParams, tableMergeInput, tableMoveInput } from "../../shared/schemas/moves";
import { tableIdParam } from "../../shared/schemas/params";
import type { RestaurantTable } from "../../shared/schemas/tables";
import { ownRestaurantId, requireStaff } from "../auth/guards";
import { nowIso } from "../clock";
import type { Db } from "../db/connection";
import { uuidv7 } from "../db/ids";
import { findOrder } from "../db/orders";
import { type Mover, moveOpenOrders, moveOrderLine } from "../db/table-moves";
import { findTable } from "../db/tables";
import type { AppEnv } from "../env";
import { badRequest, notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import type { Change } from "../live/change-feed";
import { jsonBody, pathParams } from "../validate";
import { auditActorOf } from "./audit";
import { oneTripOf, sendOneTrip } from "./one-trip";
import { requireOrderTaker } from "./staff-orders";

const TABLE_NOT_FOUND = "Table not found";
const ORDER_NOT_FOUND = "Order not found";

/** A table of this restaurant, else 404: another restaurant's table is not one this caller can name. */
async function ownTable(db: Db, restaurantId: string, tableId: string): Promise<RestaurantTable> {
  const table = await findTable(db, tableId);
  if (!table || table.restaurantId !== restaurantId) throw notFound(TABLE_NOT_FOUND);
  return table;
}

/** One change per table: each table's diner page hears of its own (docs/diner-ordering.md, Live page). */
function atBothTables(restaurantId: string, fromTableId: string, toTableId: string): Change[] {
  const topics = ["orders", "restaurantTables"] as const;
  return [
    { restaurantId, topics, tableId: fromTableId },
    { restaurantId, topics, tableId: toTableId },
  ];
}

/** Moves `from`'s open orders to `to` and answers both tables and the orders as they are now. */
async function moveTable(db: Db, restaurantId: string, kind: "move" | "merge", fromId: string, toId: string, mover: Mover) {
  if (fromId === toId) throw badRequest(kind === "move" ? "Choose another table to move to" : "Choose another table to merge");
  const from = await ownTable(db, restaurantId, fromId);
  const to = await ownTable(db, restaurantId, toId);
  const orderIds = await moveOpenOrders(db, { kind, from, to, at: nowIso(), mover });
  const orders = await Promise.all(orderIds.map((id) => findOrder(db, id)));
  return {
    status: 200 as const,
    body: {
      fromTable: (await findTable(db, from.id)) ?? from,
      toTable: (await findTable(db, to.id)) ?? to,
      orders: orders.flatMap((order) => (order ? [order] : [])),
    },
    changed: atBothTables(restaurantId, from.id, to.id),
  };
}

/**
 * Moves and merges (docs/api.md, Moves and merges): waiters and admins, on the restaurant router.
 * Every refusal comes before the first write, and a lost race reruns the job (decision 072).
 */
export const restaurantMovesRoutes = new Hono<AppEnv>()
  .post(inRestaurant(API_PATHS.tableMove), requireOrderTaker, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { tableId } = pathParams(c, tableIdParam);
    const { toTableId, reason } = await jsonBody(c, tableMoveInput);
    const mover = { actor: auditActorOf(c), reason };
    const trip = await oneTripOf(c, TABLE_NOT_FOUND);
    if (trip) {
      return sendOneTrip(c, await trip.writes.moveTable({ ...trip.command, kind: "move", fromId: tableId, toId: toTableId, mover }));
    }
    return idempotentWrite(c, c.get("user").id, (trx) => moveTable(trx, restaurantId, "move", tableId, toTableId, mover), {
      checksBeforeWriting: true,
    });
  })

  .post(inRestaurant(API_PATHS.tableMerge), requireOrderTaker, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { tableId } = pathParams(c, tableIdParam);
    const { fromTableId, reason } = await jsonBody(c, tableMergeInput);
    const mover = { actor: auditActorOf(c), reason };
    const trip = await oneTripOf(c, TABLE_NOT_FOUND);
    if (trip) {
      return sendOneTrip(c, await trip.writes.moveTable({ ...trip.command, kind: "merge", fromId: fromTableId, toId: tableId, mover }));
    }
    return idempotentWrite(c, c.get("user").id, (trx) => moveTable(trx, restaurantId, "merge", fromTableId, tableId, mover), {
      checksBeforeWriting: true,
    });
  });

export const movesRoutes = new Hono<AppEnv>().post(API_PATHS.lineMove, requireStaff, requireOrderTaker, async (c) => {
  const { orderId, lineId } = pathParams(c, lineMoveParams);
  const { toTableId, quantity, newOrderId = uuidv7(), reason } = await jsonBody(c, lineMoveInput);
  const user = c.get("user");
  const mover = { actor: auditActorOf(c), reason };
  // On PostgreSQL one function call (migration 035); SQLite runs the same rules below.
  const trip = await oneTripOf(c, ORDER_NOT_FOUND);
  if (trip) {
    return sendOneTrip(c, await trip.writes.moveLine({ ...trip.command, orderId, lineId, toTableId, quantity, newOrderId, mover }));
  }
  return idempotentWrite(
    c,
    user.id,
    async (trx) => {
      const order = await findOrder(trx, orderId);
      // Another restaurant's order is not one this caller can name: 404, as for a table.
      if (!order || order.restaurantId !== user.restaurantId) throw notFound(ORDER_NOT_FOUND);
      const existing = await findOrder(trx, newOrderId);
      // The device's id was used already: a resend after the answer was lost, or a clash.
      if (existing) {
        if (existing.restaurantId !== user.restaurantId) throw notFound(ORDER_NOT_FOUND);
        return { status: 200, body: existing };
      }
      const to = await ownTable(trx, order.restaurantId, toTableId);
      const moved = await moveOrderLine(trx, { order, lineId, quantity, to, newOrderId, at: nowIso(), mover });
      return { status: 201, body: moved, changed: atBothTables(order.restaurantId, order.tableId ?? to.id, to.id) };
    },
    { checksBeforeWriting: true },
  );
});
