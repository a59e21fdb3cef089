import { type Kysely, type Migration, sql } from "kysely";
import { RETURNS_OUTCOME } from "./033-pg-lines-and-menu";
import { isPostgres } from "./dialect";

/**
 * On PostgreSQL only (docs/decisions/115-lines-and-menu-in-one-round-trip.md): the floor plan's writes
 * (a new table, a table's fields or number changed, a table deleted) as one function call each, as
 * migration 033 made the menu's. SQLite runs the same rules in api/routes/tables.ts with api/db/tables.ts.
 * rasoi_table_json is a table as the API answers it (toRestaurantTable).
 */
export const pgTables: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql.raw(TABLE_JSON).execute(db);
    await sql.raw(NUMBER_TAKEN).execute(db);
    await sql.raw(CREATE_TABLE).execute(db);
    await sql.raw(UPDATE_TABLE).execute(db);
    await sql.raw(DELETE_TABLE).execute(db);
  },
};

/** A table row as the API's JSON (api/db/tables.ts, toRestaurantTable). */
const TABLE_JSON = `
CREATE FUNCTION rasoi_table_json(t restaurant_tables) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', t.id, 'restaurantId', t.restaurant_id, 'tableNumber', t.table_number, 'capacity', t.capacity,
    'location', t.location, 'qrCode', t.qr_code, 'isActive', t.is_active = 1, 'createdAt', t.created_at,
    'updatedAt', t.updated_at, 'visitStartedAt', t.visit_started_at, 'seatedAt', t.seated_at
  )::text
$$`;

/** 'number-taken' (409) when another table of the restaurant has this number (api/db/tables.ts, tableNumberTaken); else no row. */
const NUMBER_TAKEN = `
CREATE FUNCTION rasoi_table_number_taken(p_restaurant_id text, p_table_number text, p_except_id text) ${RETURNS_OUTCOME}
LANGUAGE sql STABLE AS $$
  SELECT 'number-taken', 409, NULL::text, p_restaurant_id, p_except_id, false
  WHERE EXISTS (SELECT 1 FROM restaurant_tables t
    WHERE t.restaurant_id = p_restaurant_id AND t.table_number = p_table_number AND t.id <> p_except_id)
$$`;

/**
 * A new table with its client-made id and QR code (api/routes/tables.ts): the replay check, then an id
 * already stored ('existing': the table as stored, a 200, or 'taken' by another restaurant: 409), a
 * number taken (409; two tables numbered alike at once: the unique constraint refuses one, whose call
 * runs again and finds it taken), else 'created' (201). Both 200 and 201 are stored with the key.
 */
const CREATE_TABLE = `
CREATE FUNCTION rasoi_create_table(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_id text, p_qr_code text, p_fields jsonb, p_at text
) ${RETURNS_OUTCOME}
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  t restaurant_tables;
  answer text;
BEGIN
  -- The id's lock: a copy of this request still running waits for its commit, then replays its answer.
  PERFORM pg_advisory_xact_lock(hashtextextended('restaurant_tables:' || p_id, 0));
  RETURN QUERY SELECT * FROM rasoi_stored_answer(p_scope, p_key, p_request_hash);
  IF FOUND THEN RETURN; END IF;
  SELECT * INTO t FROM restaurant_tables WHERE id = p_id;
  IF FOUND THEN
    IF t.restaurant_id <> p_restaurant_id THEN
      RETURN QUERY SELECT 'taken', 409, NULL::text, t.restaurant_id, NULL::text, false;
      RETURN;
    END IF;
    answer := rasoi_table_json(t);
    PERFORM rasoi_store_answer_as(p_scope, p_key, p_request_hash, 200, answer, p_at);
    RETURN QUERY SELECT 'existing', 200, answer, t.restaurant_id, t.id, false;
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM rasoi_table_number_taken(p_restaurant_id, p_fields->>'tableNumber', p_id);
  IF FOUND THEN RETURN; END IF;
  INSERT INTO restaurant_tables (id, restaurant_id, table_number, capacity, location, qr_code, is_active, created_at, updated_at)
  VALUES (p_id, p_restaurant_id, p_fields->>'tableNumber', (p_fields->>'capacity')::integer, p_fields->>'location',
    p_qr_code, 1, p_at, p_at)
  RETURNING * INTO t;
  answer := rasoi_table_json(t);
  PERFORM rasoi_store_answer_as(p_scope, p_key, p_request_hash, 201, answer, p_at);
  RETURN QUERY SELECT 'created', 201, answer, t.restaurant_id, t.id, false;
END;
$$`;

/**
 * Saves a table's fields (api/routes/tables.ts) under its row lock: the replay and ownership checks,
 * a number another table has (409), else 'changed', or 'renumbered' when its number changed: its
 * orders' updatedAt moves too, as they answer the number (api/db/tables.ts, touchOrdersOfTable).
 */
const UPDATE_TABLE = `
CREATE FUNCTION rasoi_update_table(
  p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_id text, p_fields jsonb, p_at text
) ${RETURNS_OUTCOME}
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  t restaurant_tables;
  was text;
  answer text;
BEGIN
  SELECT * INTO t FROM restaurant_tables WHERE id = p_id FOR UPDATE;
  RETURN QUERY SELECT * FROM rasoi_refused_first(p_scope, p_key, p_request_hash, t.restaurant_id, p_restaurant_id);
  IF FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT * FROM rasoi_table_number_taken(t.restaurant_id, p_fields->>'tableNumber', t.id);
  IF FOUND THEN RETURN; END IF;
  was := t.table_number;
  UPDATE restaurant_tables SET table_number = p_fields->>'tableNumber', capacity = (p_fields->>'capacity')::integer,
    location = p_fields->>'location', updated_at = p_at
  WHERE id = t.id RETURNING * INTO t;
  IF t.table_number <> was THEN
    UPDATE orders o SET updated_at = p_at WHERE o.table_id = t.id;
  END IF;
  answer := rasoi_table_json(t);
  PERFORM rasoi_store_answer(p_scope, p_key, p_request_hash, answer, p_at);
  RETURN QUERY SELECT CASE WHEN t.table_number <> was THEN 'renumbered' ELSE 'changed' END, 200, answer, t.restaurant_id, t.id, false;
END;
$$`;

/**
 * Deletes a table (api/routes/tables.ts) under its row lock after the replay and ownership checks: its
 * orders stay, their updatedAt moved (they now show the table as Unknown); 'deleted', a 204 stored as null.
 */
const DELETE_TABLE = `
CREATE FUNCTION rasoi_delete_table(p_scope text, p_key text, p_request_hash text, p_restaurant_id text, p_id text, p_at text)
${RETURNS_OUTCOME}
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  t restaurant_tables;
BEGIN
  SELECT * INTO t FROM restaurant_tables WHERE id = p_id FOR UPDATE;
  RETURN QUERY SELECT * FROM rasoi_refused_first(p_scope, p_key, p_request_hash, t.restaurant_id, p_restaurant_id);
  IF FOUND THEN RETURN; END IF;
  UPDATE orders o SET updated_at = p_at WHERE o.table_id = t.id;
  DELETE FROM restaurant_tables WHERE id = t.id;
  PERFORM rasoi_store_answer_as(p_scope, p_key, p_request_hash, 204, 'null', p_at);
  RETURN QUERY SELECT 'deleted', 204, NULL::text, t.restaurant_id, t.id, false;
END;
$$`;
