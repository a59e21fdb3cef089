import { describe, expect, it } from "vitest";
import { waitsPerDay } from "./wait-report";

describe("waitsPerDay", () => {
  it("groups seated parties by the IST day they joined, newest first, with quoted and actual averages and how many sat within their quote", () => {
    const days = waitsPerDay([
      // 26 Nov, 8:00 pm IST: quoted 10–20, sat after 15 and after 30 minutes.
      { createdAt: "2026-11-26T14:30:00.000Z", seatedAt: "2026-11-26T14:45:00.000Z", quotedMinMinutes: 10, quotedMaxMinutes: 20 },
      { createdAt: "2026-11-26T14:31:00.000Z", seatedAt: "2026-11-26T15:01:00.000Z", quotedMinMinutes: 20, quotedMaxMinutes: 30 },
      // 27 Nov, 4:10 am IST (still the 26th in UTC): past the business day's 4 am end, so the next restaurant day.
      { createdAt: "2026-11-26T22:40:00.000Z", seatedAt: "2026-11-26T22:45:00.000Z", quotedMinMinutes: null, quotedMaxMinutes: null },
    ]);
    expect(days).toEqual([
      { date: "2026-11-27", seated: 1, quotedMinMinutes: null, quotedMaxMinutes: null, actualMinutes: 5, withinQuote: 0 },
      { date: "2026-11-26", seated: 2, quotedMinMinutes: 15, quotedMaxMinutes: 25, actualMinutes: 23, withinQuote: 2 },
    ]);
  });
});
