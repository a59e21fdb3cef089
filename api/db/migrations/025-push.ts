import type { Kysely, Migration } from "kysely";

/**
 * Web Push (docs/api.md, Web Push; docs/decisions/100-web-push-after-commit.md): the deployment's VAPID
 * key pair, made once and shared by every process (one row, inserted only if none is there), and the
 * guests' push subscriptions, each tied to the site order or waitlist place it notifies about and gone
 * with it. `sent_at` is set by the one sender that claims it, so a notice goes once.
 */
export const push: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("push_keys")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("public_key", "text", (col) => col.notNull())
      .addColumn("private_key", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("push_subscriptions")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("site_order_id", "text", (col) => col.references("site_orders.id").onDelete("cascade"))
      .addColumn("waitlist_entry_id", "text", (col) => col.references("waitlist_entries.id").onDelete("cascade"))
      .addColumn("endpoint", "text", (col) => col.notNull())
      .addColumn("p256dh", "text", (col) => col.notNull())
      .addColumn("auth", "text", (col) => col.notNull())
      .addColumn("language", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("sent_at", "text")
      .execute();
    // One subscription per browser and order or place: subscribing again replaces the keys.
    await db.schema
      .createIndex("push_subscriptions_order")
      .unique()
      .on("push_subscriptions")
      .columns(["site_order_id", "endpoint"])
      .execute();
    await db.schema
      .createIndex("push_subscriptions_entry")
      .unique()
      .on("push_subscriptions")
      .columns(["waitlist_entry_id", "endpoint"])
      .execute();
    await db.schema.createIndex("push_subscriptions_restaurant").on("push_subscriptions").columns(["restaurant_id", "sent_at"]).execute();
  },
};
