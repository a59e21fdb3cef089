import { ORDER_LINE_QUANTITY } from "../shared/constants";
import type { OptionProblem } from "../shared/menu-options";
import { ORDER_TOTAL_MAX, ORDER_TOTAL_MAX_MESSAGE } from "../shared/money";
import { type PricingProblem, priceOrder, type RequestedLine } from "../shared/order-pricing";
import { ORDER_CONFLICT } from "../shared/refusals";
import type { PricedLine } from "../shared/schemas/orders";
import type { DinerMenuItem } from "../shared/schemas/qr";
import { badRequest, conflict } from "./errors";

export const QR_NOT_FOUND = "This QR code is not valid or the table is not available";

/** The English message for a refused line, naming the dish and the group. */
function optionProblemMessage(dish: string, problem: OptionProblem): string {
  switch (problem.kind) {
    case "unknown-choice":
      return problem.group === null ? `${dish} has no such option group` : `${dish}: ${problem.group} has no such choice`;
    case "missing-choice":
      return `${dish}: please choose a ${problem.group}`;
    case "too-many-choices":
      return problem.max === 1 ? `${dish}: choose only one ${problem.group}` : `${dish}: choose at most ${problem.max} of ${problem.group}`;
    case "repeated-choice":
      return `${dish}: ${problem.choice} is chosen twice in ${problem.group}`;
    case "choice-unavailable":
      return `${dish}: ${problem.group} ${problem.choice} is no longer available`;
  }
}

/** Stale carts get the current menu back so the diner's page can refresh without another request. */
function pricingError(problem: PricingProblem, menuItems: DinerMenuItem[]) {
  switch (problem.kind) {
    case "not-on-menu":
      return conflict("An item in your order is no longer on the menu", { code: ORDER_CONFLICT.dishGone, menuItems });
    case "unavailable":
      return conflict(`${problem.name} is no longer available`, { code: ORDER_CONFLICT.soldOut, menuItems });
    case "too-many":
      return badRequest(`You can order at most ${ORDER_LINE_QUANTITY.max} of ${problem.name}`);
    case "option": {
      const message = optionProblemMessage(problem.name, problem.problem);
      // A sold-out choice is a stale menu, as a sold-out dish is; the rest is a malformed line.
      return problem.problem.kind === "choice-unavailable"
        ? conflict(message, { code: ORDER_CONFLICT.soldOut, menuItems })
        : badRequest(message);
    }
  }
}

/**
 * Prices a cart from the restaurant's own menu, options included: a 409 with the current menu when a
 * dish or a choice is gone or sold out or the cart's total is not the menu's; a 400 naming the dish
 * (and the group) for too many of one dish, a missing required choice, an unknown or extra choice.
 * A staff order endpoint prices through here too, so every order is priced alike.
 */
export function priceCart(
  menu: DinerMenuItem[],
  input: { items: readonly RequestedLine[]; totalAmount: number },
): { lines: PricedLine[]; total: number } {
  const priced = priceOrder(input.items, menu);
  if (!priced.ok) throw pricingError(priced.problem, menu);
  // Before the total is compared: a cart over the limit is refused as such, whatever total it sent.
  if (priced.total > ORDER_TOTAL_MAX) throw badRequest(ORDER_TOTAL_MAX_MESSAGE);
  if (priced.total !== input.totalAmount)
    throw conflict("Prices have changed. Please review your order.", { code: ORDER_CONFLICT.pricesChanged, menuItems: menu });
  return { lines: priced.lines, total: priced.total };
}
