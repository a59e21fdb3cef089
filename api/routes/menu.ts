import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { menuItemCreateInput, menuItemFields, menuItemPatch } from "../../shared/schemas/menu";
import { idParam } from "../../shared/schemas/params";
import { ownRestaurantId, ownRow, requireAdmin } from "../auth/guards";
import type { Db } from "../db/connection";
import { deleteMenuItem, findMenuItem, insertMenuItem, listMenu, patchMenuItem, updateMenuItem } from "../db/menu-items";
import type { MenuRoutingRefusal, StaffWriteAnswer } from "../db/postgres/staff-writes";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { idempotentWrite, idTaken, replayOfCreate } from "../idempotency";
import type { Change } from "../live/change-feed";
import { jsonBody, pathParams } from "../validate";
import { oneTripOf, sendOneTrip } from "./one-trip";
import { expectOwnCategory, expectOwnStations, STATION_NOT_FOUND, unknownCategory } from "./stations";

const ITEM_NOT_FOUND = "Menu item not found";

/** A dish's category must be one of the restaurant's (400) and its station one of its stations (404), when sent. */
async function expectOwnRouting(db: Db, restaurantId: string, fields: { category?: string; stationId?: string | null }) {
  if (fields.category !== undefined) await expectOwnCategory(db, restaurantId, fields.category);
  if (fields.stationId !== undefined) await expectOwnStations(db, restaurantId, [fields.stationId]);
}
const menuChanged = (restaurantId: string): Change => ({ restaurantId, topics: ["menuItems"] });

/** A dish's write on PostgreSQL in one function call (api/db/postgres/staff-writes.ts), its refusals as SQLite's. */
function sendMenuTrip(
  c: Context<AppEnv>,
  fields: { category?: string },
  answer: StaffWriteAnswer | MenuRoutingRefusal | { kind: "taken" },
) {
  switch (answer.kind) {
    case "answer":
      return sendOneTrip(c, answer);
    case "unknown-category":
      throw unknownCategory(fields.category ?? "");
    case "unknown-station":
      throw notFound(STATION_NOT_FOUND);
    case "taken":
      throw idTaken("menu item");
  }
}

/** On the restaurant router (api/routes/restaurant.ts). */
export const restaurantMenuRoutes = new Hono<AppEnv>()
  // Every role of the restaurant reads the menu (the kitchen plans from it); only admins change it.
  .get(inRestaurant(API_PATHS.menuItems), async (c) => {
    return c.json(await listMenu(c.get("services").db, ownRestaurantId(c)));
  })

  .post(inRestaurant(API_PATHS.menuItems), requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { id = randomUUID(), ...fields } = await jsonBody(c, menuItemCreateInput);
    const trip = await oneTripOf(c, ITEM_NOT_FOUND);
    if (trip) return sendMenuTrip(c, fields, await trip.writes.createMenuItem({ ...trip.command, id, fields }));
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const replay = replayOfCreate(await findMenuItem(trx, id), restaurantId, "menu item");
      if (replay) return replay;
      await expectOwnRouting(trx, restaurantId, fields);
      return { status: 201, body: await insertMenuItem(trx, restaurantId, id, fields), changed: menuChanged(restaurantId) };
    });
  });

export const menuRoutes = new Hono<AppEnv>()
  .put("/menu-items/:id", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const fields = await jsonBody(c, menuItemFields);
    const trip = await oneTripOf(c, ITEM_NOT_FOUND);
    if (trip) return sendMenuTrip(c, fields, await trip.writes.changeMenuItem({ ...trip.command, id, fields }));
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const { restaurantId } = ownRow(c.get("user"), await findMenuItem(trx, id), ITEM_NOT_FOUND);
      await expectOwnRouting(trx, restaurantId, fields);
      return { status: 200, body: await updateMenuItem(trx, id, fields), changed: menuChanged(restaurantId) };
    });
  })

  // Only the fields sent change, so a sold-out tap replayed late merges with other devices' edits (decision 016).
  .patch(API_PATHS.menuItem, requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const patch = await jsonBody(c, menuItemPatch);
    const trip = await oneTripOf(c, ITEM_NOT_FOUND);
    if (trip) return sendMenuTrip(c, patch, await trip.writes.changeMenuItem({ ...trip.command, id, fields: patch }));
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const { restaurantId } = ownRow(c.get("user"), await findMenuItem(trx, id), ITEM_NOT_FOUND);
      await expectOwnRouting(trx, restaurantId, patch);
      return { status: 200, body: await patchMenuItem(trx, id, patch), changed: menuChanged(restaurantId) };
    });
  })

  .delete(API_PATHS.menuItem, requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const trip = await oneTripOf(c, ITEM_NOT_FOUND);
    if (trip) return sendOneTrip(c, await trip.writes.deleteMenuItem({ ...trip.command, id }));
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const { restaurantId } = ownRow(c.get("user"), await findMenuItem(trx, id), ITEM_NOT_FOUND);
      await deleteMenuItem(trx, id);
      return { status: 204, body: null, changed: menuChanged(restaurantId) };
    });
  });
