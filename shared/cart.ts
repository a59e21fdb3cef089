import { ORDER_LINE_QUANTITY } from "./constants";
import { lineKey, lineLabel, type OptionGroupLike, optionsPrice, parseLineKey, resolveOptions } from "./menu-options";
import { sortMenu } from "./menu-order";
import { orderTotal } from "./money";
import type { ChosenOption } from "./schemas/menu-options";

/**
 * A diner's cart: line key to quantity (docs/product.md, Carts). A line key is the dish's id, with its
 * chosen options when it has some (shared/menu-options.ts, lineKey). Prices live on the menu, never here.
 */
export type Cart = Readonly<Record<string, number>>;

export interface CartDish {
  id: string;
  name: string;
  price: number;
  category: string;
  isAvailable: boolean;
  optionGroups?: readonly OptionGroupLike[];
}

export interface CartLine {
  /** The line's key in the cart: one line per dish and combination of choices. */
  key: string;
  id: string;
  /** The dish with its options, as the menu on screen names them ("Chicken Biryani · Full · Spicy"). */
  name: string;
  /** The unit price with the options. */
  price: number;
  quantity: number;
  options: ChosenOption[];
}

/** One more of a dish with these choices; sold-out dishes cannot be added, and a line stops at the most one order may hold. */
export function addToCart(cart: Cart, dish: Pick<CartDish, "id" | "isAvailable">, options: readonly ChosenOption[] = []): Cart {
  if (!dish.isAvailable) return cart;
  const key = lineKey(dish.id, options);
  const quantity = Math.min((cart[key] ?? 0) + 1, ORDER_LINE_QUANTITY.max);
  return { ...cart, [key]: quantity };
}

/** One fewer on a line; the line goes at one. */
export function removeFromCart(cart: Cart, key: string): Cart {
  const quantity = cart[key];
  if (quantity === undefined) return cart;
  const { [key]: _removed, ...rest } = cart;
  return quantity > 1 ? { ...rest, [key]: quantity - 1 } : rest;
}

/** A cart line from the menu, or null when it can no longer be ordered (dish or choice gone or sold out). */
function lineOf(key: string, quantity: number, byId: ReadonlyMap<string, CartDish>): CartLine | null {
  const { dishId, options } = parseLineKey(key);
  const dish = byId.get(dishId);
  if (!dish?.isAvailable) return null;
  const resolved = resolveOptions(dish.optionGroups ?? [], options);
  if (!resolved.ok) return null;
  return {
    key,
    id: dish.id,
    name: lineLabel(dish.name, resolved.options),
    price: optionsPrice(dish.price, resolved.options),
    quantity,
    options: resolved.options.map(({ groupId, choiceId }) => ({ groupId, choiceId })),
  };
}

/**
 * The cart as order lines, named and priced from the menu in menu order (lines of one dish in the
 * order they were added). Lines that could no longer be ordered (the dish left the menu or sold out,
 * a choice sold out or went) are not lines.
 */
export function cartLines(cart: Cart, menu: readonly CartDish[]): CartLine[] {
  const sorted = sortMenu(menu);
  const rank = new Map(sorted.map((dish, index) => [dish.id, index]));
  const byId = new Map(sorted.map((dish) => [dish.id, dish]));
  const lines: CartLine[] = [];
  for (const [key, quantity] of Object.entries(cart)) {
    const line = quantity > 0 ? lineOf(key, quantity, byId) : null;
    if (line) lines.push(line);
  }
  return lines.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/** A cart line as the order's payload carries it: `options` only for a line with choices (the spec's payload stays valid). */
export function toOrderItem({ id, name, price, quantity, options }: CartLine) {
  return options.length > 0 ? { id, name, price, quantity, options } : { id, name, price, quantity };
}

/** What the Cart (n) button counts: dishes, not lines. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartTotal(lines: readonly CartLine[]): number {
  return orderTotal(lines);
}

interface ReconciledCart {
  cart: Cart;
  /** Names of the dishes taken out because they sold out (dishes gone from the menu have no name left to show). */
  removed: string[];
}

/** The cart against a fresh menu (after the server refused a stale one): what can no longer be ordered goes. */
export function reconcileCart(cart: Cart, menu: readonly CartDish[]): ReconciledCart {
  const byId = new Map(menu.map((dish) => [dish.id, dish]));
  const kept: Record<string, number> = {};
  const removed: string[] = [];
  for (const [key, quantity] of Object.entries(cart)) {
    const dish = byId.get(parseLineKey(key).dishId);
    if (lineOf(key, quantity, byId)) kept[key] = quantity;
    else if (dish) removed.push(dish.name);
  }
  return { cart: kept, removed };
}

/**
 * The cart once an order has gone through: the sent quantities come off. Normally that empties it;
 * dishes added while the order was waiting for a connection stay for the next order.
 */
export function subtractLines(cart: Cart, sent: readonly { id: string; quantity: number; options?: readonly ChosenOption[] }[]): Cart {
  let next = cart;
  for (const line of sent) {
    const key = lineKey(line.id, line.options ?? []);
    const left = (next[key] ?? 0) - line.quantity;
    const { [key]: _sent, ...rest } = next;
    next = left > 0 ? { ...rest, [key]: left } : rest;
  }
  return next;
}
