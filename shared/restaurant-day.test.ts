import { describe, expect, it } from "vitest";
import type { OrderStatus } from "./order-status";
import { bestSellersOf, openOrdersOf, ordersOfDay, revenueOf } from "./restaurant-day";

const at = (hours: number, minutes = 0, day = 22) => new Date(2026, 10, day, hours, minutes).toISOString();

function order(
  orderTime: string,
  totalAmount = 100,
  status: OrderStatus = "pending",
  items: { id: string; name: string; quantity: number }[] = [],
) {
  return { orderTime, totalAmount, status, items: items.map((line) => ({ ...line, price: 100 })) };
}

describe("ordersOfDay", () => {
  it("keeps the orders from local midnight up to (not including) the next midnight", () => {
    const now = new Date(2026, 10, 22, 20, 30);
    const orders = [order(at(0, 0)), order(at(23, 59)), order(at(23, 59, 21)), order(at(0, 0, 23))];
    expect(ordersOfDay(orders, now)).toEqual([orders[0], orders[1]]);
  });
});

describe("revenueOf and openOrdersOf", () => {
  it("adds totals and leaves out completed orders from the open ones", () => {
    const orders = [order(at(12), 450, "completed"), order(at(13), 300, "served"), order(at(14), 0, "pending")];
    expect(revenueOf(orders)).toBe(750);
    expect(revenueOf([])).toBe(0);
    expect(openOrdersOf(orders)).toEqual([orders[1], orders[2]]);
  });
});

describe("bestSellersOf", () => {
  it("sums quantities per dish across orders, most first, ties by name, cut to the limit", () => {
    const orders = [
      order(at(12), 0, "pending", [
        { id: "naan", name: "Butter Naan", quantity: 2 },
        { id: "dal", name: "Dal Makhani", quantity: 1 },
      ]),
      order(at(13), 0, "served", [
        { id: "dal", name: "Dal Makhani", quantity: 1 },
        { id: "lassi", name: "Mango Lassi", quantity: 1 },
        { id: "chai", name: "Masala Chai", quantity: 1 },
      ]),
    ];
    expect(bestSellersOf(orders, 3)).toEqual([
      { id: "naan", name: "Butter Naan", quantity: 2 },
      { id: "dal", name: "Dal Makhani", quantity: 2 },
      { id: "lassi", name: "Mango Lassi", quantity: 1 },
    ]);
    expect(bestSellersOf([], 5)).toEqual([]);
  });
});
