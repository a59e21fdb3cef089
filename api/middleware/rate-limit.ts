import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { qrCodeParam } from "../../shared/schemas/qr";
import { findSession, readSessionToken } from "../auth/session";
import type { Config } from "../config";
import type { AppEnv } from "../env";
import { tooManyRequests } from "../errors";
import { isStoredReplay, qrScope } from "../idempotency";
import { clientAddress } from "../limits/client-address";
import { Semaphore } from "../limits/semaphore";
import { type SignInAttempt, SignInLimits } from "../limits/sign-in-limits";
import { WindowLimiter } from "../limits/window-limiter";

/** Every limiter of one app, with the timer that sweeps their expired counters. */
export interface Limits {
  signIn: SignInLimits;
  registrations: WindowLimiter;
  orders: WindowLimiter;
  passwordHashing: Semaphore;
  /** Stops the sweep timer (tests; a stopped server). */
  stop(): void;
}

export function createLimits(config: Config): Limits {
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
  }, rateLimit.sweepMs);
  // The sweep alone must never keep the process alive.
  sweep.unref();
  return {
    signIn,
    registrations,
    orders,
    passwordHashing: new Semaphore(config.passwordHashing),
    stop: () => clearInterval(sweep),
  };
}

const UNLIMITED: SignInAttempt = { succeeded: () => {}, withdrawn: () => {} };

/** Starts a sign-in against `account`'s and this address's budgets, or throws 429. */
export function beginSignIn(c: Context<AppEnv>, account: string): SignInAttempt {
  const { config, limits } = c.var;
  if (!config.rateLimit.enabled) return UNLIMITED;
  const decision = limits.signIn.begin(account, clientAddress(c, config.trustProxy));
  if (!decision.allowed) {
    throw tooManyRequests("Too many sign-in attempts. Please wait a few minutes and try again.", decision.retryAfter);
  }
  return decision.attempt;
}

/** Counts a sign-up from this address, or throws 429; the returned function gives it back. */
export function beginRegistration(c: Context<AppEnv>): () => void {
  const { config, limits } = c.var;
  if (!config.rateLimit.enabled) return () => {};
  const address = clientAddress(c, config.trustProxy);
  const retryAfter = limits.registrations.check(address);
  if (retryAfter !== null) throw tooManyRequests("Too many sign-ups from this network. Please try again later.", retryAfter);
  limits.registrations.hit(address);
  return () => limits.registrations.refund(address);
}

/**
 * Runs a password hash (scrypt, about 128 MiB and a core for a fraction of a second) when a slot is
 * free: a few at once, a short queue, then 429, so a flood of sign-ins cannot starve the rest of the server.
 */
export async function hashWithinLimits<T>(c: Context<AppEnv>, task: () => Promise<T>): Promise<T> {
  const result = await c.get("limits").passwordHashing.run(task);
  if (!result) throw tooManyRequests("The server is busy signing people in. Please try again in a moment.", 2);
  return result.value;
}

/** Whether the request carries a live session of staff of the restaurant the table belongs to. */
async function isOwnStaff(c: Context<AppEnv>, qrCode: string): Promise<boolean> {
  const token = readSessionToken(c);
  if (!token) return false;
  const session = await findSession(c.get("db"), token);
  if (!session) return false;
  const table = await c.get("db").selectFrom("restaurantTables").select("restaurantId").where("qrCode", "=", qrCode).executeTakeFirst();
  return table?.restaurantId === session.user.restaurantId;
}

/**
 * Orders placed per table (its QR code), so one phone cannot flood a kitchen. Only a well-formed QR code
 * is counted (anything else is the handler's 400), a replay of a stored Idempotency-Key is never
 * counted, an order that was not placed (4xx) is given back, and the restaurant's own staff ordering
 * for a table are never held back by it (the admin can also clear a table's budget).
 */
export const orderRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const parsed = qrCodeParam.safeParse(c.req.param("qrCode"));
  if (!c.get("config").rateLimit.enabled || c.req.method !== "POST" || !parsed.success) return next();
  const qrCode = parsed.data;
  const key = c.req.header("idempotency-key");
  if (key !== undefined && (await isStoredReplay(c.get("db"), qrScope(qrCode), key))) return next();
  if (await isOwnStaff(c, qrCode)) return next();

  const limiter = c.get("limits").orders;
  const retryAfter = limiter.check(qrCode);
  if (retryAfter !== null) throw tooManyRequests("Too many orders from this table. Please ask a member of staff for help.", retryAfter);
  limiter.hit(qrCode);
  await next();
  if (c.res.status >= 300) limiter.refund(qrCode);
});
