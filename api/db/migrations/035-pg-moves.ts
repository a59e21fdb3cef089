import { type Kysely, type Migration, sql } from "kysely";
import { NOTHING_OWED_OR_COOKING } from "./030-pg-order-status";
import { RETURNS_OUTCOME } from "./033-pg-lines-and-menu";
import { isPostgres } from "./dialect";

/**
 * On PostgreSQL only (docs/decisions/121-moves-in-one-round-trip.md): a line moved to another table and
 * a table's open orders moved or merged into another table, as one function call each, as migrations
 * 030-034 made the other staff writes. SQLite runs the same rules in api/routes/moves.ts with
 * api/db/table-moves.ts. A refusal is 'refused' with its status and its message as the body, the
 * route's own words; rasoi_end_visit_if_clear is api/db/table-visits.ts's endVisitIfClear.
 */
export const pgMoves: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql.raw(END_VISIT_IF_CLEAR).execute(db);
    await sql.raw(RECORD_MOVE).execute(db);
    await sql.raw(MOVE_LINE).execute(db);
    await sql.raw(MOVE_TABLE).execute(db);
  },
};

/** Ends the table's visit if nothing is owed or cooking there (the statement endVisitIfClear compiles to); true when it ended now. */
const END_VISIT_IF_CLEAR = `
CREATE FUNCTION rasoi_end_visit_if_clear(p_table_id text, p_at text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE restaurant_tables t SET visit_started_at = p_at, updated_at = p_at
  WHERE t.id = p_table_id AND ${NOTHING_OWED_OR_COOKING};
  RETURN FOUND;
END;
$$`;

/** The trail entry of a move or merge (api/db/table-moves.ts, recordMove), in the move's own transaction. */
const RECORD_MOVE = `
CREATE FUNCTION rasoi_record_move(
  p_id text, p_restaurant_id text, p_kind text, p_at text, p_user_id text, p_username text, p_device text,
  p_reason text, p_amount_paise bigint, p_before json, p_after json, p_order_id text, p_table_id text
) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO audit_entries (id, restaurant_id, kind, at, user_id, username, device, reason, amount_paise, before, after,
    bill_id, order_id, table_id)
  VALUES (p_id, p_restaurant_id, p_kind, p_at, p_user_id, p_username, p_device, p_reason, p_amount_paise, p_before::text,
    p_after::text, NULL, p_order_id, p_table_id)
$$`;

/**
 * Moves p_quantity of one line to p_to_table_id as the new order p_new_order_id (api/db/table-moves.ts,
 * moveOrderLine) under the source order's row lock, taken first so two devices moving parts of one line
 * never move more than it has and a bill of the order waits for it. After the replay check, the route's
 * refusals in its order; an id already stored answers that order ('existing', 200); else 'moved' (201):
 * the source keeps the rest (completed with a total of 0 when nothing is left to serve, and then its
 * table's visit ends if nothing is owed or cooking there), the new order, the trail entry.
 */
const MOVE_LINE = `
CREATE FUNCTION rasoi_move_line(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_order_id text, p_line_id text,
  p_to_table_id text, p_quantity integer, p_new_order_id text, p_audit_id text, p_user_id text, p_username text,
  p_device text, p_reason text, p_at text
) ${RETURNS_OUTCOME}
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o orders;
  e orders;
  n orders;
  t restaurant_tables;
  v_bill text;
  v_line jsonb;
  v_live numeric;
  v_items jsonb;
  v_nothing_left boolean;
  v_moved integer;
  ended boolean := false;
  answer text;
BEGIN
  SELECT * INTO o FROM orders WHERE id = p_order_id FOR UPDATE;
  RETURN QUERY SELECT * FROM rasoi_stored_answer(p_scope, p_key, p_request_hash);
  IF FOUND THEN RETURN; END IF;
  -- Another restaurant's order is not one this caller can name: 404, as for a table.
  IF o.id IS NULL OR o.restaurant_id <> p_restaurant_id THEN
    RETURN QUERY SELECT 'refused', 404, 'Order not found', NULL::text, NULL::text, false;
    RETURN;
  END IF;
  SELECT * INTO e FROM orders WHERE id = p_new_order_id;
  IF e.id IS NOT NULL THEN
    IF e.restaurant_id <> p_restaurant_id THEN
      RETURN QUERY SELECT 'refused', 404, 'Order not found', NULL::text, NULL::text, false;
      RETURN;
    END IF;
    answer := rasoi_order_json(e, (SELECT x.table_number FROM restaurant_tables x WHERE x.id = e.table_id));
    PERFORM rasoi_store_answer_as(p_scope, p_key, p_request_hash, 200, answer, p_at);
    RETURN QUERY SELECT 'existing', 200, answer, e.restaurant_id, e.table_id, false;
    RETURN;
  END IF;
  SELECT * INTO t FROM restaurant_tables WHERE id = p_to_table_id;
  IF t.id IS NULL OR t.restaurant_id <> o.restaurant_id THEN
    RETURN QUERY SELECT 'refused', 404, 'Table not found', NULL::text, NULL::text, false;
    RETURN;
  END IF;
  IF o.table_id IS NULL THEN
    RETURN QUERY SELECT 'refused', 409, 'This order has no table: its lines cannot move', NULL::text, NULL::text, false;
    RETURN;
  END IF;
  IF o.table_id = t.id THEN
    RETURN QUERY SELECT 'refused', 400, 'The line is already at table ' || t.table_number, NULL::text, NULL::text, false;
    RETURN;
  END IF;
  IF o.status = 'completed' THEN
    RETURN QUERY SELECT 'refused', 409, 'This order is completed: its lines cannot move', NULL::text, NULL::text, false;
    RETURN;
  END IF;
  SELECT b.number INTO v_bill FROM bill_orders bo JOIN bills b ON b.id = bo.bill_id
    WHERE bo.order_id = o.id AND b.status <> 'cancelled' LIMIT 1;
  IF v_bill IS NOT NULL THEN
    RETURN QUERY SELECT 'refused', 409, 'This order is on bill ' || v_bill || ': a line on a bill cannot move', NULL::text, NULL::text, false;
    RETURN;
  END IF;
  SELECT x.e INTO v_line FROM jsonb_array_elements(o.items::jsonb) WITH ORDINALITY AS x(e, ord)
    WHERE x.e->>'lineId' = p_line_id ORDER BY x.ord LIMIT 1;
  IF v_line IS NULL THEN
    RETURN QUERY SELECT 'refused', 404, 'Line not found', NULL::text, NULL::text, false;
    RETURN;
  END IF;
  v_live := (v_line->>'quantity')::numeric - (v_line->>'voidedQuantity')::numeric;
  IF p_quantity > v_live THEN
    RETURN QUERY SELECT 'refused', 400, 'Only ' || v_live || ' of ' || (v_line->>'name') || ' can move', NULL::text, NULL::text, false;
    RETURN;
  END IF;
  -- The source line after p_quantity of it left: fewer of it, or gone when nothing (not even a void) is left.
  SELECT coalesce(jsonb_agg(CASE WHEN x.e->>'lineId' = p_line_id
      THEN jsonb_set(x.e, '{quantity}', to_jsonb((x.e->>'quantity')::numeric - p_quantity)) ELSE x.e END ORDER BY x.ord), '[]'::jsonb)
    INTO v_items FROM jsonb_array_elements(o.items::jsonb) WITH ORDINALITY AS x(e, ord)
    WHERE x.e->>'lineId' IS DISTINCT FROM p_line_id OR (x.e->>'quantity')::numeric - p_quantity > 0;
  v_nothing_left := NOT EXISTS (SELECT 1 FROM jsonb_array_elements(v_items) AS x(e)
    WHERE (x.e->>'quantity')::numeric - (x.e->>'voidedQuantity')::numeric > 0);
  v_moved := (v_line->>'price')::integer * p_quantity;
  UPDATE orders SET items = v_items::text,
    total_amount = CASE WHEN v_nothing_left THEN 0 ELSE o.total_amount - v_moved END,
    updated_at = p_at,
    status = CASE WHEN v_nothing_left THEN 'completed' ELSE status END,
    completed_at = CASE WHEN v_nothing_left THEN p_at ELSE completed_at END
  WHERE id = o.id;
  INSERT INTO orders (id, restaurant_id, table_id, customer_id, items, total_amount, status, customer_name, customer_phone,
    customer_email, special_instructions, order_time, completed_at, ready_at, updated_at, taken_by, moved_at, moved_from_table_id)
  VALUES (p_new_order_id, o.restaurant_id, t.id, o.customer_id,
    jsonb_build_array(v_line || jsonb_build_object('lineId', p_new_order_id || '.1', 'quantity', p_quantity, 'voidedQuantity', 0))::text,
    v_moved, o.status, o.customer_name, o.customer_phone, o.customer_email, o.special_instructions, o.order_time, NULL,
    o.ready_at, p_at, o.taken_by, p_at, o.table_id)
  RETURNING * INTO n;
  IF v_nothing_left THEN
    ended := rasoi_end_visit_if_clear(o.table_id, p_at);
  END IF;
  PERFORM rasoi_record_move(p_audit_id, o.restaurant_id, 'move', p_at, p_user_id, p_username, p_device, p_reason,
    v_moved::bigint * 100,
    json_build_object('orderId', o.id, 'lineId', p_line_id, 'quantity', v_line->'quantity', 'tableId', o.table_id),
    json_build_object('orderId', n.id, 'lineId', p_new_order_id || '.1', 'quantity', p_quantity, 'tableId', t.id,
      'tableNumber', t.table_number, 'left', (v_line->>'quantity')::numeric - p_quantity),
    o.id, o.table_id);
  answer := rasoi_order_json(n, t.table_number);
  PERFORM rasoi_store_answer_as(p_scope, p_key, p_request_hash, 201, answer, p_at);
  RETURN QUERY SELECT 'moved', 201, answer, o.restaurant_id, o.table_id, ended;
END;
$$`;

/**
 * Moves every open order of p_from_id to p_to_id, a 'move' or a 'merge' of p_from_id into p_to_id
 * (api/db/table-moves.ts, moveOpenOrders): the table's orders not completed are locked first, by id, so
 * two devices moving the table never both move them and a bill of them waits (or this waits for it).
 * After the replay check, the route's refusals in its order, decided on the locked orders only; else
 * 'moved': they go to p_to_id, p_from_id's visit ends if nothing is owed or cooking there, the trail
 * entry; the answer is both tables as they are now and the orders that moved, oldest first.
 */
const MOVE_TABLE = `
CREATE FUNCTION rasoi_move_table(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_kind text, p_from_id text, p_to_id text,
  p_audit_id text, p_user_id text, p_username text, p_device text, p_reason text, p_at text
) ${RETURNS_OUTCOME}
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  f restaurant_tables;
  t restaurant_tables;
  v_locked text[];
  v_bill text;
  v_ids text[];
  v_amount bigint;
  ended boolean;
  answer text;
BEGIN
  SELECT array_agg(l.id) INTO v_locked FROM (
    SELECT o.id FROM orders o WHERE o.table_id = p_from_id AND o.status <> 'completed' ORDER BY o.id FOR UPDATE
  ) l;
  RETURN QUERY SELECT * FROM rasoi_stored_answer(p_scope, p_key, p_request_hash);
  IF FOUND THEN RETURN; END IF;
  IF p_from_id = p_to_id THEN
    RETURN QUERY SELECT 'refused', 400,
      CASE WHEN p_kind = 'move' THEN 'Choose another table to move to' ELSE 'Choose another table to merge' END,
      NULL::text, NULL::text, false;
    RETURN;
  END IF;
  -- Another restaurant's table is not one this caller can name: 404.
  SELECT * INTO f FROM restaurant_tables WHERE id = p_from_id;
  SELECT * INTO t FROM restaurant_tables WHERE id = p_to_id;
  IF f.id IS NULL OR f.restaurant_id <> p_restaurant_id OR t.id IS NULL OR t.restaurant_id <> p_restaurant_id THEN
    RETURN QUERY SELECT 'refused', 404, 'Table not found', NULL::text, NULL::text, false;
    RETURN;
  END IF;
  SELECT b.number INTO v_bill FROM bills b WHERE b.table_id = f.id AND b.status = 'unpaid' LIMIT 1;
  IF v_bill IS NOT NULL THEN
    RETURN QUERY SELECT 'refused', 409,
      'Table ' || f.table_number || '''s orders are on bill ' || v_bill || ': an order on a bill cannot move',
      NULL::text, NULL::text, false;
    RETURN;
  END IF;
  SELECT array_agg(o.id ORDER BY o.order_time, o.id), sum(o.total_amount) INTO v_ids, v_amount FROM orders o
  WHERE o.id = ANY (v_locked) AND o.table_id = f.id AND o.status <> 'completed'
    AND NOT EXISTS (SELECT 1 FROM bill_orders bo JOIN bills b ON b.id = bo.bill_id WHERE bo.order_id = o.id AND b.status <> 'cancelled');
  IF v_ids IS NULL THEN
    RETURN QUERY SELECT 'refused', 409, 'Table ' || f.table_number || ' has no open order to move', NULL::text, NULL::text, false;
    RETURN;
  END IF;
  UPDATE orders SET table_id = t.id, moved_at = p_at, moved_from_table_id = f.id, updated_at = p_at WHERE id = ANY (v_ids);
  ended := rasoi_end_visit_if_clear(f.id, p_at);
  PERFORM rasoi_record_move(p_audit_id, f.restaurant_id, p_kind, p_at, p_user_id, p_username, p_device, p_reason,
    v_amount * 100,
    json_build_object('tableId', f.id, 'tableNumber', f.table_number, 'orderIds', to_json(v_ids)),
    json_build_object('tableId', t.id, 'tableNumber', t.table_number, 'orderIds', to_json(v_ids)),
    NULL, f.id);
  SELECT * INTO f FROM restaurant_tables WHERE id = f.id;
  answer := json_build_object('fromTable', rasoi_table_json(f)::json, 'toTable', rasoi_table_json(t)::json,
    'orders', (SELECT json_agg(rasoi_order_json(o, t.table_number)::json ORDER BY array_position(v_ids, o.id))
      FROM orders o WHERE o.id = ANY (v_ids)))::text;
  PERFORM rasoi_store_answer(p_scope, p_key, p_request_hash, answer, p_at);
  RETURN QUERY SELECT 'moved', 200, answer, f.restaurant_id, f.id, ended;
END;
$$`;
