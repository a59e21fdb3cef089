import type { Kysely, Migration } from "kysely";

/**
 * A table's orders by status and by time, in place of the index on the table alone, so neither check
 * reads every order the table ever had (docs/scaling.md, CPU per request): whether a visit is settled
 * (api/db/table-visits.ts) looks for the table's unserved and served orders, on every status update
 * to served or completed and every payment; an order's KOT number counts the table's orders since its
 * visit began (api/printing/queue.ts). Lookups by the table alone use either's first column.
 */
export const ordersTableStatus: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("orders_table_status").on("orders").columns(["table_id", "status"]).execute();
    await db.schema.createIndex("orders_table_time").on("orders").columns(["table_id", "order_time"]).execute();
    await db.schema.dropIndex("orders_table").execute();
  },
};
