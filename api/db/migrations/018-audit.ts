import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "./dialect";

const APPEND_ONLY = "audit entries are append-only: no one changes or deletes one";

/**
 * The append-only audit trail of money changes (docs/decisions/085-audit-trail.md): triggers on both
 * stores refuse UPDATE and DELETE, so no route or script can change the past. Bills gain what issue 30
 * needs: the lines each bill holds (a line's quantity may be split over bills), discounts, service
 * charge, cancellation and refunds, tips on payments, the admin's PIN and the discount settings.
 */
export const audit: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = isPostgres(db);
    // No foreign keys: an entry outlives the bill, order, table or user it names.
    await db.schema
      .createTable("audit_entries")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("user_id", "text")
      .addColumn("username", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("device", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("reason", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("amount_paise", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("before", "text")
      .addColumn("after", "text")
      .addColumn("bill_id", "text")
      .addColumn("order_id", "text")
      .addColumn("table_id", "text")
      .execute();
    await db.schema.createIndex("audit_entries_restaurant_at").on("audit_entries").columns(["restaurant_id", "at"]).execute();
    if (postgres) {
      await sql`create function rasoi_audit_append_only() returns trigger language plpgsql as $$
        begin raise exception ${sql.lit(APPEND_ONLY)}; end $$`.execute(db);
      await sql`create trigger audit_entries_append_only before update or delete on audit_entries
        for each row execute function rasoi_audit_append_only()`.execute(db);
      await sql`create trigger audit_entries_no_truncate before truncate on audit_entries
        for each statement execute function rasoi_audit_append_only()`.execute(db);
    } else {
      for (const event of ["update", "delete"]) {
        await sql`create trigger ${sql.raw(`audit_entries_no_${event}`)} before ${sql.raw(event)} on audit_entries
          begin select raise(abort, ${sql.lit(APPEND_ONLY)}); end`.execute(db);
      }
    }

    // What of each order line a bill holds; a cancelled bill's lines are free again for the next bill.
    await db.schema
      .createTable("bill_lines")
      .addColumn("bill_id", "text", (col) => col.notNull().references("bills.id").onDelete("cascade"))
      .addColumn("line_id", "text", (col) => col.notNull())
      .addColumn("order_id", "text", (col) => col.notNull())
      .addColumn("quantity", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("bill_lines_pk", ["bill_id", "line_id"])
      .execute();
    await db.schema.createIndex("bill_lines_order").on("bill_lines").column("order_id").execute();
    // Every bill made so far held each of its orders' lines whole.
    const links = await sql<{ billId: string; orderId: string; items: string }>`
      select bill_orders.bill_id as "billId", bill_orders.order_id as "orderId", orders.items as items
      from bill_orders join orders on orders.id = bill_orders.order_id`.execute(db);
    for (const link of links.rows) {
      const lines = JSON.parse(link.items) as { lineId: string; quantity: number; voidedQuantity: number }[];
      for (const line of lines) {
        await sql`insert into bill_lines (bill_id, line_id, order_id, quantity)
          values (${link.billId}, ${line.lineId}, ${link.orderId}, ${line.quantity - line.voidedQuantity})`.execute(db);
      }
    }

    // An order may now be on several bills (its lines split between them): the key becomes the pair.
    if (postgres) {
      await sql`alter table bill_orders drop constraint bill_orders_pkey`.execute(db);
      await sql`alter table bill_orders add primary key (order_id, bill_id)`.execute(db);
    } else {
      await db.schema
        .createTable("bill_orders_pairs")
        .addColumn("order_id", "text", (col) => col.notNull().references("orders.id").onDelete("cascade"))
        .addColumn("bill_id", "text", (col) => col.notNull().references("bills.id").onDelete("cascade"))
        .addPrimaryKeyConstraint("bill_orders_pk", ["order_id", "bill_id"])
        .execute();
      await sql`insert into bill_orders_pairs (order_id, bill_id) select order_id, bill_id from bill_orders`.execute(db);
      await db.schema.dropTable("bill_orders").execute();
      await sql`alter table bill_orders_pairs rename to bill_orders`.execute(db);
      await db.schema.createIndex("bill_orders_bill").on("bill_orders").column("bill_id").execute();
    }

    await db.schema
      .alterTable("bills")
      .addColumn("discount_paise", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("bills")
      .addColumn("service_charge_paise", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("bills")
      .addColumn("refunded_paise", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("bills").addColumn("cancelled_at", "text").execute();
    await db.schema
      .alterTable("bills")
      .addColumn("cancel_reason", "text", (col) => col.notNull().defaultTo(""))
      .execute();

    await db.schema
      .alterTable("bill_payments")
      .addColumn("tip_paise", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable("bill_refunds")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("bill_id", "text", (col) => col.notNull().references("bills.id").onDelete("cascade"))
      .addColumn("method", "text", (col) => col.notNull())
      .addColumn("amount_paise", "integer", (col) => col.notNull())
      .addColumn("reason", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("created_by", "text")
      .execute();
    await db.schema.createIndex("bill_refunds_bill").on("bill_refunds").column("bill_id").execute();

    await db.schema.alterTable("users").addColumn("pin_hash", "text").execute();
    await db.schema.alterTable("restaurant_settings").addColumn("discount_approval_percent", "integer").execute();
    await db.schema.alterTable("restaurant_settings").addColumn("service_charge_percent", "integer").execute();
    await db.schema
      .alterTable("restaurant_settings")
      .addColumn("discount_reasons", "text", (col) => col.notNull().defaultTo("[]"))
      .execute();
  },
};
