import { randomUUID } from "node:crypto";
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

export interface CustomerContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * Books an order to the restaurant's customer with this phone or e-mail (phone wins when they point at
 * two people), creating one if none exists; contact details become the latest ones given.
 */
export async function recordCustomerOrder(
  db: Db,
  restaurantId: string,
  contact: CustomerContact,
  amount: number,
  at: string,
): Promise<string> {
  const matches = await db
    .selectFrom("customers")
    .selectAll()
    .where("restaurantId", "=", restaurantId)
    .where((eb) => eb.or([eb("phone", "=", contact.phone), eb("email", "=", contact.email)]))
    .orderBy("createdAt")
    .execute();
  const existing = matches.find((row) => row.phone === contact.phone) ?? matches[0];
  if (!existing) {
    const id = randomUUID();
    await db
      .insertInto("customers")
      .values({
        id,
        restaurantId,
        ...contact,
        totalOrders: 1,
        totalSpent: amount,
        firstOrderDate: at,
        lastOrderDate: at,
        isActive: 1,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    return id;
  }
  await db
    .updateTable("customers")
    .set((eb) => ({
      ...contact,
      totalOrders: eb("totalOrders", "+", 1),
      totalSpent: eb("totalSpent", "+", amount),
      firstOrderDate: existing.firstOrderDate ?? at,
      lastOrderDate: at,
      updatedAt: at,
    }))
    .where("id", "=", existing.id)
    .execute();
  return existing.id;
}
