import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { liveQuantity } from "../../shared/order-lines";
import { orderLine } from "../../shared/schemas/orders";
import type { Db } from "../db/connection";
import { DINER, newTestTable, type SendOptions, tableAndDish } from "./route-test-helpers";

const storedLines = z.array(orderLine);

/** What the race suite's harness gives (api/test/races.ts `RaceHarness`): parallel sends over two writers, the shared database, a waiter. */
interface MoveRaceHarness {
  send(index: number, method: string, path: string, options?: SendOptions): Response | Promise<Response>;
  db: Db;
  waiter: string;
}
const R = `/api/restaurants/${DEMO_RESTAURANT_ID}`;

/**
 * Moves raced (docs/decisions/087-moves-and-merges.md): devices moving the same table's orders, the same
 * line, or moving while another makes the bill, half to each of two writers. Every order ends on exactly
 * one table, none lost or doubled, quantities conserved, and a bill holds only orders at its own table.
 */
export function moveRaceSuite(h: () => MoveRaceHarness, rounds: number): void {
  async function tableWithOrders(orders: number, quantity: number) {
    const table = await newTestTable(h().db, DEMO_RESTAURANT_ID);
    const { dish } = await tableAndDish(h().db, DEMO_RESTAURANT_ID);
    const ids: string[] = [];
    for (let order = 0; order < orders; order++) {
      const placed = await h().send(0, "POST", `/api/qr/${table.qrCode}/order`, {
        body: { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity }], totalAmount: dish.price * quantity },
      });
      expect(placed.status).toBe(201);
      ids.push(((await placed.json()) as { id: string }).id);
    }
    return { table, ids };
  }

  const ordersAt = (tableId: string) => h().db.selectFrom("orders").select(["id", "items"]).where("tableId", "=", tableId).execute();

  describe("parallel moves", () => {
    it("moves a table's orders to one of two tables moved to at once: each order on exactly one table", async () => {
      for (let round = 0; round < rounds / 2; round++) {
        const { table, ids } = await tableWithOrders(2, 1);
        const targets = [await newTestTable(h().db, DEMO_RESTAURANT_ID), await newTestTable(h().db, DEMO_RESTAURANT_ID)];
        const answers = await Promise.all(
          [0, 1, 2, 3].map((index) =>
            h().send(index, "POST", `${R}/tables/${table.id}/move`, { cookie: h().waiter, body: { toTableId: targets[index % 2]?.id } }),
          ),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
        const placed = await Promise.all(targets.map((target) => ordersAt(target.id)));
        const landed = placed.flat().map((order) => order.id);
        expect(landed.sort()).toEqual([...ids].sort());
        // All together: one move won, whole.
        expect(placed.filter((orders) => orders.length > 0)).toHaveLength(1);
        expect(await ordersAt(table.id)).toEqual([]);
      }
    });

    it("moves no more of a line than it has when devices move parts of it at once: quantities conserved", async () => {
      for (let round = 0; round < rounds / 2; round++) {
        const { table, ids } = await tableWithOrders(1, 3);
        const orderId = ids[0] ?? "";
        const targets = [await newTestTable(h().db, DEMO_RESTAURANT_ID), await newTestTable(h().db, DEMO_RESTAURANT_ID)];
        const answers = await Promise.all(
          [0, 1, 2, 3].map((index) =>
            h().send(index, "POST", `/api/orders/${orderId}/lines/${orderId}.1/move`, {
              cookie: h().waiter,
              body: { toTableId: targets[index % 2]?.id, quantity: 1, newOrderId: randomUUID() },
            }),
          ),
        );
        // Three move one each; the fourth finds the order emptied, so completed.
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409]);
        const everywhere = (await Promise.all([table, ...targets].map((at) => ordersAt(at.id)))).flat();
        const quantity = everywhere
          .flatMap((order) => storedLines.parse(JSON.parse(order.items)))
          .reduce((sum, line) => sum + liveQuantity(line), 0);
        expect(quantity).toBe(3);
        // Each new order is its own: three orders came to the two tables, none doubled.
        expect(everywhere.filter((order) => order.id !== orderId)).toHaveLength(3);
      }
    });

    it("never bills an order that moved: a bill made while the table moves holds only orders still at its table", async () => {
      for (let round = 0; round < rounds / 2; round++) {
        const { table, ids } = await tableWithOrders(2, 1);
        const target = await newTestTable(h().db, DEMO_RESTAURANT_ID);
        const [moved, billed] = await Promise.all([
          h().send(0, "POST", `${R}/tables/${table.id}/move`, { cookie: h().waiter, body: { toTableId: target.id } }),
          h().send(1, "POST", `${R}/bills`, { cookie: h().waiter, body: { tableId: table.id } }),
        ]);
        // Either the move won (nothing left to bill) or the bill did (its orders cannot move).
        expect([
          [200, 409],
          [409, 201],
        ]).toContainEqual([moved.status, billed.status]);
        const links = await h()
          .db.selectFrom("billOrders")
          .innerJoin("bills", "bills.id", "billOrders.billId")
          .innerJoin("orders", "orders.id", "billOrders.orderId")
          .select(["bills.tableId as billTable", "orders.tableId as orderTable"])
          .where("orders.id", "in", ids)
          .execute();
        expect(links.every((link) => link.billTable === link.orderTable)).toBe(true);
        expect(links).toHaveLength(billed.status === 201 ? 2 : 0);
      }
    });
  });
}
