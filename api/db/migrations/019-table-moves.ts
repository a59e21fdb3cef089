import type { Kysely, Migration } from "kysely";

/**
 * Moves and merges (docs/api.md, Moves and merges): when an order last joined a table by a move, which
 * counts for its visit instead of when it was placed, and the table it came from, so the diner's phone
 * there learns where it went. Both null for an order never moved.
 */
export const tableMoves: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("orders").addColumn("moved_at", "text").execute();
    await db.schema.alterTable("orders").addColumn("moved_from_table_id", "text").execute();
  },
};
