import type { Kysely, Migration } from "kysely";

/**
 * When the party now at a table began its visit (docs/billing.md, A table's visit): orders and bills
 * from before belong to earlier parties. Null until a table's first visit ends.
 */
export const tableVisits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("restaurant_tables").addColumn("visit_started_at", "text").execute();
  },
};
