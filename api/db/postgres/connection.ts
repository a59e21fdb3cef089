import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { type Db, migrateToLatest } from "../connection";
import type { Database } from "../schema";

const pools = new WeakMap<Db, pg.Pool>();

/** PostgreSQL's numeric types that node-postgres hands back as strings by default: int8 (counts, bigint columns) and numeric (sums). */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * Counts and sums come back as numbers, as on SQLite: every integer the app stores (money in rupees or
 * paise, counters, ms since the epoch) is far below 2^53.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format as "text")) as pg.CustomTypesConfig["getTypeParser"],
};

/** Advisory lock keys (class 7261, then one per job) so two processes never run these at once. */
export const ADVISORY_LOCKS = { migrate: 1, housekeeping: 2 } as const;
export const ADVISORY_CLASS = 7261;
/** Every other advisory lock class, keyed by a hash: 7262 is a customer's match (migration 010's function). */
export const SIGN_IN_LOCK_CLASSES = { address: 7264, account: 7265 } as const;

interface PostgresOptions {
  /** Connections this process keeps to the database. */
  poolSize?: number;
  /** Runs once the schema is up to date, still under the migration lock (the demo seed). */
  afterMigrating?: (db: Db) => Promise<unknown>;
}

/**
 * Opens a pool on `url` and brings its schema up to date under an advisory lock, so processes started
 * together on an empty database migrate and seed it once. Every connection commits durably
 * (synchronous_commit on), whatever the server's default; the role needs only to own the database.
 */
export async function openPostgres(url: string, { poolSize = 10, afterMigrating }: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, options: "-c synchronous_commit=on" });
  // An idle connection the server dropped must not take the process with it; the next checkout reconnects.
  pool.on("error", (error) => console.error("A PostgreSQL connection failed", error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  pools.set(db, pool);
  try {
    await underAdvisoryLock(url, ADVISORY_LOCKS.migrate, async () => {
      await migrateToLatest(db);
      await afterMigrating?.(db);
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** The pool under a database opened by openPostgres, for the hot paths' raw queries. */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error("this database was not opened by openPostgres");
  return pool;
}

/** The pool under `db` when it is a database openPostgres opened (not a transaction on it, not SQLite), else null. */
export const pooledOnly = (db: Db): pg.Pool | null => pools.get(db) ?? null;

/** Whether `db` runs on PostgreSQL. */
export const isPostgresDb = (db: Db): boolean => pools.has(db);

/** Runs `task` on a connection of its own to `url` (outside any pool), closed once it is done. */
export async function withClient<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Runs `task` holding a session advisory lock on a connection of its own, waiting for it if another process holds it. */
function underAdvisoryLock<T>(url: string, lock: number, task: () => Promise<T>): Promise<T> {
  return withClient(url, async (client) => {
    await client.query("SELECT pg_advisory_lock($1, $2)", [ADVISORY_CLASS, lock]);
    return task();
  });
}

/** PostgreSQL's codes for a unique violation, a serialization failure and a deadlock: running the transaction again may succeed. */
const RETRYABLE = new Set(["23505", "40001", "40P01"]);

export const isRetryable = (error: unknown): boolean => error instanceof pg.DatabaseError && RETRYABLE.has(error.code ?? "");
