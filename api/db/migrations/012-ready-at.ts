import type { Kysely, Migration } from "kysely";

/** When the kitchen put an order at the pass (docs/api.md, Orders): a time, not a sixth status; null until then. */
export const readyAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("orders").addColumn("ready_at", "text").execute();
  },
};
