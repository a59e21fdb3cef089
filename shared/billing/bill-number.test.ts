import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BILL_SEQUENCE_MAX, billNumber, calendarDate, financialYearOf, restaurantDate, restaurantDayBounds } from "./bill-number";

describe("financial year and restaurant day", () => {
  it("turns on 1 April at midnight IST, which is 31 March 18:30 UTC", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59.999Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00.000Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2026-11-24T07:00:00.000Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2099-06-01T00:00:00.000Z"))).toBe("2099-00");
  });

  it("reads the calendar day in IST and bounds it in UTC when the day ends at midnight", () => {
    expect(restaurantDate(new Date("2026-11-24T18:29:00.000Z"), "00:00")).toBe("2026-11-24");
    expect(restaurantDate(new Date("2026-11-24T18:30:00.000Z"), "00:00")).toBe("2026-11-25");
    expect(calendarDate(new Date("2026-11-24T18:30:00.000Z"))).toBe("2026-11-25");
    expect(restaurantDayBounds("2026-11-24", "00:00")).toEqual({ from: "2026-11-23T18:30:00.000Z", to: "2026-11-24T18:30:00.000Z" });
  });

  it("keeps the small hours in the day before, until 4 am IST unless the setting says otherwise", () => {
    // 3:59 am IST on the 25th is still the 24th's business; 4:00 am starts the 25th.
    expect(restaurantDate(new Date("2026-11-24T22:29:00.000Z"))).toBe("2026-11-24");
    expect(restaurantDate(new Date("2026-11-24T22:30:00.000Z"))).toBe("2026-11-25");
    expect(restaurantDayBounds("2026-11-24")).toEqual({ from: "2026-11-23T22:30:00.000Z", to: "2026-11-24T22:30:00.000Z" });
    expect(restaurantDate(new Date("2026-11-24T23:29:00.000Z"), "05:00")).toBe("2026-11-24");
    // The financial year still turns at midnight: bill numbers follow the invoice's calendar date.
    expect(financialYearOf(new Date("2027-03-31T19:00:00.000Z"))).toBe("2027-28");
    expect(() => restaurantDate(new Date(), "24:00")).toThrow(RangeError);
  });

  it("bounds every instant's business day around it, whatever hour the day ends", () => {
    const dayEnd = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), dayEnd, (at, ends) => {
        const { from, to } = restaurantDayBounds(restaurantDate(at, ends), ends);
        expect(from <= at.toISOString() && at.toISOString() < to).toBe(true);
      }),
    );
  });
});

describe("billNumber", () => {
  it("is the financial year and a six-digit sequence", () => {
    expect(billNumber("2026-27", 42)).toBe("2026-27/000042");
    expect(billNumber("2026-27", 1_234_567)).toBe("2026-27/1234567");
  });

  it("is at most 16 characters and distinct for every sequence", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: BILL_SEQUENCE_MAX }), fc.integer({ min: 1, max: BILL_SEQUENCE_MAX }), (a, b) => {
        expect(billNumber("2026-27", a).length).toBeLessThanOrEqual(16);
        expect(billNumber("2026-27", a) === billNumber("2026-27", b)).toBe(a === b);
      }),
    );
  });

  it("refuses a sequence that is not a whole number from 1 up", () => {
    const bad = fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: BILL_SEQUENCE_MAX + 1 }), fc.double({ noInteger: true }));
    fc.assert(
      fc.property(bad, (sequence) => {
        expect(() => billNumber("2026-27", sequence)).toThrow(RangeError);
      }),
    );
  });
});
