import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addToCart, cartCount, cartLines, cartTotal, reconcileCart, removeFromCart, subtractLines, toOrderItem } from "./cart";
import { ADD_ONS as ADD_ON_LIST, choice, PORTION, SPICE as SPICE_LEVEL } from "./test/menu-options.fixtures";

const SPICE = { ...SPICE_LEVEL, choices: [choice("spicy", "Spicy")] };
const ADD_ONS = { ...ADD_ON_LIST, max: undefined, choices: [choice("raita", "Raita", 30)] };
const biryani = {
  id: "b",
  name: "Chicken Biryani",
  price: 180,
  category: "Biryani",
  isAvailable: true,
  optionGroups: [PORTION, SPICE, ADD_ONS],
};
const naan = { id: "n", name: "Butter Naan", price: 60, category: "Breads", isAvailable: true };
const menu = [naan, biryani];

const full = [
  { groupId: "portion", choiceId: "full" },
  { groupId: "spice", choiceId: "spicy" },
  { groupId: "addons", choiceId: "raita" },
];
const half = [{ groupId: "portion", choiceId: "half" }];

describe("a cart with options", () => {
  it("keeps one line per combination, labelled and priced with its options", () => {
    let cart = addToCart({}, biryani, full);
    cart = addToCart(cart, biryani, half);
    cart = addToCart(cart, biryani, [...full].reverse());
    cart = addToCart(cart, naan);
    const lines = cartLines(cart, menu);
    expect(lines.map(({ name, price, quantity }) => ({ name, price, quantity }))).toEqual([
      { name: "Chicken Biryani · Full · Spicy · + Raita", price: 350, quantity: 2 },
      { name: "Chicken Biryani · Half", price: 180, quantity: 1 },
      { name: "Butter Naan", price: 60, quantity: 1 },
    ]);
    expect(cartCount(lines)).toBe(4);
    expect(cartTotal(lines)).toBe(700 + 180 + 60);
    expect(lines.map(toOrderItem)).toEqual([
      { id: "b", name: "Chicken Biryani · Full · Spicy · + Raita", price: 350, quantity: 2, options: full },
      { id: "b", name: "Chicken Biryani · Half", price: 180, quantity: 1, options: half },
      { id: "n", name: "Butter Naan", price: 60, quantity: 1 },
    ]);
  });

  it("takes one off the line it is told, and the sent lines off after an order", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }), (picks) => {
        let cart = {};
        for (const pick of picks) cart = addToCart(cart, biryani, pick ? full : half);
        const lines = cartLines(cart, menu);
        expect(cartCount(lines)).toBe(picks.length);
        expect(subtractLines(cart, lines.map(toOrderItem))).toEqual({});
        const [first] = lines;
        if (first) expect(cartCount(cartLines(removeFromCart(cart, first.key), menu))).toBe(picks.length - 1);
      }),
    );
  });

  it("drops a line whose choice sold out, or that misses a newly required choice, and names its dish", () => {
    const cart = addToCart(addToCart({}, biryani, full), biryani, half);
    const soldOut = {
      ...biryani,
      optionGroups: [{ ...PORTION, choices: [choice("half", "Half"), choice("full", "Full", 140, false)] }, SPICE, ADD_ONS],
    };
    const reconciled = reconcileCart(cart, [soldOut]);
    expect(cartLines(reconciled.cart, [soldOut]).map((line) => line.name)).toEqual(["Chicken Biryani · Half"]);
    expect(reconciled.removed).toEqual(["Chicken Biryani"]);
  });
});
