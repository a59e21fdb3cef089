import { ORDER_LINE_QUANTITY } from "../shared/constants";
import { type PricingProblem, priceOrder } from "../shared/order-pricing";
import type { OrderLine, PlaceOrderInput } from "../shared/schemas/orders";
import type { DinerMenuItem } from "../shared/schemas/qr";
import { badRequest, conflict } from "./errors";

export const QR_NOT_FOUND = "This QR code is not valid or the table is not available";

/** Stale carts get the current menu back so the diner's page can refresh without another request. */
function pricingError(problem: PricingProblem, menuItems: DinerMenuItem[]) {
  switch (problem.kind) {
    case "not-on-menu":
      return conflict("An item in your order is no longer on the menu", { menuItems });
    case "unavailable":
      return conflict(`${problem.name} is no longer available`, { menuItems });
    case "too-many":
      return badRequest(`You can order at most ${ORDER_LINE_QUANTITY.max} of ${problem.name}`);
  }
}

/**
 * Prices a diner's cart from the restaurant's own menu: a 409 with the current menu when an item is
 * gone or unavailable or the cart's total is not the menu's, a 400 for too many of one dish.
 */
export function priceCart(
  menu: DinerMenuItem[],
  input: Pick<PlaceOrderInput, "items" | "totalAmount">,
): { lines: OrderLine[]; total: number } {
  const priced = priceOrder(input.items, menu);
  if (!priced.ok) throw pricingError(priced.problem, menu);
  if (priced.total !== input.totalAmount) throw conflict("Prices have changed. Please review your order.", { menuItems: menu });
  return { lines: priced.lines, total: priced.total };
}
