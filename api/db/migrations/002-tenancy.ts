import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "./dialect";

/** The seeded demo restaurant's id as it was when this migration shipped (migrations never import app code). */
const DEMO_RESTAURANT_ID = "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10";
const ROLE_LIST = sql.raw("('admin', 'waiter', 'chef')");

/**
 * Many restaurants on one server (docs/security.md): the platform operator flag, a database-level
 * guard on roles, and single-use staff invitations whose tokens are stored only as hashes.
 */
export const tenancy: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("users")
      .addColumn("is_operator", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    // The seeded `admin` has always seen the platform's restaurants and demo requests; it keeps them.
    await sql`update users set is_operator = 1 where lower(username) = 'admin' and restaurant_id = ${DEMO_RESTAURANT_ID}`.execute(db);

    if (isPostgres(db)) {
      // PostgreSQL adds the CHECK to the existing column; its name carries the same "users.role" as SQLite's message.
      await sql`alter table users add constraint "users.role must be admin, waiter or chef" check (role in ${ROLE_LIST})`.execute(db);
    } else {
      // SQLite cannot add a CHECK to an existing column, so triggers refuse a role outside the three.
      for (const event of ["insert", "update of role"]) {
        await sql`create trigger ${sql.raw(`users_role_${event.split(" ")[0]}`)} before ${sql.raw(event)} on users
          when new.role not in ${ROLE_LIST}
          begin select raise(abort, 'users.role must be admin, waiter or chef'); end`.execute(db);
      }
    }

    await db.schema
      .createTable("invitations")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("role", "text", (col) => col.notNull().check(sql`role in ${ROLE_LIST}`))
      // sha256 of the token in the link: a leaked database holds no usable invitation.
      .addColumn("token_hash", "text", (col) => col.notNull().unique())
      .addColumn("created_by", "text", (col) => col.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .addColumn("used_by", "text", (col) => col.references("users.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex("invitations_restaurant").on("invitations").column("restaurant_id").execute();
  },
};
