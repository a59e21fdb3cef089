import { dietOf } from "../../../shared/diet";
import { DEFAULT_MENU_LANGUAGE, isMenuLanguage } from "../../../shared/languages";
import type { OptionChoice, OptionGroup } from "../../../shared/schemas/menu-options";
import type { DinerMenuItem, QrLookup } from "../../../shared/schemas/qr";

/*
 * The server's answers to the diner's page, checked by hand rather than with the shared zod/mini
 * schemas: zod on this route would cost every diner's phone about 9 KB gzipped of its 110 KB
 * (docs/diner-ordering.md, Budget). readAnswers.test.ts keeps each reader in step with its schema.
 */

type Fields = Record<string, unknown>;

export const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
export const isText = (value: unknown): value is string => typeof value === "string";
export const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** Every element read, or null when one does not fit. */
export function readList<T>(value: unknown, read: (element: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const all: T[] = [];
  for (const element of value) {
    const one = read(element);
    if (one === null) return null;
    all.push(one);
  }
  return all;
}

export const isKind = (value: unknown): value is OptionGroup["kind"] => value === "single" || value === "multiple";
/** A translation, when there is one (empty is none); null when it is not text. */
function localOf(value: unknown): { localName?: string } | null {
  if (value === undefined) return {};
  if (!isText(value)) return null;
  const trimmed = value.trim();
  return trimmed === "" ? {} : { localName: trimmed };
}

function readChoice(value: unknown): OptionChoice | null {
  if (!isFields(value)) return null;
  const { id, name, priceDelta, isAvailable } = value;
  const local = localOf(value.localName);
  if (!isText(id) || !isText(name) || !isNumber(priceDelta) || typeof isAvailable !== "boolean" || !local) return null;
  return { id, name, priceDelta, isAvailable, ...local };
}

function readGroup(value: unknown): OptionGroup | null {
  if (!isFields(value)) return null;
  const { id, name, kind, required, max } = value;
  const choices = readList(value.choices, readChoice);
  const local = localOf(value.localName);
  if (!isText(id) || !isText(name) || !isKind(kind) || typeof required !== "boolean" || !choices || !local) return null;
  if (max !== undefined && !isNumber(max)) return null;
  return { id, name, kind, required, choices, ...local, ...(max === undefined ? {} : { max }) };
}

export function readMenuItem(value: unknown): DinerMenuItem | null {
  if (!isFields(value)) return null;
  const { id, name, description, price, category, isAvailable, localName = "", localDescription = "" } = value;
  if (!isText(id) || !isText(name) || !isText(description) || !isNumber(price) || !isText(category) || typeof isAvailable !== "boolean") {
    return null;
  }
  // A menu saved on the phone before options existed has none: a dish as it always was.
  const optionGroups = value.optionGroups === undefined ? [] : readList(value.optionGroups, readGroup);
  if (!optionGroups || !isText(localName) || !isText(localDescription)) return null;
  // An answer saved before dishes had marks reads as not marked; an unknown mark is refused, as the schema does.
  const diet = value.diet ?? null;
  if (diet !== null && dietOf(diet) === null) return null;
  return { id, name, description, price, category, isAvailable, localName, localDescription, optionGroups, diet: dietOf(diet) };
}

export const readMenuItems = (value: unknown) => readList(value, readMenuItem);

/** `GET /api/qr/{qrCode}`: the table, the restaurant's name and its menu. */
export function readQrLookup(value: unknown): QrLookup | null {
  if (!isFields(value) || !isFields(value.table) || !isFields(value.restaurant)) return null;
  const { tableNumber, capacity } = value.table;
  // An answer saved before the restaurant said how it charges GST reads as no GST on top.
  const { name, menuLanguage, gstOnTop = false } = value.restaurant;
  const menuItems = readMenuItems(value.menuItems);
  if (!isText(tableNumber) || !isNumber(capacity) || !isText(name) || !menuItems) return null;
  if (menuLanguage !== undefined && !isMenuLanguage(menuLanguage)) return null;
  if (typeof gstOnTop !== "boolean") return null;
  const language = menuLanguage ?? DEFAULT_MENU_LANGUAGE;
  return { table: { tableNumber, capacity }, restaurant: { name, menuLanguage: language, gstOnTop }, menuItems };
}

/** A failure's `{ message }`, when it has one. */
export function readMessage(value: unknown): string | null {
  return isFields(value) && isText(value.message) && value.message !== "" ? value.message : null;
}
