import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ExpiringMap } from "./expiring-map";
import { WindowLimiter } from "./window-limiter";

describe("WindowLimiter", () => {
  it("allows `limit` hits per key per window, then says how long to wait, and starts again after the window", () => {
    const limiter = new WindowLimiter({ limit: 2, windowMs: 10_000 }, 100);
    expect([limiter.hit("a", 0), limiter.hit("a", 1000), limiter.hit("b", 1000)]).toEqual([null, null, null]);
    expect(limiter.check("a", 2500)).toBe(8);
    expect(limiter.hit("a", 2500)).toBe(8);
    expect(limiter.check("b", 2500)).toBeNull();
    expect(limiter.hit("a", 10_000)).toBeNull();
  });

  it("gives a refunded attempt back and forgets a key that is back at zero", () => {
    const limiter = new WindowLimiter({ limit: 1, windowMs: 10_000 }, 100);
    expect(limiter.hit("a", 0)).toBeNull();
    limiter.refund("a", 1);
    expect(limiter.size).toBe(0);
    expect(limiter.hit("a", 1)).toBeNull();
    expect(limiter.hit("a", 2)).toBe(10);
  });

  it("holds at most maxKeys keys however many arrive (100,000 random QR codes), dropping the oldest", () => {
    const maxKeys = 1000;
    const limiter = new WindowLimiter({ limit: 20, windowMs: 600_000 }, maxKeys);
    const codes = fc.sample(fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), 100_000);
    for (const [index, code] of codes.entries()) limiter.hit(code, index);
    expect(limiter.size).toBe(maxKeys);
    // The newest keys are the ones kept.
    const last = codes.at(-1) ?? "";
    expect(limiter.check(last, codes.length)).toBeNull();
    for (let attempt = 0; attempt < 19; attempt += 1) limiter.hit(last, codes.length);
    expect(limiter.check(last, codes.length)).toBeGreaterThan(0);
  });

  it("sweeps expired windows", () => {
    const limiter = new WindowLimiter({ limit: 5, windowMs: 1000 }, 100);
    for (let index = 0; index < 50; index += 1) limiter.hit(`key-${index}`, index * 10);
    limiter.sweep(1250);
    // Keys started at 0..250 have expired; 260..490 are live.
    expect(limiter.size).toBe(24);
    limiter.sweep(10_000);
    expect(limiter.size).toBe(0);
  });
});

describe("ExpiringMap", () => {
  it("keeps entries ordered by expiry when a key is restarted, so the sweep stops at the first live one", () => {
    const map = new ExpiringMap<number>(100, 10);
    map.start("a", 1, 0);
    map.start("b", 2, 10);
    map.start("a", 3, 50);
    map.sweep(115);
    expect(map.get("a", 115)).toBe(3);
    expect(map.get("b", 115)).toBeUndefined();
    expect(map.size).toBe(1);
  });

  it("evicts expired entries before live ones when full", () => {
    const map = new ExpiringMap<number>(100, 2);
    map.start("old", 1, 0);
    map.start("live", 2, 90);
    map.start("new", 3, 150);
    expect([map.get("old", 150), map.get("live", 150), map.get("new", 150)]).toEqual([undefined, 2, 3]);
  });
});
