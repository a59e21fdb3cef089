import { type Kysely, type Migration, sql } from "kysely";

/**
 * The owner's view (docs/api.md, Shifts, GST summary, analytics and outlets): cash drawer shifts and
 * their cash entries, one open shift per restaurant (a partial unique index, so two devices or two
 * processes cannot open two), the hour the business day ends, and who owns each restaurant (the
 * admin who registered it: docs/decisions/093-outlets-under-one-owner.md).
 */
export const owner: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("shifts")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("opened_at", "text", (col) => col.notNull())
      .addColumn("opened_by", "text")
      .addColumn("float_paise", "integer", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
      .addColumn("closed_at", "text")
      .addColumn("closed_by", "text")
      .addColumn("counted_paise", "integer")
      .addColumn("z_report", "text")
      .execute();
    await db.schema.createIndex("shifts_restaurant_opened").on("shifts").columns(["restaurant_id", "opened_at"]).execute();
    await db.schema
      .createIndex("shifts_one_open")
      .on("shifts")
      .column("restaurant_id")
      .unique()
      .where(sql.ref("status"), "=", "open")
      .execute();

    await db.schema
      .createTable("shift_cash_entries")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("shift_id", "text", (col) => col.notNull().references("shifts.id").onDelete("cascade"))
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("amount_paise", "integer", (col) => col.notNull())
      .addColumn("reason", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("created_by", "text")
      .execute();
    await db.schema.createIndex("shift_cash_entries_shift").on("shift_cash_entries").column("shift_id").execute();

    await db.schema
      .alterTable("restaurant_settings")
      .addColumn("day_ends_at", "text", (col) => col.notNull().defaultTo("04:00"))
      .execute();

    await db.schema.alterTable("restaurants").addColumn("owner_user_id", "text").execute();
    // Every restaurant so far is owned by the admin who registered it: its first admin.
    await sql`UPDATE restaurants SET owner_user_id = (
      SELECT u.id FROM users u WHERE u.restaurant_id = restaurants.id AND u.role = 'admin' ORDER BY u.created_at, u.id LIMIT 1
    )`.execute(db);
    await db.schema.createIndex("restaurants_owner").on("restaurants").column("owner_user_id").execute();
  },
};
