import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type EstimateTable, estimateWait, turnMinutes, type WaitInput, waitRangeText } from "./wait-estimate";

const table = fc.record({
  capacity: fc.integer({ min: 2, max: 8 }),
  occupiedMinutes: fc.option(fc.integer({ min: 0, max: 180 }), { nil: null }),
  held: fc.boolean(),
});
const party = fc.record({ partySize: fc.integer({ min: 1, max: 8 }) });
const input = fc.record({
  partySize: fc.integer({ min: 1, max: 8 }),
  ahead: fc.array(party, { maxLength: 12 }),
  tables: fc.array(table, { minLength: 1, maxLength: 10 }),
  history: fc.array(fc.record({ capacity: fc.integer({ min: 2, max: 8 }), minutes: fc.integer({ min: 10, max: 200 }) }), { maxLength: 40 }),
});

describe("estimateWait", () => {
  it("never shortens the wait when one more party is ahead, wherever it joined", () => {
    fc.assert(
      fc.property(input, party, fc.nat(), (base, extra, place) => {
        const before = estimateWait(base);
        const at = place % (base.ahead.length + 1);
        const after = estimateWait({ ...base, ahead: [...base.ahead.slice(0, at), extra, ...base.ahead.slice(at)] });
        if (before === null) expect(after).toBeNull();
        else {
          expect(after?.minMinutes).toBeGreaterThanOrEqual(before.minMinutes);
          expect(after?.maxMinutes).toBeGreaterThanOrEqual(before.maxMinutes);
        }
      }),
    );
  });

  it("never lengthens the wait when an occupied table frees", () => {
    fc.assert(
      fc.property(input, fc.nat(), (base, pick) => {
        const occupied = base.tables.flatMap((t, index) => (t.occupiedMinutes === null ? [] : [index]));
        fc.pre(occupied.length > 0);
        const freed = occupied[pick % occupied.length] ?? 0;
        const tables = base.tables.map((t, index): EstimateTable => (index === freed ? { ...t, occupiedMinutes: null } : t));
        const before = estimateWait(base);
        const after = estimateWait({ ...base, tables });
        if (before === null) expect(after).toBeNull();
        else {
          expect(after?.minMinutes).toBeLessThanOrEqual(before.minMinutes);
          expect(after?.maxMinutes).toBeLessThanOrEqual(before.maxMinutes);
        }
      }),
    );
  });

  it("answers a range of whole five-minute steps, at least one step wide, or null when no free-able table seats the party", () => {
    fc.assert(
      fc.property(input, (base) => {
        const range = estimateWait(base);
        const fits = base.tables.some((t) => t.capacity >= base.partySize && !t.held);
        if (!fits) expect(range).toBeNull();
        else {
          expect(range?.minMinutes).toBeGreaterThanOrEqual(0);
          expect((range?.minMinutes ?? 1) % 5).toBe(0);
          expect((range?.maxMinutes ?? 1) % 5).toBe(0);
          expect((range?.maxMinutes ?? 0) - (range?.minMinutes ?? 0)).toBeGreaterThanOrEqual(5);
        }
      }),
    );
  });

  it("quotes 0–5 minutes with a fitting table free and nobody ahead", () => {
    const range = estimateWait({ partySize: 2, ahead: [], tables: [{ capacity: 4, occupiedMinutes: null, held: false }], history: [] });
    expect(range).toEqual({ minMinutes: 0, maxMinutes: 5 });
    expect(range && waitRangeText(range)).toBe("0–5 min");
  });

  it("does not seat a party at a table held for a booking", () => {
    const tables = [{ capacity: 4, occupiedMinutes: null, held: true }];
    expect(estimateWait({ partySize: 2, ahead: [], tables, history: [] })).toBeNull();
  });
});

/**
 * A Friday evening as a restaurant's database records it (4 two-seaters, 3 four-seaters, 1 eight-seater):
 * sittings from first order to paid bill, and the wait a party then really had.
 */
const FRIDAY_HISTORY: WaitInput["history"] = [
  ...[38, 42, 45, 51, 33, 47, 40, 55, 36, 44].map((minutes) => ({ capacity: 2, minutes })),
  ...[52, 61, 58, 49, 66, 71, 55, 63, 57, 60].map((minutes) => ({ capacity: 4, minutes })),
  ...[95, 88, 102].map((minutes) => ({ capacity: 8, minutes })),
];

describe("estimateWait on a recorded evening", () => {
  it("learns each size's sittings: two-seaters turn faster than four-seaters", () => {
    expect(turnMinutes(FRIDAY_HISTORY, new Set([2]))).toEqual({ short: 38, long: 47 });
    expect(turnMinutes(FRIDAY_HISTORY, new Set([4]))).toEqual({ short: 55, long: 63 });
  });

  it("at 8:40 pm, every four-seater full for 20 to 50 minutes and two larger parties ahead, quotes a range holding the 38 minutes the third party waited", () => {
    const tables: EstimateTable[] = [
      { capacity: 4, occupiedMinutes: 50, held: false },
      { capacity: 4, occupiedMinutes: 35, held: false },
      { capacity: 4, occupiedMinutes: 20, held: false },
      ...[10, 25, 40, 5].map((occupiedMinutes) => ({ capacity: 2, occupiedMinutes, held: false })),
      { capacity: 8, occupiedMinutes: 60, held: true },
    ];
    const range = estimateWait({ partySize: 4, ahead: [{ partySize: 4 }, { partySize: 3 }], tables, history: FRIDAY_HISTORY });
    // The first two four-seaters to free go to the parties ahead; the third frees after 35 to 43 minutes.
    expect(range).toEqual({ minMinutes: 35, maxMinutes: 45 });
    expect(range && range.minMinutes <= 38 && 38 <= range.maxMinutes).toBe(true);
  });

  it("a couple at the same moment waits less than a party of four: the two-seaters turn sooner", () => {
    const tables: EstimateTable[] = [
      { capacity: 4, occupiedMinutes: 20, held: false },
      ...[30, 40].map((occupiedMinutes) => ({ capacity: 2, occupiedMinutes, held: false })),
    ];
    const couple = estimateWait({ partySize: 2, ahead: [], tables, history: FRIDAY_HISTORY });
    const four = estimateWait({ partySize: 4, ahead: [], tables, history: FRIDAY_HISTORY });
    expect(couple?.maxMinutes).toBeLessThan(four?.maxMinutes ?? 0);
  });
});
