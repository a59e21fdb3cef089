import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { billTotals, GST_MODES } from "./gst";
import { gstSummary, gstSummaryCsv, monthBounds, type SummaryBill } from "./gst-summary";

/** A bill as billing makes it: random lines, a mode, prices with or without GST, numbered in one of two series. */
const bill = fc
  .record({
    gstMode: fc.constantFrom(...GST_MODES),
    pricesIncludeGst: fc.boolean(),
    amounts: fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 6 }),
    series: fc.constantFrom("2026-27", "2027-28"),
    sequence: fc.integer({ min: 1, max: 99_999 }),
    cancelled: fc.boolean(),
  })
  .map(({ gstMode, pricesIncludeGst, amounts, series, sequence, cancelled }): SummaryBill => {
    const totals = billTotals(
      amounts.map((amountPaise) => ({ name: "x", quantity: 1, unitPricePaise: amountPaise, amountPaise })),
      { gstMode, pricesIncludeGst },
    );
    return { number: `${series}/${String(sequence).padStart(6, "0")}`, gstMode, cancelled, ...totals };
  });

const sum = (bills: readonly SummaryBill[], pick: (bill: SummaryBill) => number) => bills.reduce((total, one) => total + pick(one), 0);

describe("the month's GST summary", () => {
  it("adds up to the month's bills to the paisa: by rate, HSN, composition and the rest, cancelled bills left out", () => {
    fc.assert(
      fc.property(fc.array(bill, { maxLength: 60 }), (bills) => {
        const summary = gstSummary("2026-11", bills);
        const live = bills.filter((one) => !one.cancelled);
        const regular = live.filter((one) => one.gstMode === "regular-5" || one.gstMode === "regular-18");
        expect(summary.totals.taxablePaise).toBe(sum(regular, (one) => one.subtotalPaise));
        expect(summary.totals.cgstPaise).toBe(sum(live, (one) => one.cgstPaise));
        expect(summary.totals.sgstPaise).toBe(sum(live, (one) => one.sgstPaise));
        for (const key of ["taxablePaise", "cgstPaise", "sgstPaise"] as const) {
          expect(summary.byRate.reduce((total, rate) => total + rate[key], 0)).toBe(summary.totals[key]);
          expect(summary.hsn.reduce((total, code) => total + code[key], 0)).toBe(summary.totals[key]);
        }
        expect(summary.totals.taxablePaise + summary.compositionTurnoverPaise + summary.unregisteredTurnoverPaise).toBe(
          sum(live, (one) => one.subtotalPaise),
        );
        expect(summary.cancelledBills).toBe(bills.length - live.length);
        expect(summary.series.reduce((total, one) => total + one.count, 0)).toBe(bills.length);
        for (const rate of summary.byRate) expect(rate.cgstPaise).toBe(rate.sgstPaise);
        for (const one of summary.series) {
          const numbers = bills
            .filter((candidate) => candidate.number.startsWith(`${one.series}/`))
            .map((candidate) => candidate.number)
            .sort();
          expect([one.first, one.last]).toEqual([numbers[0], numbers.at(-1)]);
        }
      }),
    );
  });

  it("names each rate and the SAC, and writes the same figures as CSV", () => {
    const made = (
      number: string,
      gstMode: SummaryBill["gstMode"],
      subtotalPaise: number,
      half: number,
      cancelled = false,
    ): SummaryBill => ({
      number,
      gstMode,
      subtotalPaise,
      cgstPaise: half,
      sgstPaise: half,
      cancelled,
    });
    const summary = gstSummary("2026-11", [
      made("2026-27/000007", "regular-5", 100_000, 2_500),
      made("2026-27/000003", "regular-18", 10_000, 900),
      made("2026-27/000009", "regular-5", 50_000, 1_250, true),
      made("2026-27/000008", "composition", 20_000, 0),
    ]);
    expect(summary.byRate).toEqual([
      { ratePercent: 5, taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500 },
      { ratePercent: 18, taxablePaise: 10_000, cgstPaise: 900, sgstPaise: 900 },
    ]);
    expect(summary.series).toEqual([{ series: "2026-27", first: "2026-27/000003", last: "2026-27/000009", count: 4, cancelled: 1 }]);
    expect(summary.hsn).toEqual([{ code: "996331", taxablePaise: 110_000, cgstPaise: 3_400, sgstPaise: 3_400 }]);
    expect(summary.compositionTurnoverPaise).toBe(20_000);
    const csv = gstSummaryCsv(summary);
    expect(csv).toContain("5,1000.00,25.00,25.00\r\n");
    expect(csv).toContain("Total,1100.00,34.00,34.00\r\n");
    expect(csv).toContain("996331,1100.00,34.00,34.00\r\n");
    expect(csv).toContain("2026-27,2026-27/000003,2026-27/000009,4,1\r\n");
  });

  it("bounds a calendar month in IST, December into January", () => {
    expect(monthBounds("2026-12")).toEqual({ from: "2026-11-30T18:30:00.000Z", to: "2026-12-31T18:30:00.000Z" });
    expect(() => monthBounds("2026-13")).toThrow(RangeError);
  });
});
