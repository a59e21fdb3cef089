import type { OrderLine } from "../../shared/schemas/orders";
import type { StaffOrderInput } from "../../shared/schemas/staff-orders";
import type { Db } from "./connection";

interface Contact {
  name: string;
  phone: string;
  email: string;
}

/**
 * Books a staff order to the restaurant's customer with every contact detail it gives (the phone, the
 * e-mail ignoring case, or both; a detail the customer has not given yet matches too), the oldest if
 * several, creating one when none matches. Like a diner's order (docs/api.md, Customers) it never
 * changes a customer's name or a detail they have; it only fills one they lacked. A staff order may
 * carry no phone and no e-mail: then nobody is booked (null).
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
  let match = db.selectFrom("customers").select("id").where("restaurantId", "=", restaurantId);
  const email = contact.email.toLowerCase();
  if (contact.phone) match = match.where((eb) => eb.or([eb("phone", "=", contact.phone), ...(email ? [eb("phone", "=", "")] : [])]));
  if (email)
    match = match.where((eb) => eb.or([eb(eb.fn("lower", ["email"]), "=", email), ...(contact.phone ? [eb("email", "=", "")] : [])]));
  const existing = await match.select(["phone", "email"]).orderBy("createdAt").executeTakeFirst();
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
      phone: existing.phone || contact.phone,
      email: existing.email || contact.email,
    }))
    .where("id", "=", existing.id)
    .execute();
  return existing.id;
}

interface NewStaffOrder {
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
