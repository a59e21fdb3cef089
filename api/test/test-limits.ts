import type { Config } from "../config";

/** A window longer than any test, so nothing expires mid-test. */
export const TEST_WINDOW_MS = 15 * 60_000;

/** Small budgets for the limit tests of both stores (api/middleware/rate-limit.test.ts, api/limits/shared-limits.pgtest.ts). */
export const TEST_LIMITS: Config["rateLimit"] = {
  enabled: true,
  loginPerAccount: { limit: 3, windowMs: TEST_WINDOW_MS },
  loginPerAccountTotal: { limit: 50, windowMs: TEST_WINDOW_MS },
  loginPerAddress: { limit: 6, windowMs: TEST_WINDOW_MS },
  registerPerAddress: { limit: 2, windowMs: TEST_WINDOW_MS },
  ordersPerTable: { limit: 2, windowMs: TEST_WINDOW_MS },
  callsPerAddress: { limit: 3, windowMs: TEST_WINDOW_MS },
  pollsPerAddress: { limit: 5, windowMs: TEST_WINDOW_MS },
  maxKeys: 1000,
  sweepMs: 60_000,
};
