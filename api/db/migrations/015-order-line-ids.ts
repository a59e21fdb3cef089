import type { Kysely, Migration } from "kysely";
import { orderLinesOf } from "../../../shared/order-lines";
import { pricedLine } from "../../../shared/schemas/orders";

/** Orders are read this many at a time, so a large history never sits in memory at once. */
const BATCH = 500;

/**
 * Every stored order line gets the fields of docs/api.md, Order lines: its own `lineId` (the order's id
 * and its place), no station yet (the restaurant's first), nothing ready or voided. Written here, once,
 * so no reader has to guess them for old rows.
 */
export const orderLineIds: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<{ orders: { id: string; items: string } }>;
    for (let after = ""; ; ) {
      const rows = await db.selectFrom("orders").select(["id", "items"]).where("id", ">", after).orderBy("id").limit(BATCH).execute();
      for (const row of rows) {
        const lines = (JSON.parse(row.items) as unknown[]).map((line) => pricedLine.parse(line));
        await db
          .updateTable("orders")
          .set({ items: JSON.stringify(orderLinesOf(row.id, lines)) })
          .where("id", "=", row.id)
          .execute();
      }
      const last = rows.at(-1);
      if (!last) return;
      after = last.id;
    }
  },
};
