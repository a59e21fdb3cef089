import { ORDER_STATUSES, type OrderStatus } from "../../../shared/order-status";
import type { DinerOrder } from "../../../shared/schemas/diner-order";
import type { ChosenOption, LineOption } from "../../../shared/schemas/menu-options";
import type { PlaceOrderInput, PricedLine } from "../../../shared/schemas/orders";
import { isFields, isKind, isNumber, isText, readList } from "./readAnswers";

/*
 * The order's answers, read by hand like the menu's (readAnswers.ts): apart from it so that they come
 * with the ordering part, not in a guest's first download (docs/diner-ordering.md, Budget).
 */

function readLineOption(value: unknown): LineOption | null {
  if (!isFields(value)) return null;
  const { groupId, choiceId, groupName, choiceName, priceDelta, kind } = value;
  if (!isText(groupId) || !isText(choiceId) || !isText(groupName) || !isText(choiceName) || !isNumber(priceDelta) || !isKind(kind))
    return null;
  return { groupId, choiceId, groupName, choiceName, priceDelta, kind };
}

function readChosen(value: unknown): ChosenOption | null {
  if (!isFields(value) || !isText(value.groupId) || !isText(value.choiceId)) return null;
  return { groupId: value.groupId, choiceId: value.choiceId };
}

/** A line with its options read by `readOption`; a line without `options` has none. */
function lineReader<Option>(readOption: (value: unknown) => Option | null) {
  return (value: unknown) => {
    if (!isFields(value)) return null;
    const { id, name, price, quantity } = value;
    if (!isText(id) || !isText(name) || !isNumber(price) || !isNumber(quantity)) return null;
    if (value.options === undefined) return { id, name, price, quantity };
    const options = readList(value.options, readOption);
    return options ? { id, name, price, quantity, options } : null;
  };
}

const readLine: (value: unknown) => PricedLine | null = lineReader(readLineOption);
const readInputLine = lineReader(readChosen);

const isStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.some((status) => status === value);

/** The placed order (`POST .../order`, full) or the status card's (`GET .../orders/{id}`), as the card needs it. */
export function readDinerOrder(value: unknown): DinerOrder | null {
  if (!isFields(value)) return null;
  const { id, status, totalAmount, orderTime } = value;
  const items = readList(value.items, readLine);
  if (!isText(id) || !isStatus(status) || !items || !isNumber(totalAmount) || !isText(orderTime)) return null;
  const { movedToTable } = value;
  return isText(movedToTable) ? { id, status, items, totalAmount, orderTime, movedToTable } : { id, status, items, totalAmount, orderTime };
}

/**
 * An order body this page saved on the phone, read back before it is shown or sent again. Looser than
 * `placeOrderInput`: the server checks every rule when the body arrives.
 */
export function readPlaceOrder(value: unknown): PlaceOrderInput | null {
  if (!isFields(value)) return null;
  const { customerName, customerPhone, customerEmail, specialInstructions, totalAmount } = value;
  const items = readList(value.items, readInputLine);
  if (!isText(customerName) || !isText(customerPhone) || !isText(customerEmail) || !items || !isNumber(totalAmount)) return null;
  if (specialInstructions !== null && !isText(specialInstructions)) return null;
  return { customerName, customerPhone, customerEmail, specialInstructions, items, totalAmount };
}
