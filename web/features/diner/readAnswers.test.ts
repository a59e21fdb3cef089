import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dinerOrder } from "../../../shared/schemas/diner-order";
import { dinerMenuItem, qrLookup } from "../../../shared/schemas/qr";
import { readMenuItem, readMessage, readQrLookup } from "./readAnswers";
import { readDinerOrder } from "./readOrderAnswers";

const dish = {
  id: "d1",
  name: "Paneer Tikka",
  description: "Smoky",
  price: 280,
  category: "Appetizers",
  isAvailable: true,
  localName: "पनीर टिक्का",
  localDescription: "",
  optionGroups: [],
  diet: "veg",
};
const lookup = { table: { tableNumber: "3", capacity: 4 }, restaurant: { name: "Spice Garden", menuLanguage: "mr" }, menuItems: [dish] };
const order = {
  id: "0b8f3a2e-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
  status: "preparing",
  items: [{ id: "d1", name: "Paneer Tikka", price: 280, quantity: 2 }],
  totalAmount: 560,
  orderTime: "2026-11-21T14:00:00.000Z",
};

/** `value` with the field at `path` replaced (undefined: as if it were missing). */
function replaceAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((element, index) => (String(index) === head ? replaceAt(element, rest, replacement) : element));
  if (typeof value !== "object" || value === null) return value;
  const fields = Object.fromEntries(Object.entries(value));
  return { ...fields, [head]: replaceAt(fields[head], rest, replacement) };
}

/** Every path to a field inside a value. */
function pathsOf(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...path, key], ...pathsOf(child, [...path, key])]);
}

/** A valid answer with one field, somewhere inside, replaced by any JSON value or left out. */
function mutated(valid: object): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.constantFrom(...pathsOf(valid)), fc.option(fc.jsonValue(), { nil: undefined }))
    .map(([path, replacement]) => replaceAt(valid, path, replacement));
}

describe.each([
  ["the QR lookup", qrLookup, readQrLookup, lookup],
  ["a menu item", dinerMenuItem, readMenuItem, dish],
  ["the status card's order", dinerOrder, readDinerOrder, order],
] as const)("reading %s", (_name, schema, read, valid) => {
  it("reads a valid answer as the schema does, dropping extra fields", () => {
    const answer = { ...valid, customerPhone: "9876501234" };
    expect(read(answer)).toEqual(schema.parse(answer));
  });

  it("accepts and refuses exactly what the schema does", () => {
    fc.assert(
      fc.property(fc.oneof(mutated(valid), fc.jsonValue()), (answer) => {
        const parsed = schema.safeParse(answer);
        expect(read(answer)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 400 },
    );
  });
});

describe("reading a dish with options", () => {
  it("reads its groups and translations as the schema does", () => {
    const withOptions = {
      ...dish,
      optionGroups: [
        {
          id: "portion",
          name: "Portion",
          localName: "मात्रा",
          kind: "single",
          required: true,
          choices: [
            { id: "half", name: "Half", priceDelta: 0, isAvailable: true },
            { id: "full", name: "Full", localName: "फ़ुल", priceDelta: 140, isAvailable: false },
          ],
        },
        {
          id: "addons",
          name: "Add-ons",
          kind: "multiple",
          required: false,
          max: 1,
          choices: [{ id: "raita", name: "Raita", priceDelta: 30, isAvailable: true }],
        },
      ],
    };
    expect(readMenuItem(withOptions)).toEqual(dinerMenuItem.parse(withOptions));
    expect(readMenuItem({ ...withOptions, optionGroups: [{ ...withOptions.optionGroups[1], kind: "many" }] })).toBeNull();
  });

  it("reads a placed order's lines with their options", () => {
    const options = [{ groupId: "portion", choiceId: "full", groupName: "Portion", choiceName: "Full", priceDelta: 140, kind: "single" }];
    const placed = { ...order, items: [{ ...order.items[0], options }] };
    expect(readDinerOrder(placed)).toEqual(dinerOrder.parse(placed));
  });
});

describe("readMessage", () => {
  it("reads a failure's message and nothing else", () => {
    expect(readMessage({ message: "Order not found" })).toBe("Order not found");
    expect(readMessage({ message: "" })).toBeNull();
    expect(readMessage({ error: "x" })).toBeNull();
    expect(readMessage("Order not found")).toBeNull();
  });
});
