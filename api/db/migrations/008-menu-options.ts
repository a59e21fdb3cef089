import type { Kysely, Migration } from "kysely";

/**
 * Options on dishes and the menu in a second language (docs/decisions/066): each item keeps its
 * option groups as JSON text (read whole with the item, never queried inside), its name and
 * description in the restaurant's menu language; the restaurant keeps which language that is.
 */
export const menuOptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("menu_items")
      .addColumn("option_groups", "text", (col) => col.notNull().defaultTo("[]"))
      .execute();
    await db.schema
      .alterTable("menu_items")
      .addColumn("local_name", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("menu_items")
      .addColumn("local_description", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("restaurants")
      .addColumn("menu_language", "text", (col) => col.notNull().defaultTo("hi"))
      .execute();
  },
};
