import { ORDER_LINE_QUANTITY } from "./constants";
import { lineKey, type OptionGroupLike, type OptionProblem, optionsPrice, resolveOptions } from "./menu-options";
import { orderTotal } from "./money";
import type { ChosenOption } from "./schemas/menu-options";
import type { PricedLine } from "./schemas/orders";

export interface RequestedLine {
  id: string;
  quantity: number;
  /** Chosen options; absent (or empty) for a dish ordered as it is. */
  options?: readonly ChosenOption[] | undefined;
}

interface PricableItem {
  id: string;
  name: string;
  price: number;
  isAvailable: boolean;
  /** The dish's option groups; a menu without options may leave them out. */
  optionGroups?: readonly OptionGroupLike[];
}

export type PricingProblem =
  | { kind: "not-on-menu" }
  | { kind: "unavailable"; name: string }
  | { kind: "too-many"; name: string }
  | { kind: "option"; name: string; problem: OptionProblem };

type PricingResult = { ok: true; lines: PricedLine[]; total: number } | { ok: false; problem: PricingProblem };

/**
 * Prices a cart from the restaurant's own menu: names, option names and prices come from the menu,
 * never the cart. A line's price is the dish's plus its options' changes. The same dish with the same
 * choices twice becomes one line with the quantities added (a double tap on two devices); the same dish
 * with other choices is a line of its own. Every order placed anywhere (diner or staff) prices here.
 */
export function priceOrder(requested: readonly RequestedLine[], menu: readonly PricableItem[]): PricingResult {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const merged = new Map<string, PricedLine>();
  for (const line of requested) {
    const item = byId.get(line.id);
    if (!item) return { ok: false, problem: { kind: "not-on-menu" } };
    if (!item.isAvailable) return { ok: false, problem: { kind: "unavailable", name: item.name } };
    const resolved = resolveOptions(item.optionGroups ?? [], line.options ?? []);
    if (!resolved.ok) return { ok: false, problem: { kind: "option", name: item.name, problem: resolved.problem } };
    const key = lineKey(item.id, resolved.options);
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    if (quantity > ORDER_LINE_QUANTITY.max) return { ok: false, problem: { kind: "too-many", name: item.name } };
    const priced: PricedLine = { id: item.id, name: item.name, price: optionsPrice(item.price, resolved.options), quantity };
    if (resolved.options.length > 0) priced.options = resolved.options;
    merged.set(key, priced);
  }
  const lines = [...merged.values()];
  return { ok: true, lines, total: orderTotal(lines) };
}
