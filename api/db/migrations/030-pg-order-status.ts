import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * On PostgreSQL only (docs/decisions/112-staff-writes-in-one-round-trip.md): a staff member's order
 * status move as one function call, so one round trip and one transaction, as the diner's order is
 * (migrations 010, 011, 017). SQLite runs the same rules in api/routes/orders.ts and api/db/orders.ts;
 * the PostgreSQL tests run the route tests against these functions. rasoi_stored_answer and
 * rasoi_not_own are the checks every one-trip write makes first (idempotentWrite's replay, ownRow),
 * rasoi_store_answer its key's record;
 * rasoi_order_json is an order as the API answers it (api/db/orders.ts, toOrder);
 * rasoi_end_visit_if_settled is api/db/table-visits.ts's endVisitIfSettled; rasoi_order_status the move.
 */
export const pgOrderStatus: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql.raw(STORED_ANSWER).execute(db);
    await sql.raw(STORE_ANSWER).execute(db);
    await sql.raw(NOT_OWN).execute(db);
    await sql.raw(ORDER_JSON).execute(db);
    await sql.raw(END_VISIT_IF_SETTLED).execute(db);
    await sql.raw(ORDER_STATUS).execute(db);
  },
};

/**
 * A staff write's stored answer to its key, as every one-trip function answers: 'replay' with the
 * first answer, or 'key-reused' (422) when the key came with another request; no row for a new key.
 */
const STORED_ANSWER = `
CREATE FUNCTION rasoi_stored_answer(p_scope text, p_key text, p_request_hash text)
RETURNS TABLE (outcome text, status_code integer, body text, restaurant_id text, table_id text, visit_ended boolean)
LANGUAGE sql STABLE AS $$
  SELECT
    CASE WHEN k.request_hash = p_request_hash THEN 'replay' ELSE 'key-reused' END,
    CASE WHEN k.request_hash = p_request_hash THEN k.status_code ELSE 422 END,
    CASE WHEN k.request_hash = p_request_hash THEN k.response_body END,
    NULL::text, NULL::text, false
  FROM idempotency_keys k WHERE p_key IS NOT NULL AND k.scope = p_scope AND k.key = p_key
$$`;

/** Stores a 200's answer with its key, when the request carried one (idempotentWrite's record). */
const STORE_ANSWER = `
CREATE FUNCTION rasoi_store_answer(p_scope text, p_key text, p_request_hash text, p_answer text, p_at text) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response_body, created_at)
  SELECT p_scope, p_key, p_request_hash, 200, p_answer, p_at WHERE p_key IS NOT NULL
$$`;

/**
 * A row the staff member may not touch, as ownRow refuses it: 'not-found' (no row: its restaurant is
 * null) or 'forbidden' (another restaurant's, answered); no row when it is their restaurant's.
 */
const NOT_OWN = `
CREATE FUNCTION rasoi_not_own(p_row_restaurant_id text, p_restaurant_id text)
RETURNS TABLE (outcome text, status_code integer, body text, restaurant_id text, table_id text, visit_ended boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT
    CASE WHEN p_row_restaurant_id IS NULL THEN 'not-found' ELSE 'forbidden' END,
    CASE WHEN p_row_restaurant_id IS NULL THEN 404 ELSE 403 END,
    NULL::text, p_row_restaurant_id, NULL::text, false
  WHERE p_row_restaurant_id IS DISTINCT FROM p_restaurant_id
$$`;

/** An order row as the API's JSON (the fields of toOrder, in its order); its table's number or null. */
const ORDER_JSON = `
CREATE FUNCTION rasoi_order_json(o orders, p_table_number text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', o.id, 'tableId', o.table_id, 'restaurantId', o.restaurant_id, 'items', o.items::json,
    'totalAmount', o.total_amount, 'status', o.status, 'customerName', o.customer_name,
    'customerPhone', o.customer_phone, 'customerEmail', o.customer_email,
    'specialInstructions', o.special_instructions, 'orderTime', o.order_time, 'completedAt', o.completed_at,
    'readyAt', o.ready_at, 'updatedAt', o.updated_at,
    'table', CASE WHEN p_table_number IS NULL THEN NULL ELSE json_build_object('tableNumber', p_table_number) END,
    'takenBy', o.taken_by, 'movedAt', o.moved_at, 'channel', o.channel, 'token', o.token
  )::text
$$`;

/**
 * The table t (restaurant_tables) is settled (api/db/table-visits.ts, settled): nothing cooking, no
 * served order of the visit on no paid bill, no unpaid bill. Also migration 035's rasoi_end_visit_if_clear.
 */
export const NOTHING_OWED_OR_COOKING = `
    NOT EXISTS (SELECT 1 FROM orders o WHERE o.table_id = t.id AND o.status IN ('pending', 'confirmed', 'preparing'))
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.table_id = t.id
      AND (t.visit_started_at IS NULL OR coalesce(o.moved_at, o.order_time) >= t.visit_started_at)
      AND o.status = 'served'
      AND NOT EXISTS (SELECT 1 FROM bill_orders bo JOIN bills b ON b.id = bo.bill_id WHERE bo.order_id = o.id AND b.status = 'paid'))
    AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.table_id = t.id AND b.status = 'unpaid')`.trim();

/**
 * Ends the table's visit if it is over (the statement endVisitIfSettled compiles to): some order of the
 * visit, nothing cooking, no served order of the visit on no paid bill, no unpaid bill. True when it ended now.
 */
const END_VISIT_IF_SETTLED = `
CREATE FUNCTION rasoi_end_visit_if_settled(p_table_id text, p_at text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE restaurant_tables t SET visit_started_at = p_at, updated_at = p_at
  WHERE t.id = p_table_id
    AND EXISTS (SELECT 1 FROM orders o WHERE o.table_id = t.id
      AND (t.visit_started_at IS NULL OR coalesce(o.moved_at, o.order_time) >= t.visit_started_at))
    AND ${NOTHING_OWED_OR_COOKING};
  RETURN FOUND;
END;
$$`;

/**
 * Moves an order one step forward (shared/order-status.ts) under the order's row lock, taken first so
 * two devices never both move it and a copy of a request still running waits for it, then finds its
 * key: a stored answer's replay ('replay', or 'key-reused' for another request), then
 * 'not-found', 'forbidden' (another restaurant's; the order's restaurant is answered),
 * 'skips-ahead' (the order as it is, nothing written), 'unchanged' (a target at or behind it: a
 * harmless 200) or 'advanced' (written; the last dish out on a paid bill ends the visit). Only the
 * 200s store their answer with the key, as idempotentWrite does.
 */
const ORDER_STATUS = `
CREATE FUNCTION rasoi_order_status(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_order_id text, p_status text, p_at text
) RETURNS TABLE (outcome text, status_code integer, body text, restaurant_id text, table_id text, visit_ended boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  steps constant text[] := ARRAY['pending', 'confirmed', 'preparing', 'served', 'completed'];
  o orders;
  v_table_number text;
  step integer;
  result text := 'unchanged';
  ended boolean := false;
  answer text;
BEGIN
  SELECT * INTO o FROM orders WHERE id = p_order_id FOR UPDATE;
  RETURN QUERY SELECT * FROM rasoi_stored_answer(p_scope, p_key, p_request_hash);
  IF FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT * FROM rasoi_not_own(o.restaurant_id, p_restaurant_id);
  IF FOUND THEN RETURN; END IF;
  SELECT t.table_number INTO v_table_number FROM restaurant_tables t WHERE t.id = o.table_id;
  step := array_position(steps, p_status) - array_position(steps, o.status);
  IF step > 1 THEN
    RETURN QUERY SELECT 'skips-ahead', 409, rasoi_order_json(o, v_table_number), o.restaurant_id, o.table_id, false;
    RETURN;
  END IF;
  IF step = 1 THEN
    UPDATE orders SET status = p_status, updated_at = p_at,
      completed_at = CASE WHEN p_status = 'completed' THEN p_at ELSE completed_at END
    WHERE id = o.id RETURNING * INTO o;
    result := 'advanced';
    IF p_status IN ('served', 'completed') AND o.table_id IS NOT NULL THEN
      ended := rasoi_end_visit_if_settled(o.table_id, p_at);
    END IF;
  END IF;
  answer := rasoi_order_json(o, v_table_number);
  PERFORM rasoi_store_answer(p_scope, p_key, p_request_hash, answer, p_at);
  RETURN QUERY SELECT result, 200, answer, o.restaurant_id, o.table_id, ended;
END;
$$`;
