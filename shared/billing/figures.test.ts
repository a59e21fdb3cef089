import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { billsOfDay, salesFigures } from "./figures";

const bill = fc.record({
  subtotalPaise: fc.integer({ min: 0, max: 10_000_000 }),
  cgstPaise: fc.integer({ min: 0, max: 500_000 }),
  sgstPaise: fc.integer({ min: 0, max: 500_000 }),
  roundOffPaise: fc.integer({ min: -50, max: 49 }),
  paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe("the sales figures", () => {
  it("net sales, GST and round-off make what was billed; paid and outstanding make it too", () => {
    fc.assert(
      fc.property(fc.array(bill, { maxLength: 30 }), (drafts) => {
        const bills = drafts.map(({ paidShare, roundOffPaise, ...amounts }) => {
          const totalPaise = amounts.subtotalPaise + amounts.cgstPaise + amounts.sgstPaise + roundOffPaise;
          return { ...amounts, totalPaise, paidPaise: Math.floor(Math.max(totalPaise, 0) * paidShare) };
        });
        const figures = salesFigures(bills);
        const roundOff = drafts.reduce((sum, draft) => sum + draft.roundOffPaise, 0);
        expect(figures.netSalesPaise + figures.gstPaise + roundOff).toBe(figures.billedPaise);
        expect(figures.paidPaise + figures.outstandingPaise).toBe(figures.billedPaise);
        expect(figures.billCount).toBe(bills.length);
      }),
    );
  });

  it("a day is the restaurant's business day in India (to 4 am), not the device's or UTC's", () => {
    const at = (createdAt: string) => ({ createdAt });
    const bills = [
      at("2026-11-26T22:29:59.000Z"),
      at("2026-11-26T22:30:00.000Z"),
      at("2026-11-27T22:29:00.000Z"),
      at("2026-11-27T22:30:00.000Z"),
    ];
    // 08:00 IST on 27 November: the day runs from 4 am IST (22:30 UTC on the 26th) to 4 am on the 28th.
    expect(billsOfDay(bills, new Date("2026-11-27T02:30:00.000Z"))).toEqual([bills[1], bills[2]]);
    // A restaurant whose day ends at midnight counts the calendar day.
    expect(
      billsOfDay([at("2026-11-26T18:30:00.000Z"), at("2026-11-27T18:30:00.000Z")], new Date("2026-11-27T02:30:00.000Z"), "00:00"),
    ).toHaveLength(1);
  });
});
