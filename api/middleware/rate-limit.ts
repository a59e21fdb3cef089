import type { Context } from "hono";
import type { AppEnv } from "../env";
import { tooManyRequests } from "../errors";
import { clientAddress } from "../limits/client-address";
import type { Limits } from "../limits/limits";
import type { SignInAttempt } from "../limits/sign-in-limits";
import type { WindowLimit, WindowLimiter } from "../limits/window-limiter";

const UNLIMITED: SignInAttempt = { succeeded: () => {}, withdrawn: () => {} };

/** Starts a sign-in against `account`'s and this address's budgets, or throws 429. */
export async function beginSignIn(c: Context<AppEnv>, account: string): Promise<SignInAttempt> {
  const { config, limits } = c.get("services");
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
  const { config, limits } = c.get("services");
  if (!config.rateLimit.enabled) return async () => {};
  const address = clientAddress(c, config.trustProxy);
  const budget = {
    local: limits.registrations,
    key: address,
    sharedKey: `register:${address}`,
    limit: config.rateLimit.registerPerAddress,
  };
  return spend(limits, budget, tooManyRegistrations);
}

/** One key's budget: this process's counter, or (limits shared by several processes) the database's under `sharedKey`. */
export interface Budget {
  local: WindowLimiter;
  key: string;
  sharedKey: string;
  limit: WindowLimit;
}

/** Counts one attempt on `budget`, or throws `refused` when it is spent (nothing counted); answers how to give the attempt back. */
export async function spend(limits: Limits, { local, key, sharedKey, limit }: Budget, refused: (retryAfter: number) => Error) {
  const { shared } = limits;
  const retryAfter = shared ? await shared.take(sharedKey, limit) : local.take(key);
  if (retryAfter !== null) throw refused(retryAfter);
  return shared ? () => shared.refund([sharedKey]) : async () => local.refund(key);
}

const tooManyRegistrations = (retryAfter: number) =>
  tooManyRequests("Too many sign-ups from this network. Please try again later.", retryAfter);

/**
 * Runs a password hash (scrypt, about 128 MiB and a core for a fraction of a second) when a slot is
 * free: a few at once, a short queue, then 429, so a flood of sign-ins cannot starve the rest of the server.
 */
export async function hashWithinLimits<T>(c: Context<AppEnv>, task: () => Promise<T>): Promise<T> {
  const result = await c.get("services").limits.passwordHashing.run(task);
  if (!result) throw tooManyRequests("The server is busy signing people in. Please try again in a moment.", 2);
  return result.value;
}
