import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { billSums, billTaxOf } from "./bill-words";
import { billTotals, GST_MODES, GST_RATE_PERCENT, mergeLines } from "./gst";

const lines = fc.array(
  fc.record({
    id: fc.constantFrom("paneer", "naan", "lassi"),
    name: fc.constantFrom("Paneer Tikka", "Naan", "Lassi"),
    price: fc.integer({ min: 1, max: 5_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  { minLength: 1, maxLength: 12 },
);

describe("billTaxOf", () => {
  it("reads back the rate and whether prices include GST from any bill's own figures", () => {
    fc.assert(
      fc.property(lines, fc.constantFrom(...GST_MODES), fc.boolean(), (input, gstMode, pricesIncludeGst) => {
        const merged = mergeLines(input);
        const bill = { lines: merged, ...billTotals(merged, { gstMode, pricesIncludeGst }) };
        const rate = GST_RATE_PERCENT[gstMode];
        expect(billTaxOf(bill)).toEqual({ halfRatePercent: rate / 2, pricesIncludeGst: rate > 0 && pricesIncludeGst });
      }),
    );
  });

  it("reads a bill made with the old rounding (₹17 with 5 % in it: taxable ₹16.20, CGST ₹0.40) as 5 % with GST in the prices", () => {
    const old = {
      lines: [{ amountPaise: 1_700 }],
      subtotalPaise: 1_620,
      cgstPaise: 40,
      sgstPaise: 40,
      roundOffPaise: 0,
      totalPaise: 1_700,
    };
    expect(billTaxOf(old)).toEqual({ halfRatePercent: 2.5, pricesIncludeGst: true });
  });
});

describe("billSums", () => {
  it("says Subtotal, CGST @ 2.5%, SGST @ 2.5%, Round off and Total for ₹800 without GST in the prices", () => {
    const merged = mergeLines([{ id: "thali", name: "Thali", price: 800, quantity: 1 }]);
    const bill = { lines: merged, ...billTotals(merged, { gstMode: "regular-5", pricesIncludeGst: false }) };
    expect(billSums(bill)).toEqual([
      { label: "Subtotal", paise: 80_000 },
      { label: "CGST @ 2.5%", paise: 2_000 },
      { label: "SGST @ 2.5%", paise: 2_000 },
      { label: "Round off", paise: 0 },
      { label: "Total", paise: 84_000, total: true },
    ]);
  });

  it("says Taxable value with GST in the prices, and has no tax rows without GST", () => {
    const merged = mergeLines([{ id: "wine", name: "Wine", price: 1_180, quantity: 1 }]);
    const inclusive = { lines: merged, ...billTotals(merged, { gstMode: "regular-18", pricesIncludeGst: true }) };
    expect(billSums(inclusive).map((sum) => sum.label)).toEqual(["Taxable value", "CGST @ 9%", "SGST @ 9%", "Round off", "Total"]);
    const untaxed = { lines: merged, ...billTotals(merged, { gstMode: "composition", pricesIncludeGst: true }) };
    expect(billSums(untaxed).map((sum) => sum.label)).toEqual(["Subtotal", "Round off", "Total"]);
  });
});
