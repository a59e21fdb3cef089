import type { Kysely, Migration } from "kysely";

/**
 * Bookings on the host stand and the floor (docs/decisions/102-reservations-list.md,
 * 103-advance-on-the-bill.md): why a booking was cancelled, the no-shows counted on a customer's
 * record (by phone), and a bill's advance from the booking seated at its table (paise, counted against
 * what is due, never a discount) with the booking it came from.
 */
export const bookings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("reservations")
      .addColumn("cancel_reason", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("customers")
      .addColumn("no_shows", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("bills")
      .addColumn("advance_paise", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("bills").addColumn("reservation_id", "text").execute();
    await db.schema.createIndex("reservations_seated_table").on("reservations").columns(["seated_table_id", "seated_at"]).execute();
  },
};
