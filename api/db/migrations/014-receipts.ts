import type { Kysely, Migration } from "kysely";

/**
 * Cash handed over above a payment, so the receipt prints the change (docs/decisions/078-cash-tendered-and-change.md),
 * and the receipt printer's roll width, 80 mm unless an admin says 58 mm.
 */
export const receipts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("bill_payments").addColumn("tendered_paise", "integer").execute();
    await db.schema
      .alterTable("restaurant_settings")
      .addColumn("paper_width", "text", (col) => col.notNull().defaultTo("80mm"))
      .execute();
  },
};
