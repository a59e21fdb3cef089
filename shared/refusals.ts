/**
 * What a refused write means for sending it again, by the statuses this server answers with
 * (docs/api.md, errors; docs/sync.md, Refused changes).
 */

/**
 * A 409's cause as the change's own kind knows it: `lasting` when the same request meets the same
 * conflict however often it is sent (a table number that is taken, a bill already paid); `passing`
 * when the cause may go by itself (another tablet moves the order on, a dish comes back in stock).
 */
export type ConflictKind = "lasting" | "passing";

const HTTP_ERROR = { min: 400, max: 599 } as const;

/** "Not now" rather than "no": timeout, locked, too early, too many requests, or the server's own trouble. */
const NOT_NOW = new Set([408, 423, 425, 429]);

/** True for an HTTP status that asks to try the same request again later. */
export function isNotNow(status: number): boolean {
  return Number.isInteger(status) && (NOT_NOW.has(status) || (status >= 500 && status <= HTTP_ERROR.max));
}

/**
 * Whether a refused change, sent again as it is (under a new Idempotency-Key), can succeed. No for
 * 400 (invalid), 403 (not allowed), 404 (the row is gone), 410, 413 and a lasting 409: each would be
 * refused the same. Yes for "not now" statuses, a passing 409, and 422, which this server answers only
 * for a key reused for another request (a retry sends a new key). Anything that is not an HTTP error
 * status is no refusal at all: false.
 */
export function retryCanSucceed(status: number, conflict: ConflictKind): boolean {
  if (!Number.isInteger(status) || status < HTTP_ERROR.min || status > HTTP_ERROR.max) return false;
  if (isNotNow(status)) return true;
  if (status === 409) return conflict === "passing";
  return status === 422;
}

/** Why an order was refused with a 409, sent as `code` beside the message (docs/api.md, Orders). */
export const ORDER_CONFLICT = {
  pricesChanged: "prices-changed",
  dishGone: "dish-gone",
  soldOut: "sold-out",
  tableClosed: "table-closed",
} as const;

/**
 * An order's 409 as a conflict kind: prices that changed or a dish taken off the menu meet the same
 * order the same way every time (lasting); a sold-out dish or choice, or a table not taking orders, may
 * come back (passing), as may a 409 with no code the client knows.
 */
export function orderConflictKind(code: string | undefined): ConflictKind {
  return code === ORDER_CONFLICT.pricesChanged || code === ORDER_CONFLICT.dishGone ? "lasting" : "passing";
}
