import { describe, expect, it } from "vitest";
import { SignInLimits } from "./sign-in-limits";

const WINDOW = 15 * 60_000;
const limits = () =>
  new SignInLimits({
    perAccount: { limit: 3, windowMs: WINDOW },
    perAccountTotal: { limit: 5, windowMs: WINDOW },
    perAddress: { limit: 8, windowMs: WINDOW },
    knownAddressMs: 7 * 24 * 60 * 60_000,
    maxKeys: 1000,
  });

/** Tries once and fails; answers whether the attempt was let through. */
const failOnce = (guard: SignInLimits, account: string, address: string) => guard.begin(account, address).allowed;

describe("SignInLimits", () => {
  it("holds only the hammering address for an account; another address still signs in", () => {
    const guard = limits();
    expect([1, 2, 3].map(() => failOnce(guard, "user:chef", "203.0.113.9"))).toEqual([true, true, true]);
    expect(guard.begin("user:chef", "203.0.113.9")).toMatchObject({ allowed: false, retryAfter: expect.any(Number) });
    const counter = guard.begin("user:chef", "192.168.1.20");
    expect(counter.allowed).toBe(true);
  });

  it("stops one address spraying many accounts", () => {
    const guard = limits();
    for (let index = 0; index < 8; index += 1) expect(failOnce(guard, `name:guess-${index}`, "203.0.113.9")).toBe(true);
    expect(guard.begin("name:another", "203.0.113.9").allowed).toBe(false);
    expect(guard.begin("name:another", "198.51.100.7").allowed).toBe(true);
  });

  it("caps an account's failures from everywhere, but never for an address that signed in to it before", () => {
    const guard = limits();
    const tablet = guard.begin("user:chef", "192.168.1.20");
    if (tablet.allowed) tablet.attempt.succeeded();
    for (let index = 0; index < 5; index += 1) expect(failOnce(guard, "user:chef", `203.0.113.${index}`)).toBe(true);
    expect(guard.begin("user:chef", "203.0.113.99").allowed).toBe(false);
    expect(guard.begin("user:chef", "192.168.1.20").allowed).toBe(true);
  });

  it("gives back a success and a withdrawn attempt, and does not count refusals", () => {
    const guard = limits();
    for (let index = 0; index < 10; index += 1) {
      const decision = guard.begin("user:admin", "198.51.100.7");
      if (!decision.allowed) throw new Error("a refunded attempt must not use the budget");
      if (index % 2 === 0) decision.attempt.succeeded();
      else decision.attempt.withdrawn();
    }
    for (let index = 0; index < 3; index += 1) failOnce(guard, "user:waiter", "203.0.113.9");
    for (let index = 0; index < 20; index += 1) expect(failOnce(guard, "user:waiter", "203.0.113.9")).toBe(false);
    // Twenty refusals later the address has used 3 of its 8, not 23.
    expect(guard.perAddress.check("203.0.113.9")).toBeNull();
  });
});
