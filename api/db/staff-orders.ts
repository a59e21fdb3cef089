import { PostgresAdapter, sql } from "kysely";
import { orderLinesOf } from "../../shared/order-lines";
import type { PricedLine } from "../../shared/schemas/orders";
import type { StaffOrderInput } from "../../shared/schemas/staff-orders";
import { type Db, sqliteOf } from "./connection";
import { type Booking, bookCustomer } from "./customer-booking";
import { newOrderRow } from "./order-row";

interface NewStaffOrder {
  id: string;
  restaurantId: string;
  tableId: string;
  input: StaffOrderInput;
  lines: PricedLine[];
  /** The station that makes each dish, by dish id (the table's cached place). */
  stationOf: ReadonlyMap<string, string | null>;
  total: number;
  takenBy: string;
  at: string;
  /** The id a customer gets when this order creates one. */
  customerId: string;
}

/**
 * Books a staff order by the one rule a diner's order is booked by (api/db/customer-booking.ts): on
 * PostgreSQL its function rasoi_book_customer (migration 011), on SQLite the writer's own connection.
 */
async function bookStaffCustomer(db: Db, booking: Booking): Promise<string | null> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { restaurantId, contact, amount, at, newId } = booking;
    const { rows } = await sql<{
      id: string | null;
    }>`SELECT rasoi_book_customer(${restaurantId}, ${contact.name}, ${contact.phone}, ${contact.email}, ${amount}, ${at}, ${newId}) AS id`.execute(
      db,
    );
    return rows[0]?.id ?? null;
  }
  return bookCustomer(sqliteOf(db), booking);
}

/** Stores a priced staff order (and books its customer); answers whether a customer was booked. */
export async function insertStaffOrder(db: Db, order: NewStaffOrder): Promise<{ bookedCustomer: boolean }> {
  const { input } = order;
  const contact = { name: input.customerName, phone: input.customerPhone, email: input.customerEmail };
  const customerId = await bookStaffCustomer(db, {
    restaurantId: order.restaurantId,
    contact,
    amount: order.total,
    at: order.at,
    newId: order.customerId,
  });
  await db
    .insertInto("orders")
    .values(
      newOrderRow({
        id: order.id,
        restaurantId: order.restaurantId,
        tableId: order.tableId,
        customerId,
        items: JSON.stringify(orderLinesOf(order.id, order.lines, (line) => order.stationOf.get(line.id) ?? null)),
        totalAmount: order.total,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerEmail: input.customerEmail,
        specialInstructions: input.specialInstructions,
        orderTime: order.at,
        takenBy: order.takenBy,
      }),
    )
    .execute();
  return { bookedCustomer: customerId !== null };
}
