import { describe, expect, it } from "vitest";
import { lineIdOf, liveQuantity, orderLinesOf } from "./order-lines";

describe("order lines", () => {
  it("are named by their order and place, so two orders' lines never share an id", () => {
    const priced = [
      { id: "dish-a", name: "Dal", price: 200, quantity: 2 },
      { id: "dish-b", name: "Naan", price: 40, quantity: 3 },
    ];
    const first = orderLinesOf("order-1", priced).map((line) => line.lineId);
    const second = orderLinesOf("order-2", priced).map((line) => line.lineId);
    expect(first).toEqual([lineIdOf("order-1", 0), lineIdOf("order-1", 1)]);
    expect(new Set([...first, ...second]).size).toBe(4);
  });

  it("start at the named station with nothing ready or voided", () => {
    const [line] = orderLinesOf("o", [{ id: "dish-a", name: "Dal", price: 200, quantity: 2 }], () => "tandoor");
    expect(line).toMatchObject({ stationId: "tandoor", readyAt: null, voidedQuantity: 0 });
    expect(liveQuantity({ quantity: 3, voidedQuantity: 1 })).toBe(2);
  });
});
