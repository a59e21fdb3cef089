import type { MenuCategoryRow, PaperWidth, Station, StationFields } from "../../shared/schemas/stations";
import { DEFAULT_CATEGORIES } from "../../shared/stations";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import type { StationRow } from "./schema";

function toStation(row: StationRow): Station {
  const { printerHost: host, printerPort: port, printerPaper } = row;
  const paper: PaperWidth = printerPaper === 58 ? 58 : 80;
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    printer: host !== null && port !== null ? { host, port, paper } : null,
    prepMinutes: row.prepMinutes,
    position: row.position,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const printerColumns = ({ printer }: Pick<StationFields, "printer">) => ({
  printerHost: printer?.host ?? null,
  printerPort: printer?.port ?? null,
  printerPaper: printer?.paper ?? null,
});

/** The restaurant's stations in their order: the first is where a dish goes when nothing routes it. */
export async function listStations(db: Db, restaurantId: string): Promise<Station[]> {
  const rows = await db
    .selectFrom("stations")
    .selectAll()
    .where("restaurantId", "=", restaurantId)
    .orderBy("position")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map(toStation);
}

export async function findStation(db: Db, id: string): Promise<Station | null> {
  const row = await db.selectFrom("stations").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toStation(row) : null;
}

/** A new station, after the restaurant's others. */
export async function insertStation(db: Db, restaurantId: string, id: string, fields: StationFields): Promise<Station> {
  const at = nowIso();
  const last = await db
    .selectFrom("stations")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("restaurantId", "=", restaurantId)
    .executeTakeFirst();
  const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  const row = await db
    .insertInto("stations")
    .values({
      id,
      restaurantId,
      name: fields.name,
      ...printerColumns(fields),
      prepMinutes: fields.prepMinutes,
      position,
      createdAt: at,
      updatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStation(row);
}

/** The station a new restaurant starts with. */
export function insertKitchenStation(db: Db, restaurantId: string, id: string): Promise<Station> {
  return insertStation(db, restaurantId, id, { name: "Kitchen", printer: null, prepMinutes: 15 });
}

export async function updateStation(db: Db, id: string, fields: StationFields): Promise<Station> {
  const row = await db
    .updateTable("stations")
    .set({ name: fields.name, ...printerColumns(fields), prepMinutes: fields.prepMinutes, updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStation(row);
}

export async function deleteStation(db: Db, id: string): Promise<void> {
  await db.deleteFrom("stations").where("id", "=", id).execute();
}

/** What still routes to a station: the dishes set to it and the categories sent to it (each blocks its deletion). */
export async function stationUses(db: Db, id: string): Promise<{ dishes: number; categories: number }> {
  const dishes = await db
    .selectFrom("menuItems")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("stationId", "=", id)
    .executeTakeFirstOrThrow();
  const categories = await db
    .selectFrom("menuCategories")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("stationId", "=", id)
    .executeTakeFirstOrThrow();
  return { dishes: Number(dishes.count), categories: Number(categories.count) };
}

/** The restaurant's own category list in menu order; the spec's eight until an admin saves one. */
export async function listCategories(db: Db, restaurantId: string): Promise<MenuCategoryRow[]> {
  const rows = await db
    .selectFrom("menuCategories")
    .select(["name", "stationId"])
    .where("restaurantId", "=", restaurantId)
    .orderBy("position")
    .execute();
  return rows.length > 0 ? rows : DEFAULT_CATEGORIES.map((category) => ({ ...category }));
}

/** Replaces the restaurant's category list with `categories`, in their order. */
export async function saveCategories(db: Db, restaurantId: string, categories: readonly MenuCategoryRow[]): Promise<void> {
  await db.deleteFrom("menuCategories").where("restaurantId", "=", restaurantId).execute();
  await db
    .insertInto("menuCategories")
    .values(categories.map(({ name, stationId }, position) => ({ restaurantId, name, stationId, position })))
    .execute();
}

/** Categories some dish of the restaurant is still in: a saved list must keep each of them. */
export async function categoriesInUse(db: Db, restaurantId: string): Promise<string[]> {
  const rows = await db.selectFrom("menuItems").select("category").distinct().where("restaurantId", "=", restaurantId).execute();
  return rows.map((row) => row.category);
}
