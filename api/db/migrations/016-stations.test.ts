import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { stations } from "./016-stations";

describe("016-stations", () => {
  it("gives every existing restaurant one station, Kitchen, and dishes no station of their own", async () => {
    const db = new Kysely<{
      restaurants: { id: string };
      menu_items: { id: string; restaurant_id: string };
      stations: { restaurant_id: string; name: string; position: number; prep_minutes: number; printer_host: string | null };
    }>({ dialect: new SqliteDialect({ database: new Database(":memory:") }) });
    await db.schema
      .createTable("restaurants")
      .addColumn("id", "text", (col) => col.primaryKey())
      .execute();
    await db.schema
      .createTable("menu_items")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text")
      .execute();
    await db
      .insertInto("restaurants")
      .values([{ id: "spice-garden" }, { id: "dosa-point" }])
      .execute();
    await db.insertInto("menu_items").values({ id: "naan", restaurant_id: "spice-garden" }).execute();

    await stations.up(db as Kysely<unknown>);

    const rows = await db
      .selectFrom("stations")
      .select(["restaurant_id", "name", "position", "prep_minutes", "printer_host"])
      .orderBy("restaurant_id")
      .execute();
    expect(rows).toEqual([
      { restaurant_id: "dosa-point", name: "Kitchen", position: 0, prep_minutes: 15, printer_host: null },
      { restaurant_id: "spice-garden", name: "Kitchen", position: 0, prep_minutes: 15, printer_host: null },
    ]);
    expect(await db.selectFrom("menu_items").selectAll().execute()).toEqual([
      { id: "naan", restaurant_id: "spice-garden", station_id: null },
    ]);
    await db.destroy();
  });
});
