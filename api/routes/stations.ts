import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { idParam } from "../../shared/schemas/params";
import { menuCategoriesInput, type Station, stationCreateInput, stationFields } from "../../shared/schemas/stations";
import { allDayOf } from "../../shared/stations";
import { ownRestaurantId, requireAdmin, requireStaff } from "../auth/guards";
import type { Db } from "../db/connection";
import { listOpenOrders } from "../db/orders";
import {
  categoriesInUse,
  deleteStation,
  findStation,
  insertStation,
  listCategories,
  listStations,
  saveCategories,
  stationUses,
  updateStation,
} from "../db/stations";
import type { AppEnv, AuthUser } from "../env";
import { badRequest, conflict, notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import type { Change } from "../live/change-feed";
import { jsonBody, pathParams } from "../validate";

export const STATION_NOT_FOUND = "Station not found";
const stationsChanged = (restaurantId: string): Change => ({ restaurantId, topics: ["stations"] });

/** A station of the caller's restaurant; another restaurant's is as unknown as one that never was (no probing ids). */
export async function ownStation(db: Db, user: Pick<AuthUser, "restaurantId">, id: string): Promise<Station> {
  const station = await findStation(db, id);
  if (!station || station.restaurantId !== user.restaurantId) throw notFound(STATION_NOT_FOUND);
  return station;
}

/** Checks every station a write names is one of the restaurant's (404 otherwise, as for the path). */
export async function expectOwnStations(db: Db, restaurantId: string, ids: readonly (string | null)[]): Promise<void> {
  const named = ids.filter((id): id is string => id !== null);
  if (named.length === 0) return;
  const known = new Set((await listStations(db, restaurantId)).map((station) => station.id));
  if (named.some((id) => !known.has(id))) throw notFound(STATION_NOT_FOUND);
}

/** On the restaurant router (api/routes/restaurant.ts): the stations and the category list. Any staff reads; admins write. */
export const restaurantStationsRoutes = new Hono<AppEnv>()
  .get(inRestaurant(API_PATHS.stations), async (c) => c.json(await listStations(c.get("services").db, ownRestaurantId(c))))

  .post(inRestaurant(API_PATHS.stations), requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { id = randomUUID(), ...fields } = await jsonBody(c, stationCreateInput);
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const existing = await findStation(trx, id);
        if (existing) {
          // The same id again is the first write's answer; another restaurant's id is taken, not shown.
          if (existing.restaurantId !== restaurantId) throw conflict("This id is already used by another station");
          return { status: 200, body: existing };
        }
        return { status: 201, body: await insertStation(trx, restaurantId, id, fields), changed: stationsChanged(restaurantId) };
      },
      { checksBeforeWriting: true },
    );
  })

  .get(inRestaurant(API_PATHS.categories), async (c) => c.json(await listCategories(c.get("services").db, ownRestaurantId(c))))

  // The whole list at once, in menu order; a category some dish is still in cannot be left out.
  .put(inRestaurant(API_PATHS.categories), requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const categories = await jsonBody(c, menuCategoriesInput);
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        await expectOwnStations(
          trx,
          restaurantId,
          categories.map((category) => category.stationId),
        );
        const kept = new Set(categories.map((category) => category.name));
        const dropped = (await categoriesInUse(trx, restaurantId)).filter((name) => !kept.has(name));
        if (dropped.length > 0) throw conflict(`${dropped.join(", ")} still has dishes: move them to another category first`);
        await saveCategories(trx, restaurantId, categories);
        return { status: 200, body: await listCategories(trx, restaurantId), changed: { restaurantId, topics: ["menuCategories"] } };
      },
      { checksBeforeWriting: true },
    );
  });

/** The stations' own routes, at /api/stations/{id}. */
export const stationsRoutes = new Hono<AppEnv>()
  .put(API_PATHS.station, requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const fields = await jsonBody(c, stationFields);
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const { restaurantId } = await ownStation(trx, c.get("user"), id);
        return { status: 200, body: await updateStation(trx, id, fields), changed: stationsChanged(restaurantId) };
      },
      { checksBeforeWriting: true },
    );
  })

  // Refused while anything still routes to it, and for the last one: every dish must have a station to go to.
  .delete(API_PATHS.station, requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const station = await ownStation(trx, c.get("user"), id);
        const uses = await stationUses(trx, id);
        if (uses.dishes > 0) throw conflict(`${station.name} still makes ${uses.dishes} dish(es): send them to another station first`);
        if (uses.categories > 0)
          throw conflict(`${station.name} still has ${uses.categories} categor${uses.categories === 1 ? "y" : "ies"} routed to it`);
        if ((await listStations(trx, station.restaurantId)).length <= 1) throw conflict("A restaurant needs at least one station");
        await deleteStation(trx, id);
        return { status: 204, body: null, changed: stationsChanged(station.restaurantId) };
      },
      { checksBeforeWriting: true },
    );
  })

  // What is still to make at the station, per dish and options: the same function the station screen counts with.
  .get(API_PATHS.stationAllDay, requireStaff, async (c) => {
    const { id } = pathParams(c, idParam);
    const db = c.get("services").db;
    const station = await ownStation(db, c.get("user"), id);
    const [first] = await listStations(db, station.restaurantId);
    return c.json(allDayOf(await listOpenOrders(db, station.restaurantId), station.id, first?.id ?? null));
  });

/** A 400 for a menu item whose category is not one of the restaurant's (docs/api.md, Stations). */
/** The 400 of a dish in a category the restaurant does not have. */
export const unknownCategory = (category: string) =>
  badRequest(`${category} is not one of the restaurant's categories: add it in the Menu Editor first`, [
    { path: "category", message: "Unknown category" },
  ]);

export async function expectOwnCategory(db: Db, restaurantId: string, category: string): Promise<void> {
  const categories = await listCategories(db, restaurantId);
  if (!categories.some((known) => known.name === category)) {
    throw unknownCategory(category);
  }
}
