import type { Kysely, Migration } from "kysely";

/**
 * A table's orders by status, in place of the index on the table alone: whether a visit is settled
 * (api/db/table-visits.ts) looks for the table's unserved orders and its served ones, which read every
 * order the table ever had without it, on every status update to served or completed and every
 * payment (docs/scaling.md, CPU per request). Lookups by the table alone use its first column.
 */
export const ordersTableStatus: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("orders_table_status").on("orders").columns(["table_id", "status"]).execute();
    await db.schema.dropIndex("orders_table").execute();
  },
};
