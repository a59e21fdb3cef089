import type { Kysely, Migration } from "kysely";

/**
 * Analytics on a year of data (docs/decisions/106-analytics-day-summaries.md): one row of figures per
 * restaurant and closed business day, built from the raw rows and dropped when one of that day's
 * orders or bills changes; a watermark per restaurant bounds the look for changes; an index on the
 * bills' updated_at finds them, and a covering index answers the guests' visits without the rows.
 */
export const analyticsDays: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_days")
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("day_ends_at", "text", (col) => col.notNull())
      .addColumn("built_at", "text", (col) => col.notNull())
      .addColumn("figures", "text", (col) => col.notNull())
      .addColumn("items", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("analytics_days_pk", ["restaurant_id", "day"])
      .execute();
    await db.schema
      .createTable("analytics_watermarks")
      .addColumn("restaurant_id", "text", (col) => col.primaryKey().references("restaurants.id").onDelete("cascade"))
      .addColumn("checked_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("bills_restaurant_updated").on("bills").columns(["restaurant_id", "updated_at"]).execute();
    await db.schema
      .createIndex("orders_restaurant_time_customer")
      .on("orders")
      .columns(["restaurant_id", "order_time", "customer_id", "total_amount"])
      .execute();
  },
};
