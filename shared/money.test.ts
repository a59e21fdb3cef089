import { describe, expect, it } from "vitest";
import { formatRupees, lineTotal, orderTotal } from "./money";

describe("money", () => {
  it("formats whole rupees with Indian digit grouping", () => {
    expect(formatRupees(12999)).toBe("₹12,999");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("totals lines as price times quantity", () => {
    expect(lineTotal({ price: 250, quantity: 3 })).toBe(750);
    expect(
      orderTotal([
        { price: 250, quantity: 3 },
        { price: 40, quantity: 2 },
      ]),
    ).toBe(830);
    expect(orderTotal([])).toBe(0);
  });
});
