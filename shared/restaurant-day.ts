import type { Order } from "./schemas/orders";

type DayOrder = Pick<Order, "orderTime" | "totalAmount" | "status" | "items">;

/**
 * The orders placed during the local day that contains `now`. "Local" is the device's time zone: the
 * tablet showing the dashboard sits in the restaurant, so its midnight is the restaurant's.
 */
export function ordersOfDay<T extends DayOrder>(orders: readonly T[], now: Date): T[] {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  return orders.filter((order) => {
    const placed = Date.parse(order.orderTime);
    return placed >= start && placed < end;
  });
}

/** What the orders bring in, in whole rupees (docs/product.md, Dashboard). */
export function revenueOf(orders: readonly DayOrder[]): number {
  return orders.reduce((sum, order) => sum + order.totalAmount, 0);
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
