import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { qrCodeParam } from "../../shared/schemas/qr";
import type { Config } from "../config";
import type { AppEnv } from "../env";
import { tooManyRequests } from "../errors";
import { isStoredReplay, qrScope } from "../idempotency";
import { clientAddress } from "../limits/client-address";
import { Semaphore } from "../limits/semaphore";
import type { SharedLimits } from "../limits/shared-limits";
import { type SignInAttempt, SignInLimits } from "../limits/sign-in-limits";
import { WindowLimiter } from "../limits/window-limiter";

/** Every limiter of one app, with the timer that sweeps their expired counters. */
export interface Limits {
  signIn: SignInLimits;
  registrations: WindowLimiter;
  orders: WindowLimiter;
  passwordHashing: Semaphore;
  /** Over PostgreSQL: the budgets kept in the database, so every process counts against the same ones. */
  shared: SharedLimits | null;
  /** Stops the sweep timer (tests; a stopped server). */
  stop(): void;
}

export function createLimits(config: Config, shared: SharedLimits | null = null): Limits {
  const { rateLimit } = config;
  const signIn = new SignInLimits({
    perAccount: rateLimit.loginPerAccount,
    perAccountTotal: rateLimit.loginPerAccountTotal,
    perAddress: rateLimit.loginPerAddress,
    knownAddressMs: config.sessionTtlMs,
    maxKeys: rateLimit.maxKeys,
  });
  const registrations = new WindowLimiter(rateLimit.registerPerAddress, rateLimit.maxKeys);
  const orders = new WindowLimiter(rateLimit.ordersPerTable, rateLimit.maxKeys);
  const sweep = setInterval(() => {
    const now = Date.now();
    signIn.sweep(now);
    registrations.sweep(now);
    orders.sweep(now);
    shared?.sweep(now).catch((error: unknown) => console.error("Sweeping the shared limits failed", error));
  }, rateLimit.sweepMs);
  // The sweep alone must never keep the process alive.
  sweep.unref();
  return {
    signIn,
    registrations,
    orders,
    passwordHashing: new Semaphore(config.passwordHashing),
    shared,
    stop: () => clearInterval(sweep),
  };
}

const UNLIMITED: SignInAttempt = { succeeded: () => {}, withdrawn: () => {} };

/** Starts a sign-in against `account`'s and this address's budgets, or throws 429. */
export async function beginSignIn(c: Context<AppEnv>, account: string): Promise<SignInAttempt> {
  const { config, limits } = c.var;
  if (!config.rateLimit.enabled) return UNLIMITED;
  const address = clientAddress(c, config.trustProxy);
  const decision = limits.shared ? await limits.shared.beginSignIn(account, address) : limits.signIn.begin(account, address);
  if (!decision.allowed) {
    throw tooManyRequests("Too many sign-in attempts. Please wait a few minutes and try again.", decision.retryAfter);
  }
  return decision.attempt;
}

/** Counts a sign-up from this address, or throws 429; the returned function gives it back. */
export async function beginRegistration(c: Context<AppEnv>): Promise<() => Promise<void>> {
  const { config, limits } = c.var;
  if (!config.rateLimit.enabled) return async () => {};
  const address = clientAddress(c, config.trustProxy);
  const { shared } = limits;
  if (shared) {
    const key = `register:${address}`;
    const retryAfter = await shared.take(key, config.rateLimit.registerPerAddress);
    if (retryAfter !== null) throw tooManyRegistrations(retryAfter);
    return () => shared.refund([key]);
  }
  const retryAfter = limits.registrations.check(address);
  if (retryAfter !== null) throw tooManyRegistrations(retryAfter);
  limits.registrations.hit(address);
  return async () => limits.registrations.refund(address);
}

const tooManyRegistrations = (retryAfter: number) =>
  tooManyRequests("Too many sign-ups from this network. Please try again later.", retryAfter);

/**
 * Runs a password hash (scrypt, about 128 MiB and a core for a fraction of a second) when a slot is
 * free: a few at once, a short queue, then 429, so a flood of sign-ins cannot starve the rest of the server.
 */
export async function hashWithinLimits<T>(c: Context<AppEnv>, task: () => Promise<T>): Promise<T> {
  const result = await c.get("limits").passwordHashing.run(task);
  if (!result) throw tooManyRequests("The server is busy signing people in. Please try again in a moment.", 2);
  return result.value;
}

/**
 * Orders placed per table (its QR code), so one phone cannot flood a kitchen. Only a well-formed QR code
 * is counted (anything else is the handler's 400), a replay of a stored Idempotency-Key is never
 * counted, and an order that was not placed (4xx) is given back.
 */
export const orderRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const parsed = qrCodeParam.safeParse(c.req.param("qrCode"));
  if (!c.get("config").rateLimit.enabled || c.req.method !== "POST" || !parsed.success) return next();
  const qrCode = parsed.data;
  const key = c.req.header("idempotency-key");
  if (key !== undefined && (await isStoredReplay(c.get("db"), qrScope(qrCode), key))) return next();

  const { orders: limiter, shared } = c.get("limits");
  if (shared) {
    const key = `order:${qrCode}`;
    const retryAfter = await shared.take(key, c.get("config").rateLimit.ordersPerTable);
    if (retryAfter !== null) throw tooManyOrders(retryAfter);
    await next();
    if (c.res.status >= 300) await shared.refund([key]);
    return;
  }
  const retryAfter = limiter.check(qrCode);
  if (retryAfter !== null) throw tooManyOrders(retryAfter);
  limiter.hit(qrCode);
  await next();
  if (c.res.status >= 300) limiter.refund(qrCode);
});

const tooManyOrders = (retryAfter: number) =>
  tooManyRequests("Too many orders from this table. Please ask a member of staff for help.", retryAfter);
