import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RETRY_MAX_MS, RETRY_MIN_MS, retryAfterSeconds, retryDelay } from "./backoff";

describe("retryDelay", () => {
  it("stays between 1 s and 60 s whatever the failure count and the dice", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 10_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (failures, random) => {
          const delay = retryDelay(failures, random);
          expect(delay).toBeGreaterThanOrEqual(RETRY_MIN_MS);
          expect(delay).toBeLessThanOrEqual(RETRY_MAX_MS);
        },
      ),
    );
  });

  it("doubles from about 1 s and levels off at 60 s", () => {
    const middle = (failures: number) => retryDelay(failures, 0.5);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(middle)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });

  it("spreads tablets that failed together over ±25 %", () => {
    expect(retryDelay(4, 0)).toBe(6_000);
    expect(retryDelay(4, 0.999_999)).toBe(10_000);
  });
});

describe("Retry-After", () => {
  it("is never beaten by the backoff", () => {
    expect(retryDelay(1, 0, 30)).toBe(30_000);
    expect(retryDelay(10, 0.999_999, 1)).toBe(60_000);
  });

  it("is read in seconds; anything else is ignored", () => {
    expect([retryAfterSeconds("30"), retryAfterSeconds(null), retryAfterSeconds(""), retryAfterSeconds("soon")]).toEqual([
      30,
      null,
      null,
      null,
    ]);
  });
});
