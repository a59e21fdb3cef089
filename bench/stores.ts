import { execFileSync } from "node:child_process";
import { type Db, openDatabase } from "../api/db/connection";
import { openPostgres, withClient } from "../api/db/postgres/connection";
import { APP_ROLE, startThrowawayPostgres } from "../scripts/throwaway-postgres";
import { treeCpuMs } from "./process-stats";

/** Where a bench's server keeps its data: the SQLite file startServer makes, or (--db=postgres) a throwaway PostgreSQL. */
export interface BenchStore {
  /** Environment for the server process. */
  env: Record<string, string>;
  /** Runs `task` on the bench database (prepared before the server starts, read after it stops). */
  open<T>(databasePath: string, task: (db: Db) => Promise<T>): Promise<T>;
  /** The database's own ceiling, measured in the same run: pgbench's TPS, or null on SQLite. */
  ceiling(connections: number): Promise<number | null>;
  /**
   * The statements the database has run so far (each a round trip from the server), or null on SQLite:
   * read before and after a scenario, their difference per answer is its round trips per request.
   */
  statementsSoFar(): Promise<number | null>;
  /** The database server's CPU time so far in ms (PostgreSQL's backends), or null on SQLite (its work is in the server's own CPU). */
  cpuSoFar(): number | null;
  stop(): Promise<void>;
}

async function withDb<T>(open: Promise<Db>, task: (db: Db) => Promise<T>): Promise<T> {
  const db = await open;
  try {
    return await task(db);
  } finally {
    await db.destroy();
  }
}

export const sqliteStore: BenchStore = {
  env: {},
  open: (databasePath, task) => withDb(openDatabase(databasePath), task),
  ceiling: async () => null,
  statementsSoFar: async () => null,
  cpuSoFar: () => null,
  stop: async () => {},
};

/** A throwaway cluster (scripts/throwaway-postgres.ts) with the bench database in it, owned by the app's role. */
export async function postgresStore(ceilingSeconds: number, { countStatements = false } = {}): Promise<BenchStore> {
  // pg_stat_statements counts every statement a client sends (top level: a function's own statements
  // are not round trips), BEGIN and COMMIT included.
  const cluster = await startThrowawayPostgres(
    countStatements ? { shared_preload_libraries: "pg_stat_statements", "pg_stat_statements.track": "top" } : {},
  );
  const database = "rasoi_bench";
  await cluster.createDatabase(database);
  const url = cluster.url(database);
  // The cluster's superuser (initdb -U postgres, trust on 127.0.0.1) installs the extension and reads every role's counts.
  const superuserUrl = `postgres://postgres@127.0.0.1:${cluster.port}/${database}`;
  if (countStatements) await withClient(superuserUrl, (client) => client.query("CREATE EXTENSION pg_stat_statements"));
  return {
    env: { DATABASE_URL: url },
    open: (_, task) => withDb(openPostgres(url, { poolSize: 2 }), task),
    // pgbench's simple-update transaction (three writes and a read, committed durably) on the same
    // database with as many client connections as the order run: what PostgreSQL itself sustains here.
    async ceiling(connections) {
      const common = ["-h", "127.0.0.1", "-p", String(cluster.port), "-U", APP_ROLE];
      execFileSync(cluster.bin("pgbench"), ["-i", "-q", "-s", "1", ...common, database], { stdio: "ignore" });
      const output = execFileSync(
        cluster.bin("pgbench"),
        ["-N", "-c", String(connections), "-j", "2", "-T", String(ceilingSeconds), ...common, database],
        {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        },
      );
      const tps = /tps = ([\d.]+)/.exec(output)?.[1];
      if (tps === undefined) throw new Error(`pgbench printed no tps:\n${output}`);
      return Number(tps);
    },
    cpuSoFar: () => treeCpuMs(cluster.pid),
    async statementsSoFar() {
      if (!countStatements) return null;
      const { rows } = await withClient(superuserUrl, (client) =>
        client.query<{ calls: string }>(
          `SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements
           WHERE dbid = (SELECT oid FROM pg_database WHERE datname = $1) AND query NOT LIKE '%pg_stat_statements%'`,
          [database],
        ),
      );
      return Number(rows[0]?.calls ?? 0);
    },
    stop: () => cluster.stop(),
  };
}
