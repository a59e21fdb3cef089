export const RETRY_MIN_MS = 1_000;
export const RETRY_MAX_MS = 60_000;

/**
 * How long to wait before try number `failures + 1`: doubling from 1 s up to 60 s, each wait spread
 * over ±25 % (`random` in [0, 1)) so tablets that lost Wi-Fi together do not all return at once.
 */
export function retryDelay(failures: number, random: number): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, base * (0.75 + random * 0.5))));
}
