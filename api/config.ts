import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { normalisePublicUrl } from "../shared/public-url";
import { OWASP_PASSWORD_COST, type PasswordCost } from "./auth/password";
import type { SemaphoreOptions } from "./limits/semaphore";
import type { WindowLimit } from "./limits/window-limiter";

/** Runtime settings, read once from the environment at start-up. */
export interface Config {
  port: number;
  host: string;
  /** PUBLIC_URL: the address diners' phones use, which QR codes encode; null = the admin's browser's own. */
  publicUrl: string | null;
  databasePath: string;
  /** DATABASE_URL: a postgres:// URL runs the API over PostgreSQL (and wins over databasePath); null = SQLite. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections each process keeps to PostgreSQL. */
  databasePoolSize: number;
  /** Folder of the built PWA; null when only the API is served (tests). */
  webDir: string | null;
  /** How many reverse proxies stand in front of the server; 0 = none, so X-Forwarded-* headers are ignored. */
  trustProxy: number;
  rateLimit: {
    enabled: boolean;
    /** Failed sign-ins against one account from one address. */
    loginPerAccount: WindowLimit;
    /** Failed sign-ins against one account from all addresses that never signed in to it. */
    loginPerAccountTotal: WindowLimit;
    /** Failed sign-ins from one address, whatever the account. */
    loginPerAddress: WindowLimit;
    /** Sign-ups from one address (each may open a restaurant). */
    registerPerAddress: WindowLimit;
    ordersPerTable: WindowLimit;
    /** A diner's new calls for service from one address, across every table (docs/security.md). */
    callsPerAddress: WindowLimit;
    /** The diner's polls (order status, bill, calls) from one address, across every table. */
    pollsPerAddress: WindowLimit;
    /** Most keys any one limiter keeps; the oldest are dropped past it. */
    maxKeys: number;
    /** How often expired counters are swept. */
    sweepMs: number;
  };
  /** Password hashes (scrypt) computed at once, and how many sign-ins may wait for a turn. */
  passwordHashing: SemaphoreOptions;
  /** scrypt cost of new password hashes (and of the seeded demo accounts). */
  passwordCost: PasswordCost;
  /** A session ends this long after it began, however active. */
  sessionTtlMs: number;
  /** A session nobody has used for this long ends (a tablet signed out by a lost logout, a left device). */
  sessionIdleMs: number;
  invitationTtlMs: number;
  maxBodyBytes: number;
  /** PHOTO_DIR: where uploaded photos' variants are kept (default: `photos` beside the database file). */
  photoDir: string;
  /** The largest photo upload (a phone's photo is 2 to 6 MB); only the photo routes take bodies this big. */
  maxPhotoBytes: number;
  /** The staff event stream sends a heartbeat this often, so proxies and clients see a live line. */
  liveHeartbeatMs: number;
  /** How often a worker thread checkpoints the WAL (api/db/sqlite/checkpointer.ts). */
  checkpointIntervalMs: number;
  /** Event streams one account may hold open; past it the oldest closes (api/live/stream-roster.ts). */
  liveStreamsPerUser: number;
  /** Event streams one restaurant may hold open; past it the restaurant's own oldest closes. */
  liveStreamsPerRestaurant: number;
  /** Event streams of all restaurants together; well below the connection cap, so requests always have room. */
  liveStreamsTotal: number;
  /** Diners' pages open on one address (a restaurant's Wi-Fi is one address to us); past it the oldest polls instead. */
  dinerStreamsPerAddress: number;
  /** Diners' pages of one restaurant holding a stream; past it the restaurant's own oldest polls instead. */
  dinerStreamsPerRestaurant: number;
  /** Diners' streams of all restaurants together, beside the staff's, so requests always have room. */
  dinerStreamsTotal: number;
  housekeeping: {
    /** How often old idempotency records, expired sessions and answered diners' calls are swept. */
    intervalMs: number;
    /** Idempotency records older than this are deleted; an outbox entry older than it is replayed as new. */
    idempotencyTtlMs: number;
  };
  /** Mounts `GET /bench/hello`, the bench's ceiling; only `npm run bench` turns it on. */
  benchHello: boolean;
  /** A body this much larger than the limit is read and dropped before the 413, so the client sees it. */
  maxBodyDrainBytes: number;
  server: {
    /** All request headers must arrive within this. */
    headersTimeoutMs: number;
    /** The whole request (headers and body) must arrive within this. */
    requestTimeoutMs: number;
    /** An idle keep-alive connection is closed after this. */
    keepAliveTimeoutMs: number;
    /** A socket with no traffic either way (a client that stopped reading) is closed after this. */
    idleTimeoutMs: number;
    maxConnections: number;
    /** Connections from one client address (the socket's; behind TRUST_PROXY only the total applies). */
    maxConnectionsPerAddress: number;
  };
  /** Web Push to guests' phones (docs/api.md, Web Push). */
  push: {
    /** PUSH_LOCAL_ENDPOINTS=on: a subscription may name an endpoint on this machine (tests, development); never in production. */
    localEndpoints: boolean;
    /** VAPID_SUBJECT: the contact push services see, a mailto: or https: URL. */
    subject: string;
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: this pair instead of the one made once and kept in the database. */
    keys: { publicKey: string; privateKey: string } | null;
  };
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** TRUST_PROXY: unset, "", "0" or "false" = none; "true" = one proxy; a number = that many. */
function proxies(value: string | undefined): number {
  if (value === undefined || value === "" || value === "false") return 0;
  if (value === "true") return 1;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : 0;
}

/** PUBLIC_URL unset or empty = none; anything but an http(s) address stops the start with the reason. */
function publicUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null;
  const url = normalisePublicUrl(value);
  if (url === null) throw new Error(`PUBLIC_URL must be an http:// or https:// address such as http://192.168.1.20:3000, not "${value}"`);
  return url;
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither, as web-push's generate-vapid-keys prints them (base64url). */
function vapidKeys(publicKey: string | undefined, privateKey: string | undefined): Config["push"]["keys"] {
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !/^B[A-Za-z0-9_-]{86}$/.test(publicKey) || !privateKey || !/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, as npx web-push generate-vapid-keys prints them");
  return { publicKey, privateKey };
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const login = positiveInt(env.RATE_LIMIT_LOGIN, 10);
  const maxConnections = positiveInt(env.MAX_CONNECTIONS, 1_000);
  return {
    port: positiveInt(env.PORT, 3000),
    host: env.HOST || "127.0.0.1",
    publicUrl: publicUrl(env.PUBLIC_URL),
    databasePath: env.DATABASE_PATH || "data/rasoi.db",
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 10),
    webDir: env.WEB_DIR || "dist/web",
    trustProxy: proxies(env.TRUST_PROXY),
    rateLimit: {
      enabled: env.RATE_LIMIT !== "off",
      loginPerAccount: { limit: login, windowMs: 15 * MINUTE_MS },
      loginPerAccountTotal: { limit: positiveInt(env.RATE_LIMIT_LOGIN_ACCOUNT, 10 * login), windowMs: 15 * MINUTE_MS },
      loginPerAddress: { limit: positiveInt(env.RATE_LIMIT_LOGIN_ADDRESS, 3 * login), windowMs: 15 * MINUTE_MS },
      registerPerAddress: { limit: positiveInt(env.RATE_LIMIT_REGISTER, 10), windowMs: 60 * MINUTE_MS },
      ordersPerTable: { limit: positiveInt(env.RATE_LIMIT_ORDERS, 20), windowMs: 10 * MINUTE_MS },
      callsPerAddress: { limit: positiveInt(env.RATE_LIMIT_CALLS, 60), windowMs: 10 * MINUTE_MS },
      pollsPerAddress: { limit: positiveInt(env.RATE_LIMIT_POLLS, 1_200), windowMs: MINUTE_MS },
      maxKeys: positiveInt(env.RATE_LIMIT_MAX_KEYS, 10_000),
      sweepMs: MINUTE_MS,
    },
    passwordHashing: { concurrency: positiveInt(env.PASSWORD_HASH_CONCURRENCY, 2), maxWaiting: 8, maxWaitMs: 5_000 },
    passwordCost: OWASP_PASSWORD_COST,
    sessionTtlMs: 7 * DAY_MS,
    sessionIdleMs: positiveInt(env.SESSION_IDLE_MINUTES, 12 * 60) * MINUTE_MS,
    invitationTtlMs: 7 * DAY_MS,
    maxBodyBytes: 64 * 1024,
    photoDir: env.PHOTO_DIR || join(dirname(env.DATABASE_PATH || "data/rasoi.db"), "photos"),
    maxPhotoBytes: 8 * 1024 * 1024,
    liveHeartbeatMs: positiveInt(env.LIVE_HEARTBEAT_MS, 25_000),
    checkpointIntervalMs: 500,
    liveStreamsPerUser: positiveInt(env.LIVE_STREAMS_PER_USER, 32),
    liveStreamsPerRestaurant: positiveInt(env.LIVE_STREAMS_PER_RESTAURANT, 64),
    liveStreamsTotal: positiveInt(env.LIVE_STREAMS_TOTAL, Math.max(1, Math.floor(maxConnections / 2))),
    dinerStreamsPerAddress: positiveInt(env.DINER_STREAMS_PER_ADDRESS, 128),
    dinerStreamsPerRestaurant: positiveInt(env.DINER_STREAMS_PER_RESTAURANT, 256),
    dinerStreamsTotal: positiveInt(env.DINER_STREAMS_TOTAL, Math.max(1, Math.floor(maxConnections / 4))),
    housekeeping: { intervalMs: 60 * 60_000, idempotencyTtlMs: 30 * 24 * 60 * 60_000 },
    benchHello: env.BENCH_HELLO === "on",
    maxBodyDrainBytes: 4 * 1024 * 1024,
    server: {
      headersTimeoutMs: positiveInt(env.HEADERS_TIMEOUT_MS, 10_000),
      requestTimeoutMs: positiveInt(env.REQUEST_TIMEOUT_MS, 30_000),
      keepAliveTimeoutMs: positiveInt(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
      idleTimeoutMs: positiveInt(env.IDLE_TIMEOUT_MS, 60_000),
      maxConnections,
      maxConnectionsPerAddress: positiveInt(env.MAX_CONNECTIONS_PER_ADDRESS, 256),
    },
    push: {
      localEndpoints: env.PUSH_LOCAL_ENDPOINTS === "on",
      subject: env.VAPID_SUBJECT || (env.PUBLIC_URL?.startsWith("https://") ? env.PUBLIC_URL : "mailto:webpush@rasoi.invalid"),
      keys: vapidKeys(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY),
    },
  };
}

/**
 * A cheap scrypt cost for tests (about 1 ms a hash instead of 0.3 s): what they prove about sign-in does not
 * depend on the cost, and the production cost is tested in api/auth/password.test.ts.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

/** Settings for tests: no web folder, limits on (tests that need them off say so), cheap password hashes. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({}),
    webDir: null,
    databasePath: ":memory:",
    // Files are named by their content, so tests may share one folder.
    photoDir: join(tmpdir(), "rasoi-test-photos"),
    passwordCost: TEST_PASSWORD_COST,
    // The tests' push service listens on this machine (api/test/fake-push-service.ts).
    push: { localEndpoints: true, subject: "mailto:tests@rasoi.invalid", keys: null },
    ...overrides,
  };
}
