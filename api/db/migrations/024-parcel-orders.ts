import type { Kysely, Migration } from "kysely";

/**
 * Parcel and delivery orders as real orders (docs/decisions/096-parcel-orders-and-their-bills.md): an
 * order's channel ("table" for every existing row, "pickup" or "delivery") and its token of the day
 * (null at a table), and the bill a site order was made with. The columns join the one column list
 * (api/db/order-row.ts), so PostgreSQL's rasoi_place_order, which inserts the row as JSON, needs no change.
 */
export const parcelOrders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("orders")
      .addColumn("channel", "text", (col) => col.notNull().defaultTo("table"))
      .execute();
    await db.schema.alterTable("orders").addColumn("token", "integer").execute();
    await db.schema.alterTable("site_orders").addColumn("bill_id", "text").execute();
  },
};
