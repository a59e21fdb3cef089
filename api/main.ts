import { type AppDeps, createApp } from "./app";
import { type Config, configFromEnv } from "./config";
import { startCheckpointer } from "./db/checkpointer";
import { openDatabase, sqliteOf } from "./db/connection";
import { openPgServer, sweepOnce } from "./db/postgres/store";
import { seedDemo } from "./db/seed";
import { Writer } from "./db/writer";
import { startHousekeeping } from "./housekeeping";
import { createHttpServer } from "./http-server";
import { ChangeFeed } from "./live/change-feed";
import { createLimits } from "./middleware/rate-limit";

/** What the server runs on: its database, the app's store-specific parts, and how to stop them. */
interface Running {
  deps: Omit<AppDeps, "config" | "shutdown">;
  stopHousekeeping(): void;
  /** Stops everything that touches the database, then closes it. */
  close(): Promise<void>;
}

/** The default: one process over the SQLite file, the group writer and its WAL checkpointer. */
async function runOnSqlite(config: Config): Promise<Running> {
  const db = await openDatabase(config.databasePath);
  const seeded = await seedDemo(db);
  if (seeded.seeded) console.log(`Seeded the demo restaurant into ${config.databasePath} (sign in as admin / admin123).`);
  const writer = new Writer(db);
  // An in-memory database has no WAL to checkpoint. A WAL grown long under writes that never stop is
  // rewound between two of the writer's groups.
  const stopCheckpointer =
    config.databasePath === ":memory:"
      ? async () => {}
      : startCheckpointer(sqliteOf(db), config.checkpointIntervalMs, { holdWrites: (rewind) => writer.between(rewind) });
  return {
    deps: { db, writer, limits: createLimits(config) },
    stopHousekeeping: startHousekeeping(db, config.housekeeping),
    close: () => stopCheckpointer().then(() => db.destroy()),
  };
}

/** DATABASE_URL set: one of any number of processes over one PostgreSQL (docs/scaling.md). */
async function runOnPostgres(config: Config, url: string): Promise<Running> {
  const changes = new ChangeFeed();
  const pg = await openPgServer(config, url, changes, async (db) => {
    const seeded = await seedDemo(db);
    if (seeded.seeded) console.log("Seeded the demo restaurant into PostgreSQL (sign in as admin / admin123).");
  });
  return {
    deps: { db: pg.db, changes, store: pg.parts, limits: createLimits(config, pg.limits) },
    stopHousekeeping: startHousekeeping(pg.db, config.housekeeping, sweepOnce),
    close: () => pg.close(),
  };
}

const config = configFromEnv();
const running = config.databaseUrl ? await runOnPostgres(config, config.databaseUrl) : await runOnSqlite(config);
const { limits = createLimits(config) } = running.deps;
const closing = new AbortController();
const app = createApp({ ...running.deps, config, limits, shutdown: closing.signal });
const server = createHttpServer(app.fetch, config.server);
server.listen(config.port, config.host, () => {
  const host = config.host === "127.0.0.1" || config.host === "0.0.0.0" ? "localhost" : config.host;
  const address = server.address();
  console.log(`Rasoi is running at http://${host}:${typeof address === "object" && address ? address.port : config.port}`);
});

server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${config.port} is already in use; set PORT to another one.` : error);
  void running.close().finally(() => process.exit(1));
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down.`);
  // Stop taking requests, let those in flight finish, then close the database so WAL is checkpointed.
  // A request that never finishes must not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  running.stopHousekeeping();
  limits.stop();
  server.close(() => {
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  // Event streams never finish on their own; ending them lets close() complete.
  closing.abort();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
