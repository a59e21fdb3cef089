import type { Kysely, Migration } from "kysely";

/**
 * Counters of the rate limits when several server processes share one PostgreSQL (docs/scaling.md):
 * one row per limited key (an account, an address, a table), its count in the current window and
 * when that window ends (ms since the epoch). SQLite's single process keeps them in memory; the table
 * exists on both so the two schemas stay the same.
 */
export const sharedLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("limit_windows")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("count", "integer", (col) => col.notNull())
      .addColumn("resets_at", "bigint", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("limit_windows_resets").on("limit_windows").column("resets_at").execute();
  },
};
