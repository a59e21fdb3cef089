import type { Sqlite } from "./connection";

/** The contact details an order gives; a detail left out is "", the e-mail is lower-case (shared/schemas/fields.ts). */
export interface Contact {
  name: string;
  phone: string;
  email: string;
}

export interface Booking {
  restaurantId: string;
  contact: Contact;
  /** The order's total, in rupees. */
  amount: number;
  at: string;
  /** The id a new customer gets. */
  newId: string;
}

/**
 * The one rule for booking an order to a customer (docs/api.md, Customers), for a diner's order and a
 * staff order alike: the restaurant's oldest customer with every detail the order gives (the phone,
 * the e-mail ignoring case; a detail the customer has not given yet matches too), else a new one. An
 * order never changes a customer's name or a detail they have; it fills one they lacked. No phone and
 * no e-mail (a staff order may give neither) books nobody: null. This is SQLite's; PostgreSQL's is
 * the function rasoi_book_customer (migration 011), and api/db/customer-booking.pgtest.ts holds the
 * two to the same rows.
 */
export function bookCustomer(sqlite: Sqlite, booking: Booking): string | null {
  const { contact } = booking;
  if (!contact.phone && !contact.email) return null;
  const statements = statementsOf(sqlite);
  const params = { restaurantId: booking.restaurantId, phone: contact.phone, email: contact.email.toLowerCase() };
  const existing = (contact.phone ? statements.byPhone : statements.byEmail).get(params);
  const row = { ...params, name: contact.name || contact.phone || contact.email, amount: booking.amount, at: booking.at };
  if (!existing) {
    statements.insert.run({ ...row, id: booking.newId });
    return booking.newId;
  }
  const fills = (existing.phone === "" && contact.phone !== "") || (existing.email === "" && contact.email !== "");
  // A regular who gives the same details again leaves the phone and e-mail indexes untouched.
  (fills ? statements.bookAndFill : statements.book).run({ ...row, id: existing.id });
  return existing.id;
}

type Params = Record<string, string | number>;
interface Statements {
  byPhone: { get(params: Params): { id: string; phone: string; email: string } | undefined };
  byEmail: { get(params: Params): { id: string; phone: string; email: string } | undefined };
  insert: { run(params: Params): unknown };
  book: { run(params: Params): unknown };
  bookAndFill: { run(params: Params): unknown };
}

const prepared = new WeakMap<Sqlite, Statements>();

/** The rule's statements, prepared once per connection. */
function statementsOf(sqlite: Sqlite): Statements {
  const known = prepared.get(sqlite);
  if (known) return known;
  const COUNT = `total_orders = total_orders + 1, total_spent = total_spent + @amount,
    first_order_date = coalesce(first_order_date, @at), last_order_date = @at, updated_at = @at`;
  const statements: Statements = {
    // With a phone: two probes of the (restaurant_id, phone, created_at) index, its own and a blank one.
    byPhone: sqlite.prepare(
      `SELECT id, phone, email FROM customers
       WHERE restaurant_id = @restaurantId AND phone IN (@phone, '') AND (phone <> '' OR @email <> '')
         AND (@email = '' OR lower(email) IN (@email, ''))
       ORDER BY created_at, id LIMIT 1`,
    ),
    // An e-mail alone matches that e-mail only: a customer with neither detail does not exist.
    byEmail: sqlite.prepare(
      `SELECT id, phone, email FROM customers WHERE restaurant_id = @restaurantId AND lower(email) = @email ORDER BY created_at, id LIMIT 1`,
    ),
    insert: sqlite.prepare(
      `INSERT INTO customers (id, restaurant_id, name, email, phone, total_orders, total_spent, first_order_date, last_order_date, is_active, created_at, updated_at)
       VALUES (@id, @restaurantId, @name, @email, @phone, 1, @amount, @at, @at, 1, @at, @at)`,
    ),
    book: sqlite.prepare(`UPDATE customers SET ${COUNT} WHERE id = @id`),
    bookAndFill: sqlite.prepare(
      `UPDATE customers SET ${COUNT},
         phone = CASE WHEN phone = '' THEN @phone ELSE phone END, email = CASE WHEN email = '' THEN @email ELSE email END
       WHERE id = @id`,
    ),
  };
  prepared.set(sqlite, statements);
  return statements;
}
