import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * On PostgreSQL only (docs/decisions/113-payments-and-calls-in-one-round-trip.md): a payment on a bill
 * and a service call's move as one function call each, so one round trip and one transaction, as
 * migration 030 made the order status move. SQLite runs the same rules in api/routes/bills.ts with
 * api/db/bills.ts (recordPayment) and api/routes/service-requests.ts. rasoi_bill_json is a bill as the
 * API answers it (api/db/bills.ts, toBill); rasoi_pay_bill and rasoi_move_call are the writes.
 */
export const pgPaymentsAndCalls: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql.raw(BILL_JSON).execute(db);
    await sql.raw(PAY_BILL).execute(db);
    await sql.raw(MOVE_CALL).execute(db);
  },
};

/** A bill row as the API's JSON (the fields of toBill): its orders oldest first, the lines it holds by line. */
const BILL_JSON = `
CREATE FUNCTION rasoi_bill_json(b bills) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', b.id, 'number', b.number, 'restaurantId', b.restaurant_id, 'tableId', b.table_id,
    'tableNumber', b.table_number, 'createdAt', b.created_at,
    'orderIds', (SELECT coalesce(jsonb_agg(bo.order_id ORDER BY o.order_time, o.id), '[]'::jsonb)
      FROM bill_orders bo JOIN orders o ON o.id = bo.order_id WHERE bo.bill_id = b.id),
    'lines', b.lines::jsonb, 'subtotalPaise', b.subtotal_paise, 'cgstPaise', b.cgst_paise, 'sgstPaise', b.sgst_paise,
    'roundOffPaise', b.round_off_paise, 'totalPaise', b.total_paise, 'paidPaise', b.paid_paise,
    'status', CASE WHEN b.status IN ('unpaid', 'paid', 'cancelled') THEN b.status ELSE 'unpaid' END,
    'upiLink', b.upi_link, 'discountPaise', b.discount_paise, 'discountReason', b.discount_reason,
    'serviceChargePaise', b.service_charge_paise, 'refundedPaise', b.refunded_paise,
    'cancelledAt', b.cancelled_at, 'cancelReason', b.cancel_reason,
    'held', (SELECT coalesce(jsonb_agg(jsonb_build_object('lineId', l.line_id, 'orderId', l.order_id,
        'quantity', l.quantity, 'shareOf', l.share_of) ORDER BY l.line_id), '[]'::jsonb)
      FROM bill_lines l WHERE l.bill_id = b.id),
    'advancePaise', b.advance_paise
  )
$$`;

/**
 * Records a payment (api/routes/bills.ts) under the bill's row lock, taken first so two devices'
 * payments add up and never exceed it and a copy of a payment still running waits for it: a stored
 * answer's replay ('replay', or 'key-reused'), then 'not-found',
 * 'forbidden' (another restaurant's), 'not-unpaid' or 'too-much' (the bill as it is, nothing
 * written), else 'paid': the payment, the bill's paid amount, and once paid in full its served orders
 * completed and, nothing left cooking or owed, the table's visit ended. The answer, the bill with the
 * payment, is stored with the key.
 */
const PAY_BILL = `
CREATE FUNCTION rasoi_pay_bill(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_bill_id text, p_payment_id text,
  p_method text, p_amount integer, p_tendered integer, p_tip integer, p_user_id text, p_username text, p_at text
) RETURNS TABLE (outcome text, status_code integer, body text, restaurant_id text, table_id text, visit_ended boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  b bills;
  v_paid integer;
  ended boolean := false;
  answer text;
BEGIN
  SELECT * INTO b FROM bills WHERE id = p_bill_id FOR UPDATE;
  RETURN QUERY SELECT * FROM rasoi_stored_answer(p_scope, p_key, p_request_hash);
  IF FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT * FROM rasoi_not_own(b.restaurant_id, p_restaurant_id);
  IF FOUND THEN RETURN; END IF;
  IF b.status <> 'unpaid' THEN
    RETURN QUERY SELECT 'not-unpaid', 409, rasoi_bill_json(b)::text, b.restaurant_id, b.table_id, false;
    RETURN;
  END IF;
  IF p_amount > b.total_paise - b.advance_paise - b.paid_paise THEN
    RETURN QUERY SELECT 'too-much', 409, rasoi_bill_json(b)::text, b.restaurant_id, b.table_id, false;
    RETURN;
  END IF;
  INSERT INTO bill_payments (id, bill_id, method, amount_paise, tendered_paise, tip_paise, created_at, created_by)
  VALUES (p_payment_id, b.id, p_method, p_amount, p_tendered, coalesce(p_tip, 0), p_at, p_user_id);
  v_paid := b.paid_paise + p_amount;
  UPDATE bills SET paid_paise = v_paid,
    status = CASE WHEN b.total_paise - b.advance_paise - v_paid = 0 THEN 'paid' ELSE 'unpaid' END,
    paid_at = CASE WHEN b.total_paise - b.advance_paise - v_paid = 0 THEN p_at ELSE NULL END,
    updated_at = p_at
  WHERE id = b.id RETURNING * INTO b;
  IF b.status = 'paid' THEN
    UPDATE orders SET status = 'completed', completed_at = p_at, updated_at = p_at
    WHERE id IN (SELECT bo.order_id FROM bill_orders bo WHERE bo.bill_id = b.id) AND status = 'served';
    IF b.table_id IS NOT NULL THEN
      ended := rasoi_end_visit_if_settled(b.table_id, p_at);
    END IF;
  END IF;
  answer := (rasoi_bill_json(b) || jsonb_build_object('payment', jsonb_build_object(
    'billId', b.id, 'method', p_method, 'amountPaise', p_amount, 'tenderedPaise', p_tendered,
    'changePaise', CASE WHEN p_tendered IS NULL THEN 0 ELSE p_tendered - p_amount END,
    'tipPaise', coalesce(p_tip, 0), 'takenBy', p_username, 'createdAt', p_at)))::text;
  PERFORM rasoi_store_answer(p_scope, p_key, p_request_hash, answer, p_at);
  RETURN QUERY SELECT 'paid', 200, answer, b.restaurant_id, b.table_id, ended;
END;
$$`;

/**
 * Moves a diner's call forward only (shared/service-requests.ts, moveServiceRequest) under the call's
 * row lock, taken first as for a payment: the replay and ownership checks, then 'moved' (acknowledged
 * or done, stamped now) or 'unchanged' (a target at or behind it: a harmless 200). A call whose table is gone is not found, as
 * api/db/service-requests.ts reads it. Both answers, the call as the API shows it, are stored with the key.
 */
const MOVE_CALL = `
CREATE FUNCTION rasoi_move_call(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_id text, p_status text, p_at text
) RETURNS TABLE (outcome text, status_code integer, body text, restaurant_id text, table_id text, visit_ended boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  steps constant text[] := ARRAY['open', 'acknowledged', 'done'];
  r service_requests;
  v_table_number text;
  result text := 'unchanged';
  answer text;
BEGIN
  SELECT s.* INTO r FROM service_requests s JOIN restaurant_tables t ON t.id = s.table_id WHERE s.id = p_id FOR UPDATE OF s;
  RETURN QUERY SELECT * FROM rasoi_stored_answer(p_scope, p_key, p_request_hash);
  IF FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT * FROM rasoi_not_own(r.restaurant_id, p_restaurant_id);
  IF FOUND THEN RETURN; END IF;
  SELECT t.table_number INTO v_table_number FROM restaurant_tables t WHERE t.id = r.table_id;
  IF array_position(steps, p_status) > array_position(steps, r.status) THEN
    UPDATE service_requests s SET status = p_status,
      acknowledged_at = CASE WHEN p_status = 'acknowledged' THEN p_at ELSE s.acknowledged_at END,
      done_at = CASE WHEN p_status = 'done' THEN p_at ELSE s.done_at END
    WHERE s.id = r.id RETURNING * INTO r;
    result := 'moved';
  END IF;
  answer := json_build_object('id', r.id, 'tableId', r.table_id, 'tableNumber', v_table_number, 'kind', r.kind,
    'status', r.status, 'createdAt', r.created_at, 'acknowledgedAt', r.acknowledged_at, 'doneAt', r.done_at)::text;
  PERFORM rasoi_store_answer(p_scope, p_key, p_request_hash, answer, p_at);
  RETURN QUERY SELECT result, 200, answer, r.restaurant_id, r.table_id, false;
END;
$$`;
