import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * On PostgreSQL only (docs/decisions/112-staff-writes-in-one-round-trip.md): a staff member's order
 * status move as one function call, so one round trip and one transaction, as the diner's order is
 * (migrations 010, 011, 017). SQLite runs the same rules in api/routes/orders.ts and api/db/orders.ts;
 * the PostgreSQL tests run the route tests against these functions. Three functions:
 * rasoi_order_json, an order as the API answers it (api/db/orders.ts, toOrder); rasoi_end_visit_if_settled,
 * api/db/table-visits.ts's endVisitIfSettled; rasoi_order_status, the move itself.
 */
export const pgOrderStatus: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql.raw(ORDER_JSON).execute(db);
    await sql.raw(END_VISIT_IF_SETTLED).execute(db);
    await sql.raw(ORDER_STATUS).execute(db);
  },
};

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
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.table_id = t.id AND o.status IN ('pending', 'confirmed', 'preparing'))
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.table_id = t.id
      AND (t.visit_started_at IS NULL OR coalesce(o.moved_at, o.order_time) >= t.visit_started_at)
      AND o.status = 'served'
      AND NOT EXISTS (SELECT 1 FROM bill_orders bo JOIN bills b ON b.id = bo.bill_id WHERE bo.order_id = o.id AND b.status = 'paid'))
    AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.table_id = t.id AND b.status = 'unpaid');
  RETURN FOUND;
END;
$$`;

/**
 * Moves an order one step forward (shared/order-status.ts): a stored answer's replay first ('replay',
 * or 'key-reused' for another request), then, under the order's row lock so two devices never both
 * move it: 'not-found', 'forbidden' (another restaurant's; the order's restaurant is answered),
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
  earlier idempotency_keys;
  o orders;
  v_table_number text;
  step integer;
  result text := 'unchanged';
  ended boolean := false;
  answer text;
BEGIN
  IF p_key IS NOT NULL THEN
    SELECT * INTO earlier FROM idempotency_keys k WHERE k.scope = p_scope AND k.key = p_key;
    IF FOUND THEN
      IF earlier.request_hash <> p_request_hash THEN
        RETURN QUERY SELECT 'key-reused', 422, NULL::text, NULL::text, NULL::text, false;
      ELSE
        RETURN QUERY SELECT 'replay', earlier.status_code, earlier.response_body, NULL::text, NULL::text, false;
      END IF;
      RETURN;
    END IF;
  END IF;
  SELECT * INTO o FROM orders WHERE id = p_order_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not-found', 404, NULL::text, NULL::text, NULL::text, false;
    RETURN;
  END IF;
  IF o.restaurant_id <> p_restaurant_id THEN
    RETURN QUERY SELECT 'forbidden', 403, NULL::text, o.restaurant_id, NULL::text, false;
    RETURN;
  END IF;
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
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response_body, created_at)
    VALUES (p_scope, p_key, p_request_hash, 200, answer, p_at);
  END IF;
  RETURN QUERY SELECT result, 200, answer, o.restaurant_id, o.table_id, ended;
END;
$$`;
