import { dietOf } from "../../shared/diet";
import { sortMenu } from "../../shared/menu-order";
import type { MenuItem, MenuItemFields } from "../../shared/schemas/menu";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import type { MenuItemRow } from "./schema";

function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    isAvailable: row.isAvailable === 1,
    diet: dietOf(row.diet),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
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
    .values({ id, restaurantId, ...fields, isAvailable: fields.isAvailable ? 1 : 0, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMenuItem(row);
}

export async function updateMenuItem(db: Db, id: string, fields: MenuItemFields): Promise<MenuItem> {
  const row = await db
    .updateTable("menuItems")
    .set({ ...fields, isAvailable: fields.isAvailable ? 1 : 0, updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMenuItem(row);
}

export async function deleteMenuItem(db: Db, id: string): Promise<void> {
  await db.deleteFrom("menuItems").where("id", "=", id).execute();
}
