import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Config } from "../config";
import type { AppEnv } from "../env";

interface Window {
  count: number;
  resetAt: number;
}

/** Sweep expired windows once the map grows past this, so many one-off keys cannot pile up. */
const SWEEP_AT = 10_000;

/** A fixed-window counter per key, in memory: one server process, so no shared store is needed. */
export class FixedWindowLimiter {
  readonly #windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt; answers the seconds to wait when it is over the limit, else null. */
  hit(key: string, now = Date.now()): number | null {
    if (this.#windows.size > SWEEP_AT) this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : null;
  }

  /** Takes back an attempt that turned out not to count (a successful sign-in). */
  refund(key: string): void {
    const window = this.#windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}

interface Limiters {
  login: FixedWindowLimiter;
  orders: FixedWindowLimiter;
}

// Keyed off the app's config object, so every createApp (every test server) starts with fresh counters.
const limitersByConfig = new WeakMap<Config, Limiters>();

function limitersFor(config: Config): Limiters {
  let limiters = limitersByConfig.get(config);
  if (!limiters) {
    const { loginPerAccount, ordersPerTable } = config.rateLimit;
    limiters = {
      login: new FixedWindowLimiter(loginPerAccount.limit, loginPerAccount.windowMs),
      orders: new FixedWindowLimiter(ordersPerTable.limit, ordersPerTable.windowMs),
    };
    limitersByConfig.set(config, limiters);
  }
  return limiters;
}

const tooMany = (c: Context, message: string, retryAfter: number) => c.json({ message }, 429, { "Retry-After": String(retryAfter) });

async function loginKey(c: Context): Promise<string | null> {
  try {
    const body: unknown = await c.req.json();
    if (typeof body !== "object" || body === null || !("emailOrUsername" in body)) return null;
    return typeof body.emailOrUsername === "string" ? body.emailOrUsername.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Sign-in attempts per account (the lower-cased e-mail or username). Every attempt counts when it starts,
 * so parallel guesses cannot slip past; a successful sign-in is refunded, so only failures use the budget.
 */
export const loginRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.config.rateLimit.enabled) return next();
  // A body without an account is left to the handler, which answers 400.
  const key = await loginKey(c);
  if (key === null) return next();
  const limiter = limitersFor(c.var.config).login;
  const retryAfter = limiter.hit(key);
  if (retryAfter !== null) {
    return tooMany(c, "Too many sign-in attempts. Please wait a few minutes and try again.", retryAfter);
  }
  await next();
  if (c.res.status === 200) limiter.refund(key);
});

/** Orders placed per table (its QR code), so one phone cannot flood a kitchen. */
export const orderRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const qrCode = c.req.param("qrCode");
  if (!c.var.config.rateLimit.enabled || c.req.method !== "POST" || !qrCode) return next();
  const retryAfter = limitersFor(c.var.config).orders.hit(qrCode);
  if (retryAfter !== null) {
    return tooMany(c, "Too many orders from this table. Please ask a member of staff for help.", retryAfter);
  }
  await next();
});
