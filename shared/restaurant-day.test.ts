import { describe, expect, it } from "vitest";
import { orderLinesOf } from "./order-lines";
import type { OrderStatus } from "./order-status";
import { bestSellersOf, openOrdersOf, ordersOfDay } from "./restaurant-day";

const at = (hours: number, minutes = 0, day = 22) => new Date(2026, 10, day, hours, minutes).toISOString();

function order(
  orderTime: string,
  totalAmount = 100,
  status: OrderStatus = "pending",
  items: { id: string; name: string; quantity: number }[] = [],
) {
  return {
    orderTime,
    totalAmount,
    status,
    items: orderLinesOf(
      orderTime,
      items.map((line) => ({ ...line, price: 100 })),
    ),
  };
}

describe("ordersOfDay", () => {
  it("keeps the orders from the business day's start (4 am IST) up to (not including) the next, whatever the device's zone", () => {
    const now = new Date("2026-11-22T15:00:00.000Z");
    const utc = (iso: string) => order(`2026-11-${iso}.000Z`);
    // 22 November's business day in India runs from 22:30 UTC on the 21st to 22:30 UTC on the 22nd.
    const orders = [utc("21T22:30:00"), utc("22T22:29:59"), utc("21T22:29:59"), utc("22T22:30:00")];
    expect(ordersOfDay(orders, now)).toEqual([orders[0], orders[1]]);
  });
});

describe("openOrdersOf", () => {
  it("leaves out completed orders from the open ones", () => {
    const orders = [order(at(12), 450, "completed"), order(at(13), 300, "served"), order(at(14), 0, "pending")];
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
