import { describe, expect, it } from "vitest";
import { perGuestMinute, restaurantsPerNode, summarize, Timings } from "./evening-stats";

describe("summarize", () => {
  it("takes nearest-rank percentiles whatever the order the values came in", () => {
    const values = Array.from({ length: 100 }, (_, n) => 100 - n);
    expect(summarize(values)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99 });
    expect(summarize([7])).toEqual({ count: 1, p50: 7, p95: 7, p99: 7 });
    expect(summarize([]).p95).toBeNaN();
  });
});

describe("Timings", () => {
  it("keeps each action's latencies apart and counts them all", () => {
    const timings = new Timings();
    timings.record("qr order", 10);
    timings.record("bump", 2);
    timings.record("qr order", 30);
    expect(timings.total).toBe(3);
    expect(timings.summaries()).toEqual([
      ["bump", { count: 1, p50: 2, p95: 2, p99: 2 }],
      ["qr order", { count: 2, p50: 10, p95: 30, p99: 30 }],
    ]);
  });
});

describe("restaurantsPerNode", () => {
  it("divides the cores a node may use by what one restaurant's peak cost", () => {
    // 72 restaurants' peak used 0.36 cores: 0.005 each; 2 cores at 70 % hold 280.
    expect(restaurantsPerNode({ restaurantsPlayed: 72, coresUsed: 0.36, cores: 2, utilisation: 0.7 })).toBe(280);
    expect(restaurantsPerNode({ restaurantsPlayed: 72, coresUsed: 0.72, cores: 2, utilisation: 0.7 })).toBe(140);
    expect(restaurantsPerNode({ restaurantsPlayed: 1, coresUsed: 0, cores: 2, utilisation: 0.7 })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("perGuestMinute", () => {
  it("scales a total over guests and seconds to one guest's minute", () => {
    expect(perGuestMinute(2_400, 100, 60)).toBe(24);
    expect(perGuestMinute(200, 100, 10)).toBe(12);
  });
});
