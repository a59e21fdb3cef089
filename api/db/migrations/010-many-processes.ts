import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * For several server processes over one PostgreSQL (decision 065). The counters of the rate limits:
 * one row per limited key (an account, an address, a table), its count in the current window and
 * when that window ends (ms since the epoch); SQLite's single process keeps them in memory, but the
 * table exists on both so the two schemas stay the same. On PostgreSQL only, the diner's order as one
 * function (api/db/postgres/order-store.ts): the whole order in one round trip and one transaction.
 */
export const manyProcesses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("limit_windows")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("count", "integer", (col) => col.notNull())
      .addColumn("resets_at", "bigint", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("limit_windows_resets").on("limit_windows").column("resets_at").execute();
    if (isPostgres(db)) await sql.raw(PLACE_ORDER).execute(db);
  },
};

/**
 * Places one order: answers the stored answer when the key was used before (no row otherwise); else
 * books the customer (the restaurant's oldest customer with this phone and this e-mail, else a new one;
 * an order never renames a customer, docs/api.md) under a lock on that phone and e-mail, inserts the
 * order and the key. VOLATILE:
 * each statement sees what committed before it, so the lookups see a customer made by an order that
 * held the lock a moment ago.
 */
const PLACE_ORDER = `
CREATE FUNCTION rasoi_place_order(
  p_scope text, p_key text, p_request_hash text, p_response text,
  p_order_id text, p_restaurant_id text, p_table_id text, p_items text, p_total integer, p_status text,
  p_name text, p_phone text, p_email text, p_instructions text, p_at text, p_new_customer_id text
) RETURNS TABLE (request_hash text, status_code integer, response_body text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  customer text;
BEGIN
  IF p_key IS NOT NULL THEN
    RETURN QUERY SELECT k.request_hash, k.status_code, k.response_body FROM idempotency_keys k WHERE k.scope = p_scope AND k.key = p_key;
    IF FOUND THEN RETURN; END IF;
  END IF;
  PERFORM pg_advisory_xact_lock(7262, hashtext(p_restaurant_id || ':' || p_phone || ':' || lower(p_email)));
  SELECT c.id INTO customer FROM customers c
    WHERE c.restaurant_id = p_restaurant_id AND c.phone = p_phone AND lower(c.email) = lower(p_email) ORDER BY c.created_at LIMIT 1;
  IF customer IS NULL THEN
    customer := p_new_customer_id;
    INSERT INTO customers (id, restaurant_id, name, email, phone, total_orders, total_spent, first_order_date, last_order_date, is_active, created_at, updated_at)
    VALUES (customer, p_restaurant_id, p_name, p_email, p_phone, 1, p_total, p_at, p_at, 1, p_at, p_at);
  ELSE
    UPDATE customers SET total_orders = total_orders + 1, total_spent = total_spent + p_total,
      first_order_date = coalesce(first_order_date, p_at), last_order_date = p_at, updated_at = p_at
    WHERE id = customer;
  END IF;
  INSERT INTO orders (id, restaurant_id, table_id, customer_id, items, total_amount, status, customer_name, customer_phone,
    customer_email, special_instructions, order_time, completed_at, updated_at)
  VALUES (p_order_id, p_restaurant_id, p_table_id, customer, p_items, p_total, p_status, p_name, p_phone,
    p_email, p_instructions, p_at, NULL, p_at);
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response_body, created_at)
    VALUES (p_scope, p_key, p_request_hash, 201, p_response, p_at);
  END IF;
END;
$$`;
