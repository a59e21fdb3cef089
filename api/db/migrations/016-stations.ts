import { randomUUID } from "node:crypto";
import type { Kysely, Migration } from "kysely";

/**
 * Kitchen stations (docs/decisions/081-stations-and-categories.md): a restaurant's stations, each with
 * an optional network printer and a prep-time target; the restaurant's own categories, each routed to a
 * station (no rows: the spec's eight, routed to the first station); and a dish's own station. Every
 * restaurant starts with one station, Kitchen.
 */
export const stations: Migration = {
  async up(untyped: Kysely<unknown>) {
    await untyped.schema
      .createTable("stations")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("printer_host", "text")
      .addColumn("printer_port", "integer")
      .addColumn("printer_paper", "integer")
      .addColumn("prep_minutes", "integer", (col) => col.notNull().defaultTo(15))
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await untyped.schema.createIndex("stations_restaurant").on("stations").columns(["restaurant_id", "position"]).execute();

    await untyped.schema
      .createTable("menu_categories")
      .addColumn("restaurant_id", "text", (col) => col.notNull().references("restaurants.id").onDelete("cascade"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("station_id", "text", (col) => col.references("stations.id"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("menu_categories_pk", ["restaurant_id", "name"])
      .execute();

    await untyped.schema.alterTable("menu_items").addColumn("station_id", "text").execute();

    const db = untyped as Kysely<{ restaurants: { id: string }; stations: NewStation }>;
    const restaurants = await db.selectFrom("restaurants").select("id").execute();
    const at = new Date().toISOString();
    for (const { id } of restaurants)
      await db
        .insertInto("stations")
        .values(kitchenStation(id, randomUUID(), at))
        .execute();
  },
};

interface NewStation {
  id: string;
  restaurant_id: string;
  name: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** The station every restaurant starts with. */
function kitchenStation(restaurantId: string, id: string, at: string): NewStation {
  return { id, restaurant_id: restaurantId, name: "Kitchen", position: 0, created_at: at, updated_at: at };
}
