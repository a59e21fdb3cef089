import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BillFigures,
  discountPaiseOf,
  type HeldLine,
  largestRemainder,
  partWeight,
  priceBill,
  splitFigures,
  splitHeldLines,
} from "./adjust";
import { billTotals, GST_MODES, halfTaxOf, mergeLines } from "./gst";

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const FIGURES = ["discountPaise", "serviceChargePaise", "subtotalPaise", "cgstPaise", "sgstPaise", "roundOffPaise", "totalPaise"] as const;

const heldLine = fc.record({
  id: fc.constantFrom("dal", "naan", "paneer"),
  name: fc.constantFrom("Dal", "Naan", "Paneer"),
  price: fc.integer({ min: 0, max: 5_000 }),
  quantity: fc.integer({ min: 1, max: 12 }),
  discountPercent: fc.integer({ min: 0, max: 100 }),
});
const heldLines = fc.array(heldLine, { minLength: 1, maxLength: 8 }).map((lines) =>
  lines.map(
    ({ discountPercent, ...line }, index): HeldLine => ({
      ...line,
      lineId: `order.${index + 1}`,
      orderId: "order",
      discountPaise: discountPaiseOf(line.price * 100 * line.quantity, { kind: "percent", value: discountPercent }),
      discountReason: discountPercent > 0 ? "regular" : "",
    }),
  ),
);
const settings = fc.record({
  gstMode: fc.constantFrom(...GST_MODES),
  pricesIncludeGst: fc.boolean(),
  serviceChargePercent: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  billDiscount: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant("percent" as const), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant("amount" as const), value: fc.integer({ min: 1, max: 10_000_000 }) }),
    ),
    { nil: undefined },
  ),
});

describe("largestRemainder", () => {
  it("shares a total exactly, each share its exact part rounded down or up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const shares = largestRemainder(total, weights);
          expect(sum(shares)).toBe(total);
          const whole = sum(weights);
          shares.forEach((share, index) => {
            const exact = whole === 0 ? total / weights.length : (total * (weights[index] ?? 0)) / whole;
            expect(Math.abs(share - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it("gives the left-over paisa to the largest remainder, the earlier part on a tie", () => {
    expect(largestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(largestRemainder(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(largestRemainder(10, [1, 2])).toEqual([3, 7]);
    expect(largestRemainder(5, [0, 0])).toEqual([3, 2]);
  });
});

describe("priceBill", () => {
  it("without adjustments is the bill Make Bill always made", () => {
    fc.assert(
      fc.property(heldLines, settings, (held, { gstMode, pricesIncludeGst }) => {
        const plain = held.map((line) => ({ ...line, discountPaise: 0 }));
        const priced = priceBill(plain, { gstMode, pricesIncludeGst });
        expect({ ...priced, lines: priced.lines }).toMatchObject({
          ...billTotals(mergeLines(plain), { gstMode, pricesIncludeGst }),
          discountPaise: 0,
        });
        expect(priced.lines).toEqual(mergeLines(plain));
      }),
    );
  });

  it("taxes the value after discount plus the service charge, and rounds to the rupee within ±50 paise", () => {
    fc.assert(
      fc.property(heldLines, settings, (held, adjustments) => {
        const priced = priceBill(held, adjustments);
        expect(priced.cgstPaise).toBe(halfTaxOf(priced.subtotalPaise, adjustments.gstMode));
        expect(priced.sgstPaise).toBe(priced.cgstPaise);
        expect(priced.totalPaise % 100).toBe(0);
        expect(Math.abs(priced.roundOffPaise)).toBeLessThanOrEqual(50);
        expect(priced.totalPaise).toBe(priced.subtotalPaise + priced.cgstPaise + priced.sgstPaise + priced.roundOffPaise);
        expect(priced.discountPaise).toBeLessThanOrEqual(priced.grossPaise);
        expect(priced.discountPaise).toBeGreaterThanOrEqual(sum(held.map((line) => line.discountPaise)));
        if (!adjustments.pricesIncludeGst) {
          expect(priced.subtotalPaise).toBe(priced.grossPaise - priced.discountPaise + priced.serviceChargePaise);
        }
        if (!adjustments.serviceChargePercent) expect(priced.serviceChargePaise).toBe(0);
        expect(sum(priced.lines.map((line) => line.discountPaise ?? 0))).toBe(sum(held.map((line) => line.discountPaise)));
      }),
    );
  });

  it("takes 10 % off ₹1,000 at 5 % GST: ₹900 taxable, ₹22.50 each half", () => {
    const held: HeldLine[] = [
      { id: "thali", name: "Thali", price: 500, quantity: 2, lineId: "o.1", orderId: "o", discountPaise: 0, discountReason: "" },
    ];
    const priced = priceBill(held, { gstMode: "regular-5", pricesIncludeGst: false, billDiscount: { kind: "percent", value: 10 } });
    expect(priced).toMatchObject({
      discountPaise: 10_000,
      subtotalPaise: 90_000,
      cgstPaise: 2_250,
      sgstPaise: 2_250,
      roundOffPaise: 0,
      totalPaise: 94_500,
    });
  });
});

describe("splitFigures and splitHeldLines", () => {
  const partsOf = (held: HeldLine[], seed: number[]) => {
    // Each unit of each line goes to the part `seed` names for it, so every quantity is taken exactly.
    const count = Math.max(2, (seed[0] ?? 0) + 2);
    const parts: { lineId: string; quantity: number }[][] = Array.from({ length: count }, () => []);
    let next = 0;
    for (const line of held) {
      for (let unit = 0; unit < line.quantity; unit++) {
        parts[(seed[next++ % seed.length] ?? 0) % count]?.push({ lineId: line.lineId, quantity: 1 });
      }
    }
    return parts.filter((part) => part.length > 0);
  };

  it("by items or equally: every figure of the parts adds up to the unsplit bill's, to the paisa, each round-off within ±50 paise", () => {
    fc.assert(
      fc.property(
        heldLines,
        settings,
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 2, max: 12 }),
        (held, adjustments, seed, equalParts) => {
          const whole = priceBill(held, adjustments);
          const byItems = splitHeldLines(held, partsOf(held, seed));
          const check = (parts: BillFigures[]) => {
            for (const figure of FIGURES) expect(sum(parts.map((part) => part[figure]))).toBe(whole[figure]);
            for (const part of parts) {
              expect(Math.abs(part.roundOffPaise)).toBeLessThanOrEqual(50);
              expect(part.totalPaise).toBe(part.subtotalPaise + part.cgstPaise + part.sgstPaise + part.roundOffPaise);
              // Tax stays on each part's value after discount: within a paisa or two of its own half-rate.
              expect(Math.abs(part.cgstPaise - halfTaxOf(part.subtotalPaise, adjustments.gstMode))).toBeLessThanOrEqual(2);
            }
          };
          check(splitFigures(whole, byItems.map(partWeight)));
          check(
            splitFigures(
              whole,
              Array.from({ length: equalParts }, () => 1),
            ),
          );
          for (const line of held) {
            const pieces = byItems.flat().filter((piece) => piece.lineId === line.lineId);
            expect(sum(pieces.map((piece) => piece.quantity))).toBe(line.quantity);
            expect(sum(pieces.map((piece) => piece.discountPaise))).toBe(line.discountPaise);
          }
        },
      ),
    );
  });

  it("refuses parts that leave out or invent a quantity", () => {
    const held: HeldLine[] = [
      { id: "b", name: "Biryani", price: 300, quantity: 3, lineId: "o.1", orderId: "o", discountPaise: 0, discountReason: "" },
    ];
    expect(() => splitHeldLines(held, [[{ lineId: "o.1", quantity: 1 }], [{ lineId: "o.1", quantity: 1 }]])).toThrow(RangeError);
    expect(() => splitHeldLines(held, [[{ lineId: "o.1", quantity: 3 }], [{ lineId: "o.2", quantity: 1 }]])).toThrow(RangeError);
    expect(() => splitHeldLines(held, [[{ lineId: "o.1", quantity: 3 }], []])).toThrow(RangeError);
    expect(
      splitHeldLines(held, [[{ lineId: "o.1", quantity: 1 }], [{ lineId: "o.1", quantity: 2 }]]).map((part) =>
        part.map((line) => line.quantity),
      ),
    ).toEqual([[1], [2]]);
  });
});
