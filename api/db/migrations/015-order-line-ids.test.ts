import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { orderLineIds } from "./015-order-line-ids";

describe("015-order-line-ids", () => {
  it("names every stored line after its order, in batches past the first, and leaves the rest of the line as it was", async () => {
    const db = new Kysely<{ orders: { id: string; items: string } }>({
      dialect: new SqliteDialect({ database: new Database(":memory:") }),
    });
    await db.schema
      .createTable("orders")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("items", "text")
      .execute();
    const ids = Array.from({ length: 1_203 }, (_, n) => `order-${String(n).padStart(5, "0")}`);
    const old = [
      { id: "dal", name: "Dal", price: 200, quantity: 2 },
      { id: "naan", name: "Naan", price: 40, quantity: 1, options: [] },
    ];
    await db
      .insertInto("orders")
      .values(ids.map((id) => ({ id, items: JSON.stringify(old) })))
      .execute();

    await orderLineIds.up(db as Kysely<unknown>);

    const rows = await db.selectFrom("orders").selectAll().orderBy("id").execute();
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(JSON.parse(row.items)).toEqual(
        old.map((line, index) => ({ ...line, lineId: `${row.id}.${index + 1}`, stationId: null, readyAt: null, voidedQuantity: 0 })),
      );
    }
    await db.destroy();
  });
});
