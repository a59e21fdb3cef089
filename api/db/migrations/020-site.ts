import type { Kysely, Migration } from "kysely";
import { firstFreeSlug, slugFromName } from "../../../shared/slug";

/**
 * The restaurant's website (docs/api.md, Website and photos): a unique slug for `/r/{slug}` (every
 * existing restaurant gets one from its name, oldest first, so the demo's is `spice-garden`), an
 * optional own domain, the about text, opening hours (JSON), a map link and photos (JSON, null for none)
 * on restaurants and dishes.
 */
export const site: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<{ restaurants: { id: string; name: string; slug: string; createdAt: string } }>;
    await db.schema
      .alterTable("restaurants")
      .addColumn("slug", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema.alterTable("restaurants").addColumn("domain", "text").execute();
    await db.schema
      .alterTable("restaurants")
      .addColumn("about", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("restaurants")
      .addColumn("opening_hours", "text", (col) => col.notNull().defaultTo("[]"))
      .execute();
    await db.schema
      .alterTable("restaurants")
      .addColumn("map_url", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema.alterTable("restaurants").addColumn("photo", "text").execute();
    await db.schema.alterTable("menu_items").addColumn("photo", "text").execute();

    const taken = new Set<string>();
    const rows = await db.selectFrom("restaurants").select(["id", "name"]).orderBy("createdAt").orderBy("id").execute();
    for (const row of rows) {
      const slug = await firstFreeSlug(slugFromName(row.name), (candidate) => taken.has(candidate));
      taken.add(slug);
      await db.updateTable("restaurants").set({ slug }).where("id", "=", row.id).execute();
    }
    await db.schema.createIndex("restaurants_slug_unique").unique().on("restaurants").column("slug").execute();
    await db.schema.createIndex("restaurants_domain_unique").unique().on("restaurants").column("domain").execute();
  },
};
