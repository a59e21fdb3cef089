import { type Kysely, type Migration, sql } from "kysely";

/** The first schema: every entity of docs/product.md plus sessions and idempotency records. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("restaurants")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("address", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("cuisine", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("plan", "text", (col) => col.notNull().defaultTo("foundations"))
      .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("users")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("username", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("password_hash", "text", (col) => col.notNull())
      .addColumn("role", "text", (col) => col.notNull().defaultTo("admin"))
      .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    // Usernames and e-mails are unique regardless of case: "Admin" must not become a second account.
    await sql`create unique index users_username_unique on users (lower(username))`.execute(db);
    await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

    await db.schema
      .createTable("demo_requests")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("restaurant_name", "text", (col) => col.notNull())
      .addColumn("message", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("menu_items")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("price", "integer", (col) => col.notNull())
      .addColumn("category", "text", (col) => col.notNull())
      .addColumn("is_available", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("menu_items_restaurant").on("menu_items").column("restaurant_id").execute();

    await db.schema
      .createTable("restaurant_tables")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("table_number", "text", (col) => col.notNull())
      .addColumn("capacity", "integer", (col) => col.notNull().defaultTo(2))
      .addColumn("location", "text")
      .addColumn("qr_code", "text", (col) => col.notNull().unique())
      .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addUniqueConstraint("restaurant_tables_number_unique", ["restaurant_id", "table_number"])
      .execute();

    await db.schema
      .createTable("customers")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("total_orders", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("total_spent", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("first_order_date", "text")
      .addColumn("last_order_date", "text")
      .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("customers_restaurant_phone").on("customers").columns(["restaurant_id", "phone"]).execute();
    await db.schema.createIndex("customers_restaurant_email").on("customers").columns(["restaurant_id", "email"]).execute();

    await db.schema
      .createTable("orders")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      // Deleting a table keeps its orders; they show the table as Unknown.
      .addColumn("table_id", "text", (col) => col.references("restaurant_tables.id").onDelete("set null"))
      .addColumn("customer_id", "text", (col) => col.references("customers.id").onDelete("set null"))
      .addColumn("items", "text", (col) => col.notNull())
      .addColumn("total_amount", "integer", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
      .addColumn("customer_name", "text", (col) => col.notNull())
      .addColumn("customer_phone", "text", (col) => col.notNull())
      .addColumn("customer_email", "text", (col) => col.notNull())
      .addColumn("special_instructions", "text")
      .addColumn("order_time", "text", (col) => col.notNull())
      .addColumn("completed_at", "text")
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("orders_restaurant_time").on("orders").columns(["restaurant_id", "order_time"]).execute();

    await db.schema
      .createTable("idempotency_keys")
      .addColumn("scope", "text", (col) => col.notNull())
      .addColumn("key", "text", (col) => col.notNull())
      .addColumn("request_hash", "text", (col) => col.notNull())
      .addColumn("status_code", "integer", (col) => col.notNull())
      .addColumn("response_body", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("idempotency_keys_pk", ["scope", "key"])
      .execute();
  },
};
