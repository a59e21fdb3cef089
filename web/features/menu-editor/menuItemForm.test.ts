import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MENU_PRICE } from "../../../shared/constants";
import { EMPTY_MENU_ITEM_FORM, menuItemForm } from "./menuItemForm";

const form = (overrides: Partial<typeof EMPTY_MENU_ITEM_FORM>) => ({
  ...EMPTY_MENU_ITEM_FORM,
  name: "Chai",
  price: "40",
  category: "Beverages" as const,
  ...overrides,
});

const messages = (result: ReturnType<typeof menuItemForm.safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe("menuItemForm", () => {
  it("reads the price as whole rupees", () => {
    fc.assert(
      fc.property(fc.integer({ min: MENU_PRICE.min, max: MENU_PRICE.max }), fc.nat({ max: 99 }), (rupees, paise) => {
        expect(menuItemForm.safeParse(form({ price: `${rupees}.${paise}` }))).toMatchObject({ success: true, data: { price: rupees } });
      }),
    );
  });

  it("asks for every required field", () => {
    expect(messages(menuItemForm.safeParse(form({ name: " ", price: "", category: "" })))).toEqual([
      "Please fill in all required fields",
      "Please fill in all required fields",
      "Please fill in all required fields",
    ]);
  });

  it("refuses a price of 0 or below, or above the largest", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: MENU_PRICE.max + 1, max: 2 ** 40 })), (price) => {
        expect(menuItemForm.safeParse(form({ price: String(price) })).success).toBe(false);
      }),
    );
  });

  it("refuses a name over 100 characters", () => {
    expect(messages(menuItemForm.safeParse(form({ name: "a".repeat(101) })))).toEqual(["Must be at most 100 characters"]);
  });
});
