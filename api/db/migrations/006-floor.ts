import { type Kysely, type Migration, sql } from "kysely";

/**
 * The waiter's floor (docs/decisions/063-waiter-floor.md): who took an order at the table, and the
 * diners' calls for service, at most one open per table and kind (a partial unique index, so two taps
 * racing cannot both open one).
 */
export const floor: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("orders").addColumn("taken_by", "text").execute();

    await db.schema
      .createTable("service_requests")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("table_id", "text", (col) => col.notNull().references("restaurant_tables.id").onDelete("cascade"))
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("acknowledged_at", "text")
      .addColumn("done_at", "text")
      .execute();
    await db.schema
      .createIndex("service_requests_one_open")
      .on("service_requests")
      .columns(["table_id", "kind"])
      .unique()
      .where(sql.ref("status"), "=", sql.lit("open"))
      .execute();
    await db.schema.createIndex("service_requests_restaurant_status").on("service_requests").columns(["restaurant_id", "status"]).execute();
  },
};
