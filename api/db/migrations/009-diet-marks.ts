import type { Kysely, Migration } from "kysely";

/** A dish's veg / non-veg / egg mark; null for dishes not marked yet, so existing menus keep working. */
export const dietMarks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("menu_items").addColumn("diet", "text").execute();
  },
};
