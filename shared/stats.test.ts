import { describe, expect, it } from "vitest";
import { averageOrderValue, averageTableSize, conversionRate } from "./stats";

describe("conversionRate", () => {
  it("is restaurants over demo requests as a rounded percent", () => {
    expect(conversionRate(5, 6)).toBe(83);
    expect(conversionRate(1, 3)).toBe(33);
    expect(conversionRate(2, 3)).toBe(67);
  });

  it("is 0 when either count is zero", () => {
    expect(conversionRate(0, 6)).toBe(0);
    expect(conversionRate(5, 0)).toBe(0);
  });
});

describe("averageOrderValue", () => {
  it("rounds total spent over orders and is 0 without orders", () => {
    expect(averageOrderValue(1001, 2)).toBe(501);
    expect(averageOrderValue(900, 3)).toBe(300);
    expect(averageOrderValue(0, 0)).toBe(0);
  });
});

describe("averageTableSize", () => {
  it("shows one decimal", () => {
    expect(averageTableSize([2, 4, 4, 5])).toBe("3.8");
    expect(averageTableSize([4])).toBe("4.0");
    expect(averageTableSize([])).toBe("0.0");
  });
});
