import { type DinerOrder, toDinerOrder } from "../../shared/schemas/diner-order";
import type { Db } from "./connection";
import { findOrder } from "./orders";

/**
 * One order as its own table's diner may see it: only when it was placed at the table behind this
 * QR code and that table and its restaurant are still open. Anything else is null, so another
 * table's order and an unknown id look the same to the caller.
 */
export async function findTableOrder(db: Db, qrCode: string, orderId: string): Promise<DinerOrder | null> {
  const owner = await db
    .selectFrom("orders")
    .innerJoin("restaurantTables", "restaurantTables.id", "orders.tableId")
    .innerJoin("restaurants", "restaurants.id", "restaurantTables.restaurantId")
    .select("orders.id")
    .where("orders.id", "=", orderId)
    .where("restaurantTables.qrCode", "=", qrCode)
    .whereRef("orders.restaurantId", "=", "restaurantTables.restaurantId")
    .where("restaurantTables.isActive", "=", 1)
    .where("restaurants.isActive", "=", 1)
    .executeTakeFirst();
  if (owner) {
    const order = await findOrder(db, owner.id);
    return order ? toDinerOrder(order) : null;
  }
  return findMovedOrder(db, qrCode, orderId);
}

/**
 * An order moved away from the table behind this QR code (docs/api.md, Moves and merges): the phone
 * that placed it there learns which table it went to, and nothing more of that table.
 */
async function findMovedOrder(db: Db, qrCode: string, orderId: string): Promise<DinerOrder | null> {
  const moved = await db
    .selectFrom("orders")
    .innerJoin("restaurantTables as left", "left.id", "orders.movedFromTableId")
    .innerJoin("restaurantTables as now", "now.id", "orders.tableId")
    .innerJoin("restaurants", "restaurants.id", "left.restaurantId")
    .select(["orders.id", "now.tableNumber"])
    .where("orders.id", "=", orderId)
    .where("left.qrCode", "=", qrCode)
    .whereRef("orders.restaurantId", "=", "left.restaurantId")
    .where("left.isActive", "=", 1)
    .where("restaurants.isActive", "=", 1)
    .executeTakeFirst();
  if (!moved) return null;
  const order = await findOrder(db, moved.id);
  return order ? { ...toDinerOrder(order), movedToTable: moved.tableNumber } : null;
}
