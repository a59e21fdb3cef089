import type { Kysely, Migration } from "kysely";

/**
 * Restaurant settings for bills, bills with their own numbering per financial year, which order is on
 * which bill, and payments (docs/billing.md). Portable types only: the same migration runs on PostgreSQL.
 */
export const bills: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("restaurant_settings")
      .addColumn("restaurant_id", "text", (col) => col.primaryKey().references("restaurants.id").onDelete("cascade"))
      .addColumn("legal_name", "text", (col) => col.notNull())
      .addColumn("address", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("phone", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("gstin", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("fssai_number", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("gst_mode", "text", (col) => col.notNull().defaultTo("unregistered"))
      .addColumn("prices_include_gst", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("upi_id", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("upi_payee", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("bill_footer", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();

    // The last number given out per restaurant and financial year: bumped in the bill's own transaction, so no gap and no repeat.
    await db.schema
      .createTable("bill_counters")
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("financial_year", "text", (col) => col.notNull())
      .addColumn("last_sequence", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("bill_counters_pk", ["restaurant_id", "financial_year"])
      .execute();

    await db.schema
      .createTable("bills")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("table_id", "text", (col) => col.references("restaurant_tables.id").onDelete("set null"))
      .addColumn("table_number", "text", (col) => col.notNull())
      .addColumn("number", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("created_by", "text")
      .addColumn("lines", "text", (col) => col.notNull())
      .addColumn("subtotal_paise", "integer", (col) => col.notNull())
      .addColumn("cgst_paise", "integer", (col) => col.notNull())
      .addColumn("sgst_paise", "integer", (col) => col.notNull())
      .addColumn("round_off_paise", "integer", (col) => col.notNull())
      .addColumn("total_paise", "integer", (col) => col.notNull())
      .addColumn("paid_paise", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("status", "text", (col) => col.notNull().defaultTo("unpaid"))
      .addColumn("paid_at", "text")
      .addColumn("upi_link", "text")
      // The issuer's details as they were when the bill was made: a reprint says what the first print said.
      .addColumn("issuer", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addUniqueConstraint("bills_restaurant_number", ["restaurant_id", "number"])
      .execute();
    await db.schema.createIndex("bills_restaurant_created").on("bills").columns(["restaurant_id", "created_at"]).execute();
    await db.schema.createIndex("bills_table_created").on("bills").columns(["table_id", "created_at"]).execute();
    await db.schema.createIndex("bills_restaurant_status").on("bills").columns(["restaurant_id", "status"]).execute();

    // The primary key on the order is the rule "an order is on at most one bill".
    await db.schema
      .createTable("bill_orders")
      .addColumn("order_id", "text", (col) => col.primaryKey().references("orders.id").onDelete("cascade"))
      .addColumn("bill_id", "text", (col) => col.notNull().references("bills.id").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("bill_orders_bill").on("bill_orders").column("bill_id").execute();

    await db.schema
      .createTable("bill_payments")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("bill_id", "text", (col) => col.notNull().references("bills.id").onDelete("cascade"))
      .addColumn("method", "text", (col) => col.notNull())
      .addColumn("amount_paise", "integer", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("created_by", "text")
      .execute();
    await db.schema.createIndex("bill_payments_bill").on("bill_payments").column("bill_id").execute();
  },
};
