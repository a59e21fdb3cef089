import { ORDER_LINE_QUANTITY } from "./constants";
import { sortMenu } from "./menu-order";
import { orderTotal } from "./money";

/** A diner's cart: dish id to quantity (docs/product.md, Carts). Prices live on the menu, never here. */
export type Cart = Readonly<Record<string, number>>;

export interface CartDish {
  id: string;
  name: string;
  price: number;
  category: string;
  isAvailable: boolean;
}

export interface CartLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
}

/** One more of a dish; sold-out dishes cannot be added, and a line stops at the most one order may hold. */
export function addToCart(cart: Cart, dish: Pick<CartDish, "id" | "isAvailable">): Cart {
  if (!dish.isAvailable) return cart;
  const quantity = Math.min((cart[dish.id] ?? 0) + 1, ORDER_LINE_QUANTITY.max);
  return { ...cart, [dish.id]: quantity };
}

/** One fewer of a dish; the line goes at one. */
export function removeFromCart(cart: Cart, dishId: string): Cart {
  const quantity = cart[dishId];
  if (quantity === undefined) return cart;
  const { [dishId]: _removed, ...rest } = cart;
  return quantity > 1 ? { ...rest, [dishId]: quantity - 1 } : rest;
}

/**
 * The cart as order lines, named and priced from the menu in menu order. Dishes that left the menu
 * or sold out are not lines: they could not be ordered.
 */
export function cartLines(cart: Cart, menu: readonly CartDish[]): CartLine[] {
  return sortMenu(menu)
    .filter((dish) => dish.isAvailable && (cart[dish.id] ?? 0) > 0)
    .map((dish) => ({ id: dish.id, name: dish.name, price: dish.price, quantity: cart[dish.id] ?? 0 }));
}

/** What the Cart (n) button counts: dishes, not lines. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartTotal(lines: readonly CartLine[]): number {
  return orderTotal(lines);
}

export interface ReconciledCart {
  cart: Cart;
  /** Names of the dishes taken out because they sold out (dishes gone from the menu have no name left to show). */
  removed: string[];
}

/** The cart against a fresh menu (after the server refused a stale one): what can no longer be ordered goes. */
export function reconcileCart(cart: Cart, menu: readonly CartDish[]): ReconciledCart {
  const byId = new Map(menu.map((dish) => [dish.id, dish]));
  const kept: Record<string, number> = {};
  const removed: string[] = [];
  for (const [id, quantity] of Object.entries(cart)) {
    const dish = byId.get(id);
    if (dish?.isAvailable) kept[id] = quantity;
    else if (dish) removed.push(dish.name);
  }
  return { cart: kept, removed };
}

/**
 * The cart once an order has gone through: the sent quantities come off. Normally that empties it;
 * dishes added while the order was waiting for a connection stay for the next order.
 */
export function subtractLines(cart: Cart, sent: readonly { id: string; quantity: number }[]): Cart {
  let next = cart;
  for (const line of sent) {
    const left = (next[line.id] ?? 0) - line.quantity;
    const { [line.id]: _sent, ...rest } = next;
    next = left > 0 ? { ...rest, [line.id]: left } : rest;
  }
  return next;
}
