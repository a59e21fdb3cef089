import type { Customer } from "../../shared/schemas/customers";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import type { CustomerRow } from "./schema";

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    totalOrders: row.totalOrders,
    totalSpent: row.totalSpent,
    firstOrderDate: row.firstOrderDate,
    lastOrderDate: row.lastOrderDate,
    notes: row.notes,
    isActive: row.isActive === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    noShows: row.noShows,
  };
}

/** Most recent diners first; people who never ordered go last. */
export async function listCustomers(db: Db, restaurantId: string): Promise<Customer[]> {
  const rows = await db
    .selectFrom("customers")
    .selectAll()
    .where("restaurantId", "=", restaurantId)
    .orderBy("lastOrderDate", (order) => order.desc().nullsLast())
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(toCustomer);
}

export async function findCustomer(db: Db, id: string): Promise<Customer | null> {
  const row = await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toCustomer(row) : null;
}

export async function updateCustomerNotes(db: Db, id: string, notes: string): Promise<Customer> {
  const row = await db
    .updateTable("customers")
    .set({ notes, updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCustomer(row);
}
