import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * On PostgreSQL only: the rule that books an order to a customer (docs/api.md, Customers) as one
 * function, rasoi_book_customer, that both the diner's order and the staff order call, with the rule
 * SQLite runs (api/db/customer-booking.ts; api/db/customer-booking.pgtest.ts holds the two to the same
 * rows); and rasoi_place_order taking the order's row as JSON made by the one column list
 * (api/db/order-row.ts), so no column is spelled here. Replaces migration 010's rasoi_place_order.
 */
export const oneBookingRule: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql.raw(BOOK_CUSTOMER).execute(db);
    await sql.raw(PLACE_ORDER).execute(db);
    await sql
      .raw(
        "DROP FUNCTION rasoi_place_order(text, text, text, text, text, text, text, text, integer, text, text, text, text, text, text, text)",
      )
      .execute(db);
  },
};

/**
 * Books one order of `p_amount` rupees: the restaurant's oldest customer with every detail given (a
 * blank detail of the customer matches too), whose blank details the order fills, else a new customer
 * `p_new_id`; null when the order gives no phone and no e-mail. Under a lock on the restaurant and
 * the details given, so two orders of a new diner at once make one customer. VOLATILE: under READ
 * COMMITTED each statement sees what committed before it, so the lookup sees a customer made by an
 * order that held the lock a moment ago.
 */
const BOOK_CUSTOMER = `
CREATE FUNCTION rasoi_book_customer(
  p_restaurant_id text, p_name text, p_phone text, p_email text, p_amount integer, p_at text, p_new_id text
) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  found_id text;
  found_phone text;
  found_email text;
  v_email text := lower(p_email);
BEGIN
  IF p_phone = '' AND v_email = '' THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(7262, hashtext(p_restaurant_id || ':' || p_phone || ':' || v_email));
  SELECT c.id, c.phone, c.email INTO found_id, found_phone, found_email FROM customers c
    WHERE c.restaurant_id = p_restaurant_id
      AND (p_phone = '' OR c.phone = p_phone OR (v_email <> '' AND c.phone = ''))
      AND (v_email = '' OR lower(c.email) = v_email OR (p_phone <> '' AND c.email = ''))
    ORDER BY c.created_at, c.id LIMIT 1;
  IF found_id IS NULL THEN
    INSERT INTO customers (id, restaurant_id, name, email, phone, total_orders, total_spent, first_order_date, last_order_date, is_active, created_at, updated_at)
    VALUES (p_new_id, p_restaurant_id, coalesce(nullif(p_name, ''), nullif(p_phone, ''), v_email), v_email, p_phone, 1, p_amount, p_at, p_at, 1, p_at, p_at);
    RETURN p_new_id;
  END IF;
  UPDATE customers SET total_orders = total_orders + 1, total_spent = total_spent + p_amount,
    first_order_date = coalesce(first_order_date, p_at), last_order_date = p_at, updated_at = p_at,
    phone = CASE WHEN phone = '' THEN p_phone ELSE phone END, email = CASE WHEN email = '' THEN v_email ELSE email END
  WHERE id = found_id;
  RETURN found_id;
END;
$$`;

/**
 * Places one diner's order: answers the stored answer when the key was used before (no row
 * otherwise); else books the customer, inserts the order (its row as JSON, its customer set here) and
 * the key, all in the one statement's transaction.
 */
const PLACE_ORDER = `
CREATE FUNCTION rasoi_place_order(
  p_scope text, p_key text, p_request_hash text, p_response text, p_order jsonb,
  p_name text, p_phone text, p_email text, p_new_customer_id text
) RETURNS TABLE (request_hash text, status_code integer, response_body text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  customer text;
BEGIN
  IF p_key IS NOT NULL THEN
    RETURN QUERY SELECT k.request_hash, k.status_code, k.response_body FROM idempotency_keys k WHERE k.scope = p_scope AND k.key = p_key;
    IF FOUND THEN RETURN; END IF;
  END IF;
  customer := rasoi_book_customer(p_order->>'restaurant_id', p_name, p_phone, p_email,
    (p_order->>'total_amount')::integer, p_order->>'order_time', p_new_customer_id);
  INSERT INTO orders SELECT * FROM jsonb_populate_record(NULL::orders, p_order || jsonb_build_object('customer_id', customer));
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response_body, created_at)
    VALUES (p_scope, p_key, p_request_hash, 201, p_response, p_order->>'order_time');
  END IF;
END;
$$`;
