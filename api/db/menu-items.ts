import { dietOf } from "../../shared/diet";
import { sortMenu } from "../../shared/menu-order";
import type { MenuItem, MenuItemFields, MenuItemPatch } from "../../shared/schemas/menu";
import type { OptionGroup } from "../../shared/schemas/menu-options";
import type { DinerMenuItem } from "../../shared/schemas/qr";
import { nowIso } from "../clock";
import { photoOf } from "../photos/stored";
import { selectList } from "./columns";
import type { Db } from "./connection";
import type { MenuItemRow } from "./schema";

/** A stored row's columns as the diner sees the dish (the QR cache reads rows with raw statements). */
export type DishColumns = Omit<MenuItemRow, "restaurantId" | "createdAt" | "updatedAt">;

/** Every column of a dish, in one list for the raw statements of both stores' QR caches. */
export const DISH_COLUMNS = [
  "id",
  "name",
  "description",
  "price",
  "category",
  "isAvailable",
  "localName",
  "localDescription",
  "optionGroups",
  "diet",
  "stationId",
  "photo",
  "packagingRupees",
] as const satisfies readonly (keyof DishColumns)[];
/** A column a dish has and the list lacks fails to compile here. */
export const EVERY_DISH_COLUMN: Exclude<keyof DishColumns, (typeof DISH_COLUMNS)[number]> extends never ? true : never = true;

/** A dish as the QR caches read it: its columns and the station that makes it (shared/stations.ts, stationOfDish). */
export type RoutedDishColumns = DishColumns & { routedStationId: string | null };

/**
 * A restaurant's dishes, each with its station resolved as stationOfDish does (its own, else its
 * category's, else the first); `placeholder` is the store's spelling of the one parameter (`?`, `$1`).
 */
export const menuOfSql = (placeholder: string): string =>
  `SELECT ${selectList(DISH_COLUMNS)}, COALESCE(
     (SELECT s.id FROM stations s WHERE s.id = menu_items.station_id AND s.restaurant_id = menu_items.restaurant_id),
     (SELECT s.id FROM menu_categories c JOIN stations s ON s.id = c.station_id
       WHERE c.restaurant_id = menu_items.restaurant_id AND c.name = menu_items.category),
     (SELECT s.id FROM stations s WHERE s.restaurant_id = menu_items.restaurant_id ORDER BY s.position, s.created_at, s.id LIMIT 1)
   ) AS "routedStationId" FROM menu_items WHERE restaurant_id = ${placeholder}`;

/** A row's dish fields as the diner sees them (no station). Option groups were checked by the shared schema before they were stored. */
export function toDish(row: DishColumns): DinerMenuItem {
  const optionGroups: OptionGroup[] = JSON.parse(row.optionGroups);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    isAvailable: row.isAvailable === 1,
    localName: row.localName,
    localDescription: row.localDescription,
    optionGroups,
    diet: dietOf(row.diet),
    photo: photoOf(row.photo),
  };
}

/** The columns a menu item's fields are stored in. */
function toColumns({ optionGroups, isAvailable, ...fields }: MenuItemFields) {
  return { ...fields, isAvailable: isAvailable ? 1 : 0, optionGroups: JSON.stringify(optionGroups) };
}

function toMenuItem(row: MenuItemRow): MenuItem {
  return { ...toDish(row), stationId: row.stationId, restaurantId: row.restaurantId, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** Every item of the restaurant, available or not, in menu order. */
export async function listMenu(db: Db, restaurantId: string): Promise<MenuItem[]> {
  const rows = await db.selectFrom("menuItems").selectAll().where("restaurantId", "=", restaurantId).execute();
  return sortMenu(rows.map(toMenuItem));
}

export async function findMenuItem(db: Db, id: string): Promise<MenuItem | null> {
  const row = await db.selectFrom("menuItems").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toMenuItem(row) : null;
}

export async function insertMenuItem(db: Db, restaurantId: string, id: string, fields: MenuItemFields): Promise<MenuItem> {
  const now = nowIso();
  const row = await db
    .insertInto("menuItems")
    .values({ id, restaurantId, ...toColumns(fields), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMenuItem(row);
}

export async function updateMenuItem(db: Db, id: string, fields: MenuItemFields): Promise<MenuItem> {
  const row = await db
    .updateTable("menuItems")
    .set({ ...toColumns(fields), updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMenuItem(row);
}

/** Changes only the fields in `patch`, leaving the rest as they are. */
export async function patchMenuItem(db: Db, id: string, patch: MenuItemPatch): Promise<MenuItem> {
  const { isAvailable, ...rest } = patch;
  const sent = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const row = await db
    .updateTable("menuItems")
    .set({ ...sent, ...(isAvailable === undefined ? {} : { isAvailable: isAvailable ? 1 : 0 }), updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMenuItem(row);
}

export async function deleteMenuItem(db: Db, id: string): Promise<void> {
  await db.deleteFrom("menuItems").where("id", "=", id).execute();
}
