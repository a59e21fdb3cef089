import { restaurantDate } from "./billing/bill-number";
import type { Order } from "./schemas/orders";

type DayOrder = Pick<Order, "orderTime" | "totalAmount" | "status" | "items">;

/** The orders placed during the restaurant's business day (IST) that contains `now`, the same day as its bills'. */
export function ordersOfDay<T extends DayOrder>(orders: readonly T[], now: Date, dayEndsAt?: string): T[] {
  const today = restaurantDate(now, dayEndsAt);
  return orders.filter((order) => restaurantDate(new Date(order.orderTime), dayEndsAt) === today);
}

/** Orders the kitchen or the floor still has to finish: everything not completed. */
export function openOrdersOf<T extends DayOrder>(orders: readonly T[]): T[] {
  return orders.filter((order) => order.status !== "completed");
}

interface BestSeller {
  id: string;
  name: string;
  quantity: number;
}

/** Dishes by quantity sold, most first; ties go by name so the list does not jump between renders. */
export function bestSellersOf(orders: readonly DayOrder[], limit: number): BestSeller[] {
  const byDish = new Map<string, BestSeller>();
  for (const order of orders) {
    for (const line of order.items) {
      const seen = byDish.get(line.id);
      if (seen) seen.quantity += line.quantity;
      else byDish.set(line.id, { id: line.id, name: line.name, quantity: line.quantity });
    }
  }
  return [...byDish.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)).slice(0, limit);
}
