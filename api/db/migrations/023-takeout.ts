import type { Kysely, Migration } from "kysely";

/**
 * Takeout and delivery from the restaurant's website (docs/api.md, Takeout and delivery;
 * docs/decisions/094-site-orders-beside-orders.md): the online settings (JSON) and the day it was
 * closed on the restaurant, a packaging charge per dish, the site orders with their own lifecycle, a
 * token counter per restaurant and day, and the phones a restaurant blocked.
 */
export const takeout: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("restaurants")
      .addColumn("online", "text", (col) => col.notNull().defaultTo("{}"))
      .execute();
    await db.schema.alterTable("restaurants").addColumn("online_closed_on", "text").execute();
    await db.schema
      .alterTable("menu_items")
      .addColumn("packaging_rupees", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable("site_orders")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("token", "integer", (col) => col.notNull())
      .addColumn("channel", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("payment", "text", (col) => col.notNull())
      .addColumn("paid", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("released", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("from_site", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("pickup_at", "text")
      .addColumn("address_line", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("pincode", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("items", "text", (col) => col.notNull())
      .addColumn("items_rupees", "integer", (col) => col.notNull())
      .addColumn("packaging_rupees", "integer", (col) => col.notNull())
      .addColumn("fee_rupees", "integer", (col) => col.notNull())
      .addColumn("total_paise", "integer", (col) => col.notNull())
      .addColumn("customer_name", "text", (col) => col.notNull())
      .addColumn("customer_phone", "text", (col) => col.notNull())
      .addColumn("reason", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("rider", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("site_orders_restaurant_day").on("site_orders").columns(["restaurant_id", "day"]).execute();
    await db.schema.createIndex("site_orders_token_unique").unique().on("site_orders").columns(["restaurant_id", "day", "token"]).execute();
    await db.schema
      .createTable("site_order_tokens")
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("issued", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("site_order_tokens_pk", ["restaurant_id", "day"])
      .execute();
    await db.schema
      .createTable("blocked_phones")
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("blocked_phones_pk", ["restaurant_id", "phone"])
      .execute();
  },
};
