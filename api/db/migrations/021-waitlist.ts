import type { Kysely, Migration } from "kysely";

/**
 * Guests before they sit (docs/decisions/090-honest-wait.md, 091-waitlist-and-bookings.md): the door's
 * queue, one place per phone and restaurant (`place_phone` is the phone while the party holds its
 * place, null after, so a unique index keeps one; NULLs never clash), and when a host seated a party at
 * a table (so the floor shows it occupied before anyone orders).
 */
export const waitlist: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("waitlist_entries")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("place_phone", "text")
      .addColumn("party_size", "integer", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("quoted_min_minutes", "integer")
      .addColumn("quoted_max_minutes", "integer")
      .addColumn("table_id", "text", (col) => col.references("restaurant_tables.id").onDelete("set null"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("notified_at", "text")
      .addColumn("seated_at", "text")
      .addColumn("ended_at", "text")
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("waitlist_one_place").on("waitlist_entries").columns(["restaurant_id", "place_phone"]).unique().execute();
    await db.schema
      .createIndex("waitlist_restaurant_status")
      .on("waitlist_entries")
      .columns(["restaurant_id", "status", "created_at"])
      .execute();
    await db.schema.alterTable("restaurant_tables").addColumn("seated_at", "text").execute();

    // Bookings: a table or "any", an occasion, and for an event its set menu as JSON; deposits in paise.
    await db.schema
      .createTable("reservations")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("party_size", "integer", (col) => col.notNull())
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("table_id", "text", (col) => col.references("restaurant_tables.id").onDelete("set null"))
      .addColumn("occasion", "text")
      .addColumn("notes", "text", (col) => col.notNull())
      .addColumn("event", "text")
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("seated_table_id", "text", (col) => col.references("restaurant_tables.id").onDelete("set null"))
      .addColumn("seated_at", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("reservations_restaurant_at").on("reservations").columns(["restaurant_id", "at"]).execute();
    await db.schema
      .createTable("reservation_deposits")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("reservation_id", "text", (col) => col.notNull().references("reservations.id").onDelete("cascade"))
      .addColumn("method", "text", (col) => col.notNull())
      .addColumn("amount_paise", "integer", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("created_by", "text")
      .execute();
  },
};
