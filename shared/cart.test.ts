import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addToCart, type Cart, type CartDish, cartCount, cartLines, cartTotal, reconcileCart, removeFromCart, subtractLines } from "./cart";
import { ORDER_LINE_QUANTITY } from "./constants";

const dish = (id: string, overrides: Partial<CartDish> = {}): CartDish => ({
  id,
  name: `Dish ${id}`,
  price: 100,
  category: "Main Course",
  isAvailable: true,
  ...overrides,
});

const naan = dish("naan", { name: "Butter Naan", price: 60, category: "Breads" });
const tikka = dish("tikka", { name: "Paneer Tikka", price: 280, category: "Appetizers" });
const fish = dish("fish", { name: "Goan Fish Curry", price: 420, category: "Curries", isAvailable: false });
const menu = [naan, tikka, fish];

describe("adding and removing", () => {
  it("adds one at a time and removes the line at one", () => {
    let cart: Cart = {};
    cart = addToCart(cart, naan);
    cart = addToCart(cart, naan);
    expect(cart).toEqual({ naan: 2 });
    cart = removeFromCart(cart, "naan");
    expect(cart).toEqual({ naan: 1 });
    cart = removeFromCart(cart, "naan");
    expect(cart).toEqual({});
    expect(removeFromCart(cart, "naan")).toBe(cart);
  });

  it("never adds a sold-out dish", () => {
    expect(addToCart({}, fish)).toEqual({});
    expect(addToCart({ naan: 1 }, fish)).toEqual({ naan: 1 });
  });

  it("stops a line at the most one order may hold, whatever the taps", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (taps) => {
        let cart: Cart = {};
        for (let tap = 0; tap < taps; tap += 1) cart = addToCart(cart, naan);
        expect(cart.naan ?? 0).toBe(Math.min(taps, ORDER_LINE_QUANTITY.max));
      }),
    );
  });
});

describe("lines, count and total", () => {
  it("names and prices lines from the menu, in menu order, and leaves out what cannot be ordered", () => {
    const lines = cartLines({ naan: 3, tikka: 1, fish: 2, gone: 4 }, menu);
    expect(lines).toEqual([
      { key: "tikka", id: "tikka", name: "Paneer Tikka", price: 280, quantity: 1, options: [] },
      { key: "naan", id: "naan", name: "Butter Naan", price: 60, quantity: 3, options: [] },
    ]);
    expect(cartCount(lines)).toBe(4);
    expect(cartTotal(lines)).toBe(280 + 180);
  });

  it("is empty for an empty cart", () => {
    expect(cartLines({}, menu)).toEqual([]);
    expect(cartCount([])).toBe(0);
    expect(cartTotal([])).toBe(0);
  });
});

describe("reconcileCart", () => {
  it("drops what sold out or left the menu and names the sold-out dishes", () => {
    const fresh = [naan, { ...tikka, isAvailable: false }, { ...naan, id: "other" }];
    expect(reconcileCart({ naan: 2, tikka: 1, gone: 3 }, fresh)).toEqual({ cart: { naan: 2 }, removed: ["Paneer Tikka"] });
  });

  it("keeps a cart that is still orderable as it is", () => {
    expect(reconcileCart({ naan: 2, tikka: 1 }, menu)).toEqual({ cart: { naan: 2, tikka: 1 }, removed: [] });
  });
});

describe("subtractLines", () => {
  it("empties the cart that was sent", () => {
    const cart = { naan: 2, tikka: 1 };
    expect(subtractLines(cart, cartLines(cart, menu))).toEqual({});
  });

  it("keeps what was added while the order was waiting", () => {
    expect(subtractLines({ naan: 5, tikka: 1 }, [{ id: "naan", quantity: 2 }])).toEqual({ naan: 3, tikka: 1 });
  });

  it("never goes below nothing when the diner removed dishes meanwhile", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (inCart, sent) => {
        const left = subtractLines({ naan: inCart }, [{ id: "naan", quantity: sent }]);
        expect(left).toEqual(inCart > sent ? { naan: inCart - sent } : {});
      }),
    );
  });
});
