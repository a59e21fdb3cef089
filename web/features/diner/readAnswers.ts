import { dietOf } from "../../../shared/diet";
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/order-status";
import type { DinerOrder } from "../../../shared/schemas/diner-order";
import type { OrderLine, PlaceOrderInput } from "../../../shared/schemas/orders";
import type { DinerMenuItem, QrLookup } from "../../../shared/schemas/qr";

/*
 * The server's answers to the diner's page, checked by hand rather than with the shared zod/mini
 * schemas: zod on this route would cost every diner's phone about 9 KB gzipped of its 110 KB
 * (docs/diner-ordering.md, Budget). readAnswers.test.ts keeps each reader in step with its schema.
 */

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** Every element read, or null when one does not fit. */
function readList<T>(value: unknown, read: (element: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const all: T[] = [];
  for (const element of value) {
    const one = read(element);
    if (one === null) return null;
    all.push(one);
  }
  return all;
}

export function readMenuItem(value: unknown): DinerMenuItem | null {
  if (!isFields(value)) return null;
  const { id, name, description, price, category, isAvailable } = value;
  if (!isText(id) || !isText(name) || !isText(description) || !isNumber(price) || !isText(category) || typeof isAvailable !== "boolean") {
    return null;
  }
  // An answer saved before dishes had marks reads as not marked; an unknown mark is refused, as the schema does.
  const diet = value.diet ?? null;
  if (diet !== null && dietOf(diet) === null) return null;
  return { id, name, description, price, category, isAvailable, diet: dietOf(diet) };
}

export const readMenuItems = (value: unknown) => readList(value, readMenuItem);

/** `GET /api/qr/{qrCode}`: the table, the restaurant's name and its menu. */
export function readQrLookup(value: unknown): QrLookup | null {
  if (!isFields(value) || !isFields(value.table) || !isFields(value.restaurant)) return null;
  const { tableNumber, capacity } = value.table;
  const { name } = value.restaurant;
  const menuItems = readMenuItems(value.menuItems);
  if (!isText(tableNumber) || !isNumber(capacity) || !isText(name) || !menuItems) return null;
  return { table: { tableNumber, capacity }, restaurant: { name }, menuItems };
}

function readLine(value: unknown): OrderLine | null {
  if (!isFields(value)) return null;
  const { id, name, price, quantity } = value;
  if (!isText(id) || !isText(name) || !isNumber(price) || !isNumber(quantity)) return null;
  return { id, name, price, quantity };
}

const isStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.some((status) => status === value);

/** The placed order (`POST .../order`, full) or the status card's (`GET .../orders/{id}`), as the card needs it. */
export function readDinerOrder(value: unknown): DinerOrder | null {
  if (!isFields(value)) return null;
  const { id, status, totalAmount, orderTime } = value;
  const items = readList(value.items, readLine);
  if (!isText(id) || !isStatus(status) || !items || !isNumber(totalAmount) || !isText(orderTime)) return null;
  return { id, status, items, totalAmount, orderTime };
}

/**
 * An order body this page saved on the phone, read back before it is shown or sent again. Looser than
 * `placeOrderInput`: the server checks every rule when the body arrives.
 */
export function readPlaceOrder(value: unknown): PlaceOrderInput | null {
  if (!isFields(value)) return null;
  const { customerName, customerPhone, customerEmail, specialInstructions, totalAmount } = value;
  const items = readList(value.items, readLine);
  if (!isText(customerName) || !isText(customerPhone) || !isText(customerEmail) || !items || !isNumber(totalAmount)) return null;
  if (specialInstructions !== null && !isText(specialInstructions)) return null;
  return { customerName, customerPhone, customerEmail, specialInstructions, items, totalAmount };
}

/** A failure's `{ message }`, when it has one. */
export function readMessage(value: unknown): string | null {
  return isFields(value) && isText(value.message) && value.message !== "" ? value.message : null;
}
