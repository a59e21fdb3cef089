import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BillableLine, billTotals, GST_MODES, GST_RATE_PERCENT, type GstMode, halfTaxOf, mergeLines } from "./gst";

const dish = fc.record({
  id: fc.constantFrom("paneer", "naan", "lassi", "biryani"),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  price: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
});
const lines = fc.array(dish, { maxLength: 30 });
const settings = fc.record({ gstMode: fc.constantFrom(...GST_MODES), pricesIncludeGst: fc.boolean() });

const grossOf = (billLines: readonly { amountPaise: number }[]) => billLines.reduce((sum, line) => sum + line.amountPaise, 0);

describe("mergeLines", () => {
  it("merges lines of the same dish at the same price and keeps other prices apart", () => {
    const merged = mergeLines([
      { id: "paneer", name: "Paneer Tikka", price: 280, quantity: 1 },
      { id: "naan", name: "Butter Naan", price: 45, quantity: 2 },
      { id: "paneer", name: "Paneer Tikka", price: 280, quantity: 2 },
      { id: "paneer", name: "Paneer Tikka", price: 300, quantity: 1 },
    ]);
    expect(merged).toEqual([
      { name: "Paneer Tikka", quantity: 3, unitPricePaise: 28_000, amountPaise: 84_000 },
      { name: "Butter Naan", quantity: 2, unitPricePaise: 4_500, amountPaise: 9_000 },
      { name: "Paneer Tikka", quantity: 1, unitPricePaise: 30_000, amountPaise: 30_000 },
    ]);
  });

  it("keeps every unit: merged quantities and amounts add up to the orders'", () => {
    fc.assert(
      fc.property(lines, (input) => {
        const merged = mergeLines(input);
        expect(merged.reduce((sum, line) => sum + line.quantity, 0)).toBe(input.reduce((sum, line) => sum + line.quantity, 0));
        expect(grossOf(merged)).toBe(input.reduce((sum, line) => sum + line.price * line.quantity * 100, 0));
        for (const line of merged) expect(line.amountPaise).toBe(line.quantity * line.unitPricePaise);
        expect(new Set(merged.map((line) => `${line.name}|${line.unitPricePaise}`)).size).toBeLessThanOrEqual(merged.length);
      }),
    );
  });

  it("refuses a fractional or negative price and a quantity below one", () => {
    const bad = fc.oneof(
      fc.record({
        id: fc.constant("x"),
        name: fc.constant("X"),
        price: fc.double({ min: 0.01, max: 99.99, noInteger: true }),
        quantity: fc.constant(1),
      }),
      fc.record({ id: fc.constant("x"), name: fc.constant("X"), price: fc.integer({ max: -1 }), quantity: fc.constant(1) }),
      fc.record({ id: fc.constant("x"), name: fc.constant("X"), price: fc.constant(10), quantity: fc.integer({ max: 0 }) }),
    );
    fc.assert(
      fc.property(bad, (line: BillableLine) => {
        expect(() => mergeLines([line])).toThrow(RangeError);
      }),
    );
  });
});

describe("billTotals", () => {
  it("adds 2.5 % CGST and 2.5 % SGST on ₹1,049 and rounds ₹1,101.45 down to ₹1,101", () => {
    const totals = billTotals([{ name: "Thali", quantity: 1, unitPricePaise: 104_900, amountPaise: 104_900 }], {
      gstMode: "regular-5",
      pricesIncludeGst: false,
    });
    // 2.5 % of 104,900 paise is 2,622.5: half a paisa rounds up.
    expect(totals).toEqual({ subtotalPaise: 104_900, cgstPaise: 2_623, sgstPaise: 2_623, roundOffPaise: -46, totalPaise: 110_100 });
  });

  it("takes 18 % out of prices that include it: ₹1,180 is ₹1,000 and ₹90 + ₹90", () => {
    const totals = billTotals([{ name: "Wine", quantity: 1, unitPricePaise: 118_000, amountPaise: 118_000 }], {
      gstMode: "regular-18",
      pricesIncludeGst: true,
    });
    expect(totals).toEqual({ subtotalPaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, roundOffPaise: 0, totalPaise: 118_000 });
  });

  it("sums: subtotal, both halves and round-off make a total of whole rupees, within 50 paise of the unrounded one", () => {
    fc.assert(
      fc.property(lines, settings, (input, tax) => {
        const merged = mergeLines(input);
        const totals = billTotals(merged, tax);
        const taxes = totals.cgstPaise + totals.sgstPaise;
        expect(totals.subtotalPaise + taxes + totals.roundOffPaise).toBe(totals.totalPaise);
        expect(totals.totalPaise % 100).toBe(0);
        expect(totals.roundOffPaise).toBeGreaterThanOrEqual(-49);
        expect(totals.roundOffPaise).toBeLessThanOrEqual(50);
        // The lines carry menu prices: without GST in them they are the subtotal; with it, what the diner pays.
        if (tax.pricesIncludeGst) expect(totals.totalPaise).toBe(grossOf(merged));
        else expect(totals.subtotalPaise).toBe(grossOf(merged));
      }),
    );
  });

  it("charges CGST and SGST each exactly half the rate on the printed subtotal, to the paisa, for prices with and without GST", () => {
    const regular = fc.record({ gstMode: fc.constantFrom<GstMode>("regular-5", "regular-18"), pricesIncludeGst: fc.boolean() });
    fc.assert(
      fc.property(lines, regular, (input, tax) => {
        const totals = billTotals(mergeLines(input), tax);
        const rate = GST_RATE_PERCENT[tax.gstMode];
        expect(totals.cgstPaise).toBe(totals.sgstPaise);
        // What anyone checking the invoice computes: rate/2 % of the printed subtotal, half a paisa up.
        const exact = (totals.subtotalPaise * rate) / 200;
        expect(totals.cgstPaise).toBe(Math.floor(exact + 0.5));
        // With GST in the prices, the subtotal is the taxable value inside them, to the paisa.
        if (tax.pricesIncludeGst)
          expect(Math.abs(totals.subtotalPaise - (grossOf(mergeLines(input)) * 100) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("prints ₹17 at 5 % with GST included as taxable ₹16.19 and CGST ₹0.40, which is 2.5 % of ₹16.19", () => {
    const totals = billTotals([{ name: "Chai", quantity: 1, unitPricePaise: 1_700, amountPaise: 1_700 }], {
      gstMode: "regular-5",
      pricesIncludeGst: true,
    });
    expect(totals).toEqual({ subtotalPaise: 1_619, cgstPaise: 40, sgstPaise: 40, roundOffPaise: 1, totalPaise: 1_700 });
    expect(halfTaxOf(1_619, "regular-5")).toBe(40);
  });

  it("has no tax lines for a composition or unregistered restaurant, whatever the prices say", () => {
    const untaxed = fc.record({ gstMode: fc.constantFrom<GstMode>("composition", "unregistered"), pricesIncludeGst: fc.boolean() });
    fc.assert(
      fc.property(lines, untaxed, (input, tax) => {
        const merged = mergeLines(input);
        const totals = billTotals(merged, tax);
        expect(totals).toEqual({
          subtotalPaise: grossOf(merged),
          cgstPaise: 0,
          sgstPaise: 0,
          roundOffPaise: 0,
          totalPaise: grossOf(merged),
        });
      }),
    );
  });

  it("refuses lines whose amounts are not whole paise", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 1e6, noInteger: true }), settings, (amountPaise, tax) => {
        expect(() => billTotals([{ name: "X", quantity: 1, unitPricePaise: amountPaise, amountPaise }], tax)).toThrow(RangeError);
      }),
    );
  });
});
