import { describe, expect, it } from "vitest";
import { priceOrder } from "./order-pricing";

const menu = [
  { id: "a", name: "Paneer Tikka", price: 280, isAvailable: true },
  { id: "b", name: "Butter Naan", price: 60, isAvailable: true },
  { id: "c", name: "Mango Kulfi", price: 120, isAvailable: false },
];

describe("priceOrder", () => {
  it("takes names and prices from the menu and adds up the total", () => {
    expect(
      priceOrder(
        [
          { id: "a", quantity: 2 },
          { id: "b", quantity: 3 },
        ],
        menu,
      ),
    ).toEqual({
      ok: true,
      lines: [
        { id: "a", name: "Paneer Tikka", price: 280, quantity: 2 },
        { id: "b", name: "Butter Naan", price: 60, quantity: 3 },
      ],
      total: 740,
    });
  });

  it("merges the same item into one line", () => {
    const result = priceOrder(
      [
        { id: "b", quantity: 1 },
        { id: "a", quantity: 1 },
        { id: "b", quantity: 4 },
      ],
      menu,
    );
    expect(result).toEqual({
      ok: true,
      lines: [
        { id: "b", name: "Butter Naan", price: 60, quantity: 5 },
        { id: "a", name: "Paneer Tikka", price: 280, quantity: 1 },
      ],
      total: 580,
    });
  });

  it("refuses a merged quantity above the per-item limit", () => {
    expect(
      priceOrder(
        [
          { id: "a", quantity: 30 },
          { id: "a", quantity: 21 },
        ],
        menu,
      ),
    ).toEqual({
      ok: false,
      problem: { kind: "too-many", name: "Paneer Tikka" },
    });
    expect(
      priceOrder(
        [
          { id: "a", quantity: 25 },
          { id: "a", quantity: 25 },
        ],
        menu,
      ).ok,
    ).toBe(true);
  });

  it("names an unavailable item", () => {
    expect(
      priceOrder(
        [
          { id: "a", quantity: 1 },
          { id: "c", quantity: 1 },
        ],
        menu,
      ),
    ).toEqual({
      ok: false,
      problem: { kind: "unavailable", name: "Mango Kulfi" },
    });
  });

  it("refuses an item that is not on this menu", () => {
    expect(priceOrder([{ id: "zzz", quantity: 1 }], menu)).toEqual({ ok: false, problem: { kind: "not-on-menu" } });
  });
});
