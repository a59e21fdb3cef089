import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * The durable print queue (docs/decisions/083-print-jobs-in-the-order-transaction.md): one row per
 * ticket a station's printer (or its tablet) must print, written in the same transaction as the order
 * change that causes it, taken by one sender at a time under a lease. On PostgreSQL,
 * rasoi_queue_order_tickets numbers and queues an order's tickets (both order paths call it) and
 * rasoi_place_order gains the tickets to queue, replacing migration 011's.
 */
export const printJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("print_jobs")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("station_id", "text", (col) => col.references("stations.id").onDelete("cascade"))
      .addColumn("order_id", "text", (col) => col.references("orders.id").onDelete("cascade"))
      .addColumn("kind", "text", (col) => col.notNull())
      // The table visit's running KOT number of the order; null for a test page.
      .addColumn("kot_number", "integer")
      .addColumn("status", "text", (col) => col.notNull().defaultTo("queued"))
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (col) => col.notNull())
      .addColumn("claimed_by", "text")
      .addColumn("claimed_until", "text")
      .addColumn("payload", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("sent_at", "text")
      .addColumn("last_error", "text")
      .execute();
    // The senders' scan: queued jobs of a station, oldest first.
    await db.schema.createIndex("print_jobs_queue").on("print_jobs").columns(["status", "station_id", "created_at"]).execute();
    await db.schema.createIndex("print_jobs_restaurant").on("print_jobs").columns(["restaurant_id", "created_at"]).execute();
    await db.schema.createIndex("print_jobs_order").on("print_jobs").columns(["order_id"]).execute();
    if (!isPostgres(db)) return;
    await sql.raw(QUEUE_ORDER_TICKETS).execute(db);
    await sql.raw(PLACE_ORDER).execute(db);
    await sql.raw("DROP FUNCTION rasoi_place_order(text, text, text, text, jsonb, text, text, text, text)").execute(db);
  },
};

/**
 * Queues an order's tickets, `p_jobs` being `[{ id, station_id, payload }]`: numbered with the count of
 * the table visit's orders (this one included), kind `new` for the first, `add` after. Under a lock on
 * the table, so two orders of one table at once get two numbers: each statement after the lock sees
 * what the other committed.
 */
const QUEUE_ORDER_TICKETS = `
CREATE FUNCTION rasoi_queue_order_tickets(p_order_id text, p_jobs jsonb) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_table text;
  v_restaurant text;
  v_at text;
  v_kot integer;
BEGIN
  IF jsonb_array_length(p_jobs) = 0 THEN RETURN; END IF;
  SELECT o.table_id, o.restaurant_id, o.order_time INTO v_table, v_restaurant, v_at FROM orders o WHERE o.id = p_order_id;
  PERFORM pg_advisory_xact_lock(7263, hashtext(coalesce(v_table, p_order_id)));
  SELECT count(*) INTO v_kot FROM orders o JOIN restaurant_tables t ON t.id = o.table_id
    WHERE o.table_id = v_table AND (t.visit_started_at IS NULL OR o.order_time >= t.visit_started_at);
  INSERT INTO print_jobs (id, restaurant_id, station_id, order_id, kind, kot_number, status, attempts, next_attempt_at, payload, created_at)
  SELECT j->>'id', v_restaurant,
    coalesce(j->>'station_id', (SELECT s.id FROM stations s WHERE s.restaurant_id = v_restaurant ORDER BY s.position, s.created_at, s.id LIMIT 1)),
    p_order_id, CASE WHEN v_kot <= 1 THEN 'new' ELSE 'add' END, greatest(v_kot, 1),
    'queued', 0, v_at, j->>'payload', v_at
  FROM jsonb_array_elements(p_jobs) AS j;
END;
$$`;

/** Migration 011's rasoi_place_order, queueing the order's tickets in its transaction (none when a caller of the old signature gives none). */
const PLACE_ORDER = `
CREATE FUNCTION rasoi_place_order(
  p_scope text, p_key text, p_request_hash text, p_response text, p_order jsonb,
  p_name text, p_phone text, p_email text, p_new_customer_id text, p_jobs jsonb DEFAULT '[]'::jsonb
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
  PERFORM rasoi_queue_order_tickets(p_order->>'id', p_jobs);
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response_body, created_at)
    VALUES (p_scope, p_key, p_request_hash, 201, p_response, p_order->>'order_time');
  END IF;
END;
$$`;
