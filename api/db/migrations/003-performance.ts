import type { Kysely, Migration } from "kysely";

/**
 * Indexes for the hot paths (docs/scaling.md). An order finds its customer by two equality lookups
 * (phone, then e-mail), each answered oldest-first straight from its index; the kitchen's order list
 * reads newest-first with the id as tie-break, also straight from an index, with no sort step.
 */
export const performance: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex("customers_restaurant_phone").execute();
    await db.schema.dropIndex("customers_restaurant_email").execute();
    await db.schema
      .createIndex("customers_restaurant_phone_created")
      .on("customers")
      .columns(["restaurant_id", "phone", "created_at"])
      .execute();
    await db.schema
      .createIndex("customers_restaurant_email_created")
      .on("customers")
      .columns(["restaurant_id", "email", "created_at"])
      .execute();
    await db.schema.dropIndex("orders_restaurant_time").execute();
    await db.schema.createIndex("orders_restaurant_time_id").on("orders").columns(["restaurant_id", "order_time", "id"]).execute();
  },
};
