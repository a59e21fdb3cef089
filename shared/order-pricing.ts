import { ORDER_LINE_QUANTITY } from "./constants";
import { orderTotal } from "./money";
import type { OrderLine } from "./schemas/orders";

export interface RequestedLine {
  id: string;
  quantity: number;
}

export interface PricableItem {
  id: string;
  name: string;
  price: number;
  isAvailable: boolean;
}

export type PricingProblem = { kind: "not-on-menu" } | { kind: "unavailable"; name: string } | { kind: "too-many"; name: string };

export type PricingResult = { ok: true; lines: OrderLine[]; total: number } | { ok: false; problem: PricingProblem };

/**
 * Prices a cart from the restaurant's own menu: names and prices come from the menu, never the cart.
 * The same item twice becomes one line with the quantities added (a double tap on two devices).
 */
export function priceOrder(requested: readonly RequestedLine[], menu: readonly PricableItem[]): PricingResult {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const merged = new Map<string, OrderLine>();
  for (const line of requested) {
    const item = byId.get(line.id);
    if (!item) return { ok: false, problem: { kind: "not-on-menu" } };
    if (!item.isAvailable) return { ok: false, problem: { kind: "unavailable", name: item.name } };
    const quantity = (merged.get(item.id)?.quantity ?? 0) + line.quantity;
    if (quantity > ORDER_LINE_QUANTITY.max) return { ok: false, problem: { kind: "too-many", name: item.name } };
    merged.set(item.id, { id: item.id, name: item.name, price: item.price, quantity });
  }
  const lines = [...merged.values()];
  return { ok: true, lines, total: orderTotal(lines) };
}
