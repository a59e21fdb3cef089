export const RETRY_MIN_MS = 1_000;
export const RETRY_MAX_MS = 60_000;

/**
 * The one backoff rule of every retry in the browser (staff sync, the live stream, the diner's order
 * and menu): how long to wait before try number `failures + 1`. Doubling from 1 s up to 60 s, each
 * wait spread over ±25 % (`random` in [0, 1)) so devices that lost Wi-Fi together do not all return
 * at once; never sooner than a server's `Retry-After` (seconds), when it sent one.
 */
export function retryDelay(failures: number, random: number, retryAfterSeconds: number | null = null): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.max(0, failures - 1));
  const spread = Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, base * (0.75 + random * 0.5)));
  return Math.round(Math.max(spread, (retryAfterSeconds ?? 0) * 1000));
}

/** A `Retry-After` header in seconds, or null when absent or not a number of seconds. */
export function retryAfterSeconds(header: string | null): number | null {
  const seconds = header === null || header.trim() === "" ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
