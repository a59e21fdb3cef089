import Database from "better-sqlite3";
import { CamelCasePlugin, Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { site } from "./020-site";

describe("020-site", () => {
  it("gives every restaurant a unique slug from its name, oldest first, and refuses a second restaurant with the same one", async () => {
    const db = new Kysely<{ restaurants: { id: string; name: string; createdAt: string; slug?: string } }>({
      dialect: new SqliteDialect({ database: new Database(":memory:") }),
      plugins: [new CamelCasePlugin()],
    });
    await db.schema
      .createTable("restaurants")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text")
      .addColumn("created_at", "text")
      .execute();
    await db.schema.createTable("menu_items").addColumn("id", "text").execute();
    await db
      .insertInto("restaurants")
      .values([
        { id: "b", name: "Spice Garden", createdAt: "2026-02-01" },
        { id: "a", name: "Spice Garden", createdAt: "2026-01-01" },
        { id: "c", name: "API", createdAt: "2026-03-01" },
        { id: "d", name: "मसाला", createdAt: "2026-03-02" },
      ])
      .execute();

    await site.up(db as Kysely<unknown>);

    const slugs = await db.selectFrom("restaurants").select(["id", "slug"]).orderBy("id").execute();
    expect(slugs).toEqual([
      { id: "a", slug: "spice-garden" },
      { id: "b", slug: "spice-garden-2" },
      { id: "c", slug: "api-restaurant" },
      { id: "d", slug: "restaurant" },
    ]);
    await expect(db.updateTable("restaurants").set({ slug: "spice-garden" }).where("id", "=", "c").execute()).rejects.toThrow(/UNIQUE/);
    await db.destroy();
  });
});
