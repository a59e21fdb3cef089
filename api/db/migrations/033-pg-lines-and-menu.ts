import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * On PostgreSQL only (docs/decisions/115-lines-and-menu-in-one-round-trip.md): a station's bump (one
 * line ready or recalled), the order put at the pass, and the menu's writes (the sold-out tap, an edit,
 * a new dish, a deletion) as one function call each, so one round trip and one transaction, as
 * migrations 030 and 031 made the status move, payments and calls. SQLite runs the same rules in
 * api/routes/orders.ts with api/db/orders.ts and shared/stations.ts, and in api/routes/menu.ts with
 * api/db/menu-items.ts. rasoi_store_answer_as stores an answer of any status with its key
 * (idempotentWrite's record of a 201 or 204 too); rasoi_menu_item_json is a dish as the API answers it.
 */
export const pgLinesAndMenu: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql.raw(STORE_ANSWER_AS).execute(db);
    await sql.raw(REFUSED_FIRST).execute(db);
    await sql.raw(LINE_READY).execute(db);
    await sql.raw(ORDER_READY).execute(db);
    await sql.raw(MENU_ITEM_JSON).execute(db);
    await sql.raw(MENU_ROUTING).execute(db);
    await sql.raw(CHANGE_MENU_ITEM).execute(db);
    await sql.raw(CREATE_MENU_ITEM).execute(db);
    await sql.raw(DELETE_MENU_ITEM).execute(db);
  },
};

/** What every one-trip function answers (api/db/postgres/staff-writes.ts, Outcome), as in migrations 030 and 031. */
export const RETURNS_OUTCOME =
  "RETURNS TABLE (outcome text, status_code integer, body text, restaurant_id text, table_id text, visit_ended boolean)";

/** Stores an answer with its key and status, when the request carried one (idempotentWrite's record). */
const STORE_ANSWER_AS = `
CREATE FUNCTION rasoi_store_answer_as(p_scope text, p_key text, p_request_hash text, p_status integer, p_answer text, p_at text) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response_body, created_at)
  SELECT p_scope, p_key, p_request_hash, p_status, p_answer, p_at WHERE p_key IS NOT NULL
$$`;

/**
 * A write's refusals before it decides, in idempotentWrite's and ownRow's order: the key's stored answer
 * ('replay' or 'key-reused'), else the row's 'not-found' or 'forbidden' (migration 030); no row when it may go on.
 */
const REFUSED_FIRST = `
CREATE FUNCTION rasoi_refused_first(
  p_scope text, p_key text, p_request_hash text, p_row_restaurant_id text, p_restaurant_id text
) ${RETURNS_OUTCOME}
LANGUAGE sql STABLE AS $$
  SELECT outcome, status_code, body, restaurant_id, table_id, visit_ended FROM (
    SELECT 1 AS rank, * FROM rasoi_stored_answer(p_scope, p_key, p_request_hash)
    UNION ALL SELECT 2, * FROM rasoi_not_own(p_row_restaurant_id, p_restaurant_id)
  ) refusals ORDER BY rank LIMIT 1
$$`;

/**
 * Bumps one line or recalls it (shared/stations.ts, setLineReady) under the order's row lock: the
 * replay and ownership checks, then 'no-line' (404), 'too-late' (a recall more than p_recall_ms after
 * the bump: 409 with the order as it is), 'unchanged' (already as asked: a harmless 200) or 'changed':
 * the line's time set or cleared, the order ready when all its live lines are (its first time kept).
 */
const LINE_READY = `
CREATE FUNCTION rasoi_line_ready(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_order_id text, p_line_id text,
  p_ready boolean, p_recall_ms integer, p_at text
) ${RETURNS_OUTCOME}
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o orders;
  v_table_number text;
  v_items jsonb;
  v_index integer;
  v_line_ready text;
  v_all_ready boolean;
  result text := 'unchanged';
  answer text;
BEGIN
  SELECT * INTO o FROM orders WHERE id = p_order_id FOR UPDATE;
  RETURN QUERY SELECT * FROM rasoi_refused_first(p_scope, p_key, p_request_hash, o.restaurant_id, p_restaurant_id);
  IF FOUND THEN RETURN; END IF;
  SELECT t.table_number INTO v_table_number FROM restaurant_tables t WHERE t.id = o.table_id;
  v_items := o.items::jsonb;
  SELECT x.ord - 1, x.e->>'readyAt' INTO v_index, v_line_ready
    FROM jsonb_array_elements(v_items) WITH ORDINALITY AS x(e, ord) WHERE x.e->>'lineId' = p_line_id ORDER BY x.ord LIMIT 1;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no-line', 404, NULL::text, o.restaurant_id, o.table_id, false;
    RETURN;
  END IF;
  IF NOT p_ready AND v_line_ready IS NOT NULL
    AND extract(epoch FROM p_at::timestamptz - v_line_ready::timestamptz) * 1000 > p_recall_ms THEN
    RETURN QUERY SELECT 'too-late', 409, rasoi_order_json(o, v_table_number), o.restaurant_id, o.table_id, false;
    RETURN;
  END IF;
  IF (v_line_ready IS NOT NULL) <> p_ready THEN
    v_items := jsonb_set(v_items, ARRAY[v_index::text, 'readyAt'], CASE WHEN p_ready THEN to_jsonb(p_at) ELSE 'null'::jsonb END);
    SELECT count(*) > 0 AND bool_and(x.e->>'readyAt' IS NOT NULL) INTO v_all_ready
      FROM jsonb_array_elements(v_items) AS x(e)
      WHERE (x.e->>'quantity')::numeric - (x.e->>'voidedQuantity')::numeric > 0;
    UPDATE orders SET items = v_items::text, updated_at = p_at,
      ready_at = CASE WHEN v_all_ready THEN coalesce(o.ready_at, p_at) END
    WHERE id = o.id RETURNING * INTO o;
    result := 'changed';
  END IF;
  answer := rasoi_order_json(o, v_table_number);
  PERFORM rasoi_store_answer(p_scope, p_key, p_request_hash, answer, p_at);
  RETURN QUERY SELECT result, 200, answer, o.restaurant_id, o.table_id, false;
END;
$$`;

/**
 * Puts the whole order at the pass (every line bumped, first times kept; the order's time kept once
 * set) or takes it all back (api/db/orders.ts, setOrderReady) under the order's row lock: 'unchanged'
 * when it already was as asked, else 'changed'; both a 200 with the order.
 */
const ORDER_READY = `
CREATE FUNCTION rasoi_order_ready(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_order_id text, p_ready boolean, p_at text
) ${RETURNS_OUTCOME}
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o orders;
  v_table_number text;
  v_items jsonb;
  v_ready_at text;
  result text := 'unchanged';
  answer text;
BEGIN
  SELECT * INTO o FROM orders WHERE id = p_order_id FOR UPDATE;
  RETURN QUERY SELECT * FROM rasoi_refused_first(p_scope, p_key, p_request_hash, o.restaurant_id, p_restaurant_id);
  IF FOUND THEN RETURN; END IF;
  SELECT t.table_number INTO v_table_number FROM restaurant_tables t WHERE t.id = o.table_id;
  SELECT coalesce(jsonb_agg(jsonb_set(x.e, '{readyAt}',
      CASE WHEN NOT p_ready THEN 'null'::jsonb WHEN x.e->>'readyAt' IS NULL THEN to_jsonb(p_at) ELSE x.e->'readyAt' END)
      ORDER BY x.ord), '[]'::jsonb)
    INTO v_items FROM jsonb_array_elements(o.items::jsonb) WITH ORDINALITY AS x(e, ord);
  v_ready_at := CASE WHEN p_ready THEN coalesce(o.ready_at, p_at) END;
  IF v_ready_at IS DISTINCT FROM o.ready_at OR v_items <> o.items::jsonb THEN
    UPDATE orders SET items = v_items::text, ready_at = v_ready_at, updated_at = p_at WHERE id = o.id RETURNING * INTO o;
    result := 'changed';
  END IF;
  answer := rasoi_order_json(o, v_table_number);
  PERFORM rasoi_store_answer(p_scope, p_key, p_request_hash, answer, p_at);
  RETURN QUERY SELECT result, 200, answer, o.restaurant_id, o.table_id, false;
END;
$$`;

/**
 * A dish as the API's JSON (api/db/menu-items.ts, toMenuItem): its diet only when it is one of the
 * three, its photo's public shape (api/photos/stored.ts, photoOf; served from /photos) or null when
 * it has none or it is damaged.
 */
const MENU_ITEM_JSON = `
CREATE FUNCTION rasoi_menu_item_json(m menu_items) RETURNS text
LANGUAGE sql STABLE AS $$
  WITH p AS (
    SELECT s.photo, s.photo->>'key' AS key,
      (SELECT string_agg('/photos/' || (s.photo->>'key') || '-' || w.value || '.webp ' || w.value || 'w', ', ' ORDER BY w.ord)
        FROM jsonb_array_elements_text(s.photo->'widths') WITH ORDINALITY AS w(value, ord)) AS webp,
      (SELECT string_agg('/photos/' || (s.photo->>'key') || '-' || w.value || '.avif ' || w.value || 'w', ', ' ORDER BY w.ord)
        FROM jsonb_array_elements_text(s.photo->'widths') WITH ORDINALITY AS w(value, ord)) AS avif
    FROM (SELECT CASE WHEN m.photo IS NOT NULL AND m.photo::jsonb->>'key' ~ '^[a-f0-9]{16,64}$'
        AND jsonb_typeof(m.photo::jsonb->'width') = 'number' AND jsonb_typeof(m.photo::jsonb->'height') = 'number'
        AND jsonb_typeof(m.photo::jsonb->'widths') = 'array'
        AND NOT jsonb_path_exists(m.photo::jsonb, '$.widths[*] ? (@.type() != "number")')
      THEN m.photo::jsonb END AS photo) s
  )
  SELECT json_build_object(
    'id', m.id, 'name', m.name, 'description', m.description, 'price', m.price, 'category', m.category,
    'isAvailable', m.is_available = 1, 'localName', m.local_name, 'localDescription', m.local_description,
    'optionGroups', m.option_groups::json,
    'diet', CASE WHEN m.diet IN ('veg', 'non-veg', 'egg') THEN m.diet END,
    'photo', CASE WHEN p.photo IS NULL THEN NULL ELSE json_build_object(
      'src', '/photos/' || p.key || '-' || coalesce(p.photo->'widths'->>0, p.photo->>'width') || '.webp',
      'srcset', coalesce(p.webp, ''), 'avifSrcset', coalesce(p.avif, ''),
      'width', p.photo->'width', 'height', p.photo->'height') END,
    'stationId', m.station_id, 'restaurantId', m.restaurant_id, 'createdAt', m.created_at, 'updatedAt', m.updated_at
  )::text
  FROM p
$$`;

/**
 * Why a dish's routing is refused (api/routes/menu.ts, expectOwnRouting), in its order: 'unknown-category'
 * (400: not one of the restaurant's categories, or of p_default_categories while it has none of its own),
 * 'unknown-station' (404: a station not the restaurant's); no row when both are its own or not sent.
 */
const MENU_ROUTING = `
CREATE FUNCTION rasoi_menu_routing_refusal(p_restaurant_id text, p_fields jsonb, p_default_categories text[])
${RETURNS_OUTCOME}
LANGUAGE sql STABLE AS $$
  SELECT refusal, CASE WHEN refusal = 'unknown-category' THEN 400 ELSE 404 END, NULL::text, p_restaurant_id, NULL::text, false
  FROM (SELECT CASE
    WHEN p_fields ? 'category' AND NOT (
      EXISTS (SELECT 1 FROM menu_categories c WHERE c.restaurant_id = p_restaurant_id AND c.name = p_fields->>'category')
      OR (NOT EXISTS (SELECT 1 FROM menu_categories c WHERE c.restaurant_id = p_restaurant_id)
        AND p_fields->>'category' = ANY (p_default_categories))) THEN 'unknown-category'
    WHEN p_fields->>'stationId' IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM stations s WHERE s.id = p_fields->>'stationId' AND s.restaurant_id = p_restaurant_id)
      THEN 'unknown-station'
  END AS refusal) r
  WHERE refusal IS NOT NULL
$$`;

/**
 * p_fields are the request's fields, the option groups as the JSON text stored (api/db/menu-items.ts, toColumns).
 * Changes the fields sent of a dish (a sold-out tap sends only isAvailable; an edit sends them all:
 * api/db/menu-items.ts, patchMenuItem and updateMenuItem) under its row lock: the replay and
 * ownership checks, the routing's refusal (nothing written), else 'changed' with the dish as stored.
 */
const CHANGE_MENU_ITEM = `
CREATE FUNCTION rasoi_change_menu_item(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_id text, p_fields jsonb,
  p_default_categories text[], p_at text
) ${RETURNS_OUTCOME}
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  m menu_items;
  answer text;
BEGIN
  SELECT * INTO m FROM menu_items WHERE id = p_id FOR UPDATE;
  RETURN QUERY SELECT * FROM rasoi_refused_first(p_scope, p_key, p_request_hash, m.restaurant_id, p_restaurant_id);
  IF FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT * FROM rasoi_menu_routing_refusal(m.restaurant_id, p_fields, p_default_categories);
  IF FOUND THEN RETURN; END IF;
  UPDATE menu_items SET
    name = CASE WHEN p_fields ? 'name' THEN p_fields->>'name' ELSE name END,
    description = CASE WHEN p_fields ? 'description' THEN p_fields->>'description' ELSE description END,
    price = CASE WHEN p_fields ? 'price' THEN (p_fields->>'price')::integer ELSE price END,
    category = CASE WHEN p_fields ? 'category' THEN p_fields->>'category' ELSE category END,
    is_available = CASE WHEN p_fields ? 'isAvailable' THEN CASE WHEN (p_fields->>'isAvailable')::boolean THEN 1 ELSE 0 END ELSE is_available END,
    local_name = CASE WHEN p_fields ? 'localName' THEN p_fields->>'localName' ELSE local_name END,
    local_description = CASE WHEN p_fields ? 'localDescription' THEN p_fields->>'localDescription' ELSE local_description END,
    option_groups = CASE WHEN p_fields ? 'optionGroups' THEN p_fields->>'optionGroups' ELSE option_groups END,
    diet = CASE WHEN p_fields ? 'diet' THEN p_fields->>'diet' ELSE diet END,
    station_id = CASE WHEN p_fields ? 'stationId' THEN p_fields->>'stationId' ELSE station_id END,
    updated_at = p_at
  WHERE id = m.id RETURNING * INTO m;
  answer := rasoi_menu_item_json(m);
  PERFORM rasoi_store_answer(p_scope, p_key, p_request_hash, answer, p_at);
  RETURN QUERY SELECT 'changed', 200, answer, m.restaurant_id, NULL::text, false;
END;
$$`;

/**
 * A new dish with its client-made id (api/routes/menu.ts): the replay check, then an id already
 * stored ('existing': the dish as stored, a 200, or 'taken' by another restaurant: 409), the
 * routing's refusal, else 'created' (201). Both 200 and 201 are stored with the key.
 */
const CREATE_MENU_ITEM = `
CREATE FUNCTION rasoi_create_menu_item(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_id text, p_fields jsonb,
  p_default_categories text[], p_at text
) ${RETURNS_OUTCOME}
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  m menu_items;
  answer text;
BEGIN
  -- The id's lock: a copy of this request still running waits for its commit, then replays its answer.
  PERFORM pg_advisory_xact_lock(hashtextextended('menu_items:' || p_id, 0));
  RETURN QUERY SELECT * FROM rasoi_stored_answer(p_scope, p_key, p_request_hash);
  IF FOUND THEN RETURN; END IF;
  SELECT * INTO m FROM menu_items WHERE id = p_id;
  IF FOUND THEN
    IF m.restaurant_id <> p_restaurant_id THEN
      RETURN QUERY SELECT 'taken', 409, NULL::text, m.restaurant_id, NULL::text, false;
      RETURN;
    END IF;
    answer := rasoi_menu_item_json(m);
    PERFORM rasoi_store_answer_as(p_scope, p_key, p_request_hash, 200, answer, p_at);
    RETURN QUERY SELECT 'existing', 200, answer, m.restaurant_id, NULL::text, false;
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM rasoi_menu_routing_refusal(p_restaurant_id, p_fields, p_default_categories);
  IF FOUND THEN RETURN; END IF;
  INSERT INTO menu_items (id, restaurant_id, name, description, price, category, is_available, local_name,
    local_description, option_groups, diet, station_id, created_at, updated_at)
  VALUES (p_id, p_restaurant_id, p_fields->>'name', p_fields->>'description', (p_fields->>'price')::integer,
    p_fields->>'category', CASE WHEN (p_fields->>'isAvailable')::boolean THEN 1 ELSE 0 END, p_fields->>'localName',
    p_fields->>'localDescription', p_fields->>'optionGroups', p_fields->>'diet', p_fields->>'stationId', p_at, p_at)
  RETURNING * INTO m;
  answer := rasoi_menu_item_json(m);
  PERFORM rasoi_store_answer_as(p_scope, p_key, p_request_hash, 201, answer, p_at);
  RETURN QUERY SELECT 'created', 201, answer, m.restaurant_id, NULL::text, false;
END;
$$`;

/** Deletes a dish (api/routes/menu.ts) under its row lock after the replay and ownership checks: 'deleted', a 204 stored as null. */
const DELETE_MENU_ITEM = `
CREATE FUNCTION rasoi_delete_menu_item(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_id text, p_at text
) ${RETURNS_OUTCOME}
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  m menu_items;
BEGIN
  SELECT * INTO m FROM menu_items WHERE id = p_id FOR UPDATE;
  RETURN QUERY SELECT * FROM rasoi_refused_first(p_scope, p_key, p_request_hash, m.restaurant_id, p_restaurant_id);
  IF FOUND THEN RETURN; END IF;
  DELETE FROM menu_items WHERE id = m.id;
  PERFORM rasoi_store_answer_as(p_scope, p_key, p_request_hash, 204, 'null', p_at);
  RETURN QUERY SELECT 'deleted', 204, NULL::text, m.restaurant_id, NULL::text, false;
END;
$$`;
