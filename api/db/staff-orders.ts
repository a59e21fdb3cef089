import type { OrderLine } from "../../shared/schemas/orders";
import type { StaffOrderInput } from "../../shared/schemas/staff-orders";
import type { Db } from "./connection";

interface Contact {
  name: string;
  phone: string;
  email: string;
}

/**
 * Books a staff order to the restaurant's customer with this phone, else this e-mail, as a diner's
 * order is booked (api/db/order-store.ts), creating one when neither matches. A staff order may carry
 * no phone and no e-mail: then nobody is booked (null). Only the details given replace stored ones.
 */
async function bookCustomer(
  db: Db,
  restaurantId: string,
  contact: Contact,
  amount: number,
  at: string,
  newId: string,
): Promise<string | null> {
  if (!contact.phone && !contact.email) return null;
  const match = (column: "phone" | "email", value: string) =>
    value
      ? db
          .selectFrom("customers")
          .select(["id", "name", "phone", "email"])
          .where("restaurantId", "=", restaurantId)
          .where(column, "=", value)
          .orderBy("createdAt")
          .executeTakeFirst()
      : Promise.resolve(undefined);
  const existing = (await match("phone", contact.phone)) ?? (await match("email", contact.email));
  if (!existing) {
    await db
      .insertInto("customers")
      .values({
        id: newId,
        restaurantId,
        name: contact.name || contact.phone || contact.email,
        email: contact.email,
        phone: contact.phone,
        totalOrders: 1,
        totalSpent: amount,
        firstOrderDate: at,
        lastOrderDate: at,
        isActive: 1,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    return newId;
  }
  await db
    .updateTable("customers")
    .set((eb) => ({
      totalOrders: eb("totalOrders", "+", 1),
      totalSpent: eb("totalSpent", "+", amount),
      firstOrderDate: eb.fn.coalesce("firstOrderDate", eb.val(at)),
      lastOrderDate: at,
      updatedAt: at,
      name: contact.name || existing.name,
      phone: contact.phone || existing.phone,
      email: contact.email || existing.email,
    }))
    .where("id", "=", existing.id)
    .execute();
  return existing.id;
}

export interface NewStaffOrder {
  id: string;
  restaurantId: string;
  tableId: string;
  input: StaffOrderInput;
  lines: OrderLine[];
  total: number;
  takenBy: string;
  at: string;
  /** The id a customer gets when this order creates one. */
  customerId: string;
}

/** Stores a priced staff order (and books its customer); answers whether a customer was booked. */
export async function insertStaffOrder(db: Db, order: NewStaffOrder): Promise<{ bookedCustomer: boolean }> {
  const { input } = order;
  const contact = { name: input.customerName, phone: input.customerPhone, email: input.customerEmail };
  const customerId = await bookCustomer(db, order.restaurantId, contact, order.total, order.at, order.customerId);
  await db
    .insertInto("orders")
    .values({
      id: order.id,
      restaurantId: order.restaurantId,
      tableId: order.tableId,
      customerId,
      items: JSON.stringify(order.lines),
      totalAmount: order.total,
      status: "pending",
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      customerEmail: input.customerEmail,
      specialInstructions: input.specialInstructions,
      orderTime: order.at,
      completedAt: null,
      updatedAt: order.at,
      takenBy: order.takenBy,
    })
    .execute();
  return { bookedCustomer: customerId !== null };
}
