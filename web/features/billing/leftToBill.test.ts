import { describe, expect, it } from "vitest";
import type { Order } from "../../../shared/schemas/orders";
import { leftToBill } from "./leftToBill";

const order = (id: string, quantity: number, voidedQuantity = 0, status: Order["status"] = "served") =>
  ({
    id,
    tableId: "t",
    status,
    items: [{ id: "dal", name: "Dal", price: 200, quantity, lineId: `${id}.1`, stationId: null, readyAt: null, voidedQuantity }],
  }) as Pick<Order, "id" | "tableId" | "status" | "items"> as Order;

describe("leftToBill", () => {
  it("leaves out what is voided, held by live bills (equal shares by their part, rounded up), and completed orders", () => {
    const orders = [order("a", 3, 1), order("b", 2), order("c", 1, 0, "completed")];
    const bills = [
      { status: "unpaid" as const, held: [{ lineId: "a.1", orderId: "a", quantity: 1, shareOf: 1 }] },
      { status: "cancelled" as const, held: [{ lineId: "b.1", orderId: "b", quantity: 2, shareOf: 1 }] },
    ];
    expect(leftToBill(orders, bills, "t").map((entry) => [entry.line.lineId, entry.left])).toEqual([
      ["a.1", 1],
      ["b.1", 2],
    ]);
    const share = { lineId: "b.1", orderId: "b", quantity: 2, shareOf: 3 };
    const three = [0, 1, 2].map(() => ({ status: "unpaid" as const, held: [share] }));
    expect(leftToBill(orders, three, "t").map((entry) => entry.line.lineId)).toEqual(["a.1"]);
    // One share of three still out holds a third of the line, rounded up.
    expect(leftToBill(orders, three.slice(0, 1), "t").find((entry) => entry.line.lineId === "b.1")?.left).toBe(1);
  });
});
