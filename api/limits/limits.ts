import type { Config } from "../config";
import { Semaphore } from "./semaphore";
import type { SharedLimits } from "./shared-limits";
import { type SignInLimitSettings, SignInLimits } from "./sign-in-limits";
import { WindowLimiter } from "./window-limiter";

/** Every limiter of one app, with the timer that sweeps their expired counters. */
export interface Limits {
  signIn: SignInLimits;
  registrations: WindowLimiter;
  orders: WindowLimiter;
  /** New service calls per client address. */
  calls: WindowLimiter;
  /** The diner's polls per client address. */
  polls: WindowLimiter;
  passwordHashing: Semaphore;
  /** Over PostgreSQL: the budgets kept in the database, so every process counts against the same ones. */
  shared: SharedLimits | null;
  /** Stops the sweep timer (tests; a stopped server). */
  stop(): void;
}

/** The sign-in budgets the config sets, for this process's counters or the database's (SharedLimits). */
export function signInSettings({ rateLimit, sessionTtlMs }: Config): SignInLimitSettings {
  return {
    perAccount: rateLimit.loginPerAccount,
    perAccountTotal: rateLimit.loginPerAccountTotal,
    perAddress: rateLimit.loginPerAddress,
    knownAddressMs: sessionTtlMs,
    maxKeys: rateLimit.maxKeys,
  };
}

export function createLimits(config: Config, shared: SharedLimits | null = null): Limits {
  const { rateLimit } = config;
  const signIn = new SignInLimits(signInSettings(config));
  const registrations = new WindowLimiter(rateLimit.registerPerAddress, rateLimit.maxKeys);
  const orders = new WindowLimiter(rateLimit.ordersPerTable, rateLimit.maxKeys);
  const calls = new WindowLimiter(rateLimit.callsPerAddress, rateLimit.maxKeys);
  const polls = new WindowLimiter(rateLimit.pollsPerAddress, rateLimit.maxKeys);
  const sweep = setInterval(() => {
    const now = Date.now();
    signIn.sweep(now);
    registrations.sweep(now);
    orders.sweep(now);
    calls.sweep(now);
    polls.sweep(now);
    shared?.sweep(now).catch((error: unknown) => console.error("Sweeping the shared limits failed", error));
  }, rateLimit.sweepMs);
  // The sweep alone must never keep the process alive.
  sweep.unref();
  return {
    signIn,
    registrations,
    orders,
    calls,
    polls,
    passwordHashing: new Semaphore(config.passwordHashing),
    shared,
    stop: () => clearInterval(sweep),
  };
}
