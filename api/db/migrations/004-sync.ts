import type { Kysely, Migration } from "kysely";

/**
 * Indexes for local-first sync: clients pull a restaurant's orders changed since a moment, and the
 * housekeeping sweep deletes old idempotency records and expired sessions by time.
 */
export const sync: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("orders_restaurant_updated").on("orders").columns(["restaurant_id", "updated_at"]).execute();
    await db.schema.createIndex("orders_table").on("orders").column("table_id").execute();
    await db.schema.createIndex("idempotency_keys_created").on("idempotency_keys").column("created_at").execute();
    await db.schema.createIndex("sessions_expires").on("sessions").column("expires_at").execute();
  },
};
