import { describe, expect, it } from "vitest";
import { minutesSince, newArrivals, ticketAge } from "./kitchen";

describe("minutesSince and ticketAge", () => {
  const placed = "2026-11-22T19:00:00.000Z";
  const later = (minutes: number, seconds = 0) => new Date(Date.parse(placed) + minutes * 60_000 + seconds * 1000);

  it("counts whole minutes, never below zero", () => {
    expect(minutesSince(placed, later(0, 59))).toBe(0);
    expect(minutesSince(placed, later(12, 30))).toBe(12);
    expect(minutesSince(placed, later(-3))).toBe(0);
  });

  it("turns amber after 10 minutes and red after 20", () => {
    expect([0, 10, 11, 20, 21, 90].map(ticketAge)).toEqual(["fresh", "fresh", "late", "late", "overdue", "overdue"]);
  });
});

describe("newArrivals", () => {
  it("names only new orders the screen has not seen", () => {
    const known = new Set(["a", "b"]);
    const orders = [
      { id: "a", status: "pending" as const },
      { id: "c", status: "pending" as const },
      { id: "d", status: "confirmed" as const },
    ];
    expect(newArrivals(known, orders)).toEqual(["c"]);
    expect(newArrivals(new Set(["a", "b", "c"]), orders)).toEqual([]);
  });
});
