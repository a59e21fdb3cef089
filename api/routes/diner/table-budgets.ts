import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { qrCodeParam } from "../../../shared/schemas/qr";
import { findSession, readSessionToken } from "../../auth/session";
import type { AppEnv } from "../../env";
import { tooManyRequests } from "../../errors";
import { isStoredReplay, qrScope } from "../../idempotency";
import { clientAddress } from "../../limits/client-address";
import type { Limits } from "../../limits/limits";
import { type Budget, spend } from "../../middleware/rate-limit";

/** Whether the request carries a live session of staff of the restaurant the table belongs to. */
async function isOwnStaff(c: Context<AppEnv>, qrCode: string): Promise<boolean> {
  const token = readSessionToken(c);
  if (!token) return false;
  const session = await findSession(c.get("services").db, token);
  if (!session) return false;
  const table = await c
    .get("services")
    .db.selectFrom("restaurantTables")
    .select("restaurantId")
    .where("qrCode", "=", qrCode)
    .executeTakeFirst();
  return table?.restaurantId === session.user.restaurantId;
}

/**
 * Counts one attempt on each budget in turn: when one is spent, those already counted are given back and
 * `refused` is thrown; answers how to give them all back.
 */
async function spendAll(limits: Limits, budgets: readonly Budget[], refused: (retryAfter: number) => Error) {
  const refunds: (() => Promise<void>)[] = [];
  try {
    for (const budget of budgets) refunds.push(await spend(limits, budget, refused));
  } catch (error) {
    for (const refund of refunds) await refund();
    throw error;
  }
  return async () => {
    for (const refund of refunds) await refund();
  };
}

/** Budgets a stranger's address spends, whichever table it names (docs/security.md). */
type AddressBudget = "calls" | "polls";
const ADDRESS_LIMITS = { calls: "callsPerAddress", polls: "pollsPerAddress" } as const;

function addressBudget(c: Context<AppEnv>, kind: AddressBudget): Budget {
  const { config, limits } = c.get("services");
  const address = clientAddress(c, config.trustProxy);
  return { local: limits[kind], key: address, sharedKey: `${kind}:${address}`, limit: config.rateLimit[ADDRESS_LIMITS[kind]] };
}

/**
 * A per-table budget (keyed by the QR code), so one phone cannot flood a kitchen or a floor, and
 * optionally one per client address, so one address cannot go round the tables. Only a well-formed QR
 * code is counted (anything else is the handler's 400), a replay of a stored Idempotency-Key is never
 * counted, an answer `counts` rejects (a refusal, a repeat tap) is given back, and the restaurant's own
 * staff using a table's page are never held back by it (the admin can also clear a table's budget).
 */
function perTableLimit(
  keyOf: (qrCode: string) => string,
  message: string,
  counts: (status: number) => boolean,
  perAddress: AddressBudget | null = null,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const parsed = qrCodeParam.safeParse(c.req.param("qrCode"));
    if (!c.get("services").config.rateLimit.enabled || c.req.method !== "POST" || !parsed.success) return next();
    const qrCode = parsed.data;
    const key = c.req.header("idempotency-key");
    if (key !== undefined && (await isStoredReplay(c.get("services").db, qrScope(qrCode), key))) return next();
    if (await isOwnStaff(c, qrCode)) return next();

    const { config, limits } = c.get("services");
    const counted = keyOf(qrCode);
    const budgets: Budget[] = [
      { local: limits.orders, key: counted, sharedKey: sharedTableKey(counted), limit: config.rateLimit.ordersPerTable },
    ];
    if (perAddress) budgets.push(addressBudget(c, perAddress));
    const refund = await spendAll(limits, budgets, (retryAfter) => tooManyRequests(message, retryAfter));
    await next();
    if (!counts(c.res.status)) await refund();
  });
}

/** A table budget's key among the database's shared limits. */
const sharedTableKey = (counted: string) => `order:${counted}`;

/** The admin's clear of a table's order budget: forgotten in this process and, over PostgreSQL, in the database. */
export async function clearOrderBudget(limits: Limits, qrCode: string): Promise<void> {
  limits.orders.clear(qrCode);
  await limits.shared?.clear(sharedTableKey(qrCode));
}

/** Orders placed per table; an order that was not placed (4xx) is given back. */
export const orderRateLimit = perTableLimit(
  (qrCode) => qrCode,
  "Too many orders from this table. Please ask a member of staff for help.",
  (status) => status < 300,
);

/**
 * A diner's calls for service per table, on the same budget as orders but counted apart, and per client
 * address across tables; a tap answering the open call is free.
 */
export const serviceRequestRateLimit = perTableLimit(
  (qrCode) => `requests:${qrCode}`,
  "Too many calls from this table. Please ask a member of staff for help.",
  (status) => status === 201,
  "calls",
);

/**
 * The diner's polling reads (order status, bill, calls) per client address, far above what phones at
 * every table of a restaurant sharing one address ask (docs/security.md); every read counts. Put on GET routes only.
 */
export const pollRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { config, limits } = c.get("services");
  if (!config.rateLimit.enabled) return next();
  await spend(limits, addressBudget(c, "polls"), (retryAfter) =>
    tooManyRequests("Too many requests from this network. Please wait a moment.", retryAfter),
  );
  return next();
});
