import { randomBytes } from "node:crypto";
import type { RestaurantTable, TableFields } from "../../shared/schemas/tables";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import type { RestaurantTableRow } from "./schema";
import { WriteRaced } from "./write-runner";

function toRestaurantTable(row: RestaurantTableRow): RestaurantTable {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    tableNumber: row.tableNumber,
    capacity: row.capacity,
    location: row.location,
    qrCode: row.qrCode,
    isActive: row.isActive === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    visitStartedAt: row.visitStartedAt,
    seatedAt: row.seatedAt,
  };
}

/** 144 random bits, base64url: nobody can guess another table's code and order to it. */
export function newQrCode(): string {
  return randomBytes(18).toString("base64url");
}

/** Tables in the order people count them: 2 before 10. */
export async function listTables(db: Db, restaurantId: string): Promise<RestaurantTable[]> {
  const rows = await db.selectFrom("restaurantTables").selectAll().where("restaurantId", "=", restaurantId).execute();
  return rows
    .map(toRestaurantTable)
    .sort((a, b) => a.tableNumber.localeCompare(b.tableNumber, "en", { numeric: true }) || a.id.localeCompare(b.id));
}

export async function findTable(db: Db, id: string): Promise<RestaurantTable | null> {
  const row = await db.selectFrom("restaurantTables").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRestaurantTable(row) : null;
}

/** Whether another table of the restaurant already uses this number. */
export async function tableNumberTaken(db: Db, restaurantId: string, tableNumber: string, exceptId: string): Promise<boolean> {
  const row = await db
    .selectFrom("restaurantTables")
    .select("id")
    .where("restaurantId", "=", restaurantId)
    .where("tableNumber", "=", tableNumber)
    .where("id", "!=", exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTable(db: Db, restaurantId: string, id: string, fields: TableFields): Promise<RestaurantTable> {
  const now = nowIso();
  const row = await db
    .insertInto("restaurantTables")
    .values({ id, restaurantId, ...fields, qrCode: newQrCode(), isActive: 1, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRestaurantTable(row);
}

/**
 * Saves the table's fields, only if its number is still `readNumber` (what the caller decided on):
 * else WriteRaced, and the job decides again (whether its orders need touching, whether the number is free).
 */
export async function updateTable(db: Db, id: string, fields: TableFields, readNumber: string): Promise<RestaurantTable> {
  const row = await db
    .updateTable("restaurantTables")
    .set({ ...fields, updatedAt: nowIso() })
    .where("id", "=", id)
    .where("tableNumber", "=", readNumber)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new WriteRaced(`Table ${readNumber}`);
  return toRestaurantTable(row);
}

/**
 * Orders answer their table's number, so renumbering or deleting a table changes how they read: their
 * `updatedAt` moves, and clients pulling only changed orders fetch them again (docs/sync.md).
 */
export async function touchOrdersOfTable(db: Db, tableId: string): Promise<void> {
  await db.updateTable("orders").set({ updatedAt: nowIso() }).where("tableId", "=", tableId).execute();
}

/** Orders of the table stay; the foreign key sets their table to null and they show as Unknown. */
export async function deleteTable(db: Db, id: string): Promise<void> {
  await touchOrdersOfTable(db, id);
  await db.deleteFrom("restaurantTables").where("id", "=", id).execute();
}
