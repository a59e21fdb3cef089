/** Runtime settings, read once from the environment at start-up. */
export interface Config {
  port: number;
  host: string;
  databasePath: string;
  /** Folder of the built PWA; null when only the API is served (tests). */
  webDir: string | null;
  rateLimit: {
    enabled: boolean;
    loginPerAccount: { limit: number; windowMs: number };
    ordersPerTable: { limit: number; windowMs: number };
  };
  sessionTtlMs: number;
  maxBodyBytes: number;
  /** The staff event stream sends a heartbeat this often, so proxies and clients see a live line. */
  liveHeartbeatMs: number;
  housekeeping: {
    /** How often old idempotency records and expired sessions are swept. */
    intervalMs: number;
    /** Idempotency records older than this are deleted; an outbox entry older than it is replayed as new. */
    idempotencyTtlMs: number;
  };
  /** Mounts `GET /bench/hello`, the bench's ceiling; only `npm run bench` turns it on. */
  benchHello: boolean;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: positiveInt(env.PORT, 3000),
    host: env.HOST || "127.0.0.1",
    databasePath: env.DATABASE_PATH || "data/rasoi.db",
    webDir: env.WEB_DIR || "dist/web",
    rateLimit: {
      enabled: env.RATE_LIMIT !== "off",
      loginPerAccount: { limit: positiveInt(env.RATE_LIMIT_LOGIN, 10), windowMs: 15 * 60_000 },
      ordersPerTable: { limit: positiveInt(env.RATE_LIMIT_ORDERS, 20), windowMs: 10 * 60_000 },
    },
    sessionTtlMs: 7 * 24 * 60 * 60_000,
    maxBodyBytes: 64 * 1024,
    liveHeartbeatMs: 25_000,
    housekeeping: { intervalMs: 60 * 60_000, idempotencyTtlMs: 30 * 24 * 60 * 60_000 },
    benchHello: env.BENCH_HELLO === "on",
  };
}

/** Settings for tests: no web folder, limits on (tests that need them off say so). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...configFromEnv({}), webDir: null, databasePath: ":memory:", ...overrides };
}
