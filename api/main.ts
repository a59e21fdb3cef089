import { createApp } from "./app";
import { type Config, configFromEnv } from "./config";
import { openDatabase, sqliteOf } from "./db/connection";
import { sweepOnce } from "./db/postgres/housekeeping";
import { openPgServer } from "./db/postgres/server";
import { seedDemo } from "./db/seed";
import { startCheckpointer } from "./db/sqlite/checkpointer";
import { Writer } from "./db/sqlite/writer";
import { startHousekeeping } from "./housekeeping";
import { createHttpServer } from "./http-server";
import { createServices, type Services } from "./services";

/** What the server runs on: its services, and how to stop what touches the database. */
interface Running {
  services: Services;
  stopHousekeeping(): void;
  /** Stops everything that touches the database, then closes it. */
  close(): Promise<void>;
}

/** The default: one process over the SQLite file, the group writer and its WAL checkpointer. */
async function runOnSqlite(config: Config, shutdown: AbortSignal): Promise<Running> {
  const db = await openDatabase(config.databasePath);
  const seeded = await seedDemo(db, config.passwordCost);
  if (seeded.seeded) console.log(`Seeded the demo restaurant into ${config.databasePath} (sign in as admin / admin123).`);
  const services = createServices({ db, config, shutdown });
  const { writer } = services;
  // A WAL grown long under writes that never stop is rewound between two of the writer's groups.
  // An in-memory database has no WAL to checkpoint.
  const stopCheckpointer =
    config.databasePath === ":memory:" || !(writer instanceof Writer)
      ? async () => {}
      : startCheckpointer(sqliteOf(db), config.checkpointIntervalMs, { holdWrites: (rewind) => writer.between(rewind) });
  return {
    services,
    stopHousekeeping: startHousekeeping(db, config.housekeeping),
    close: async () => {
      services.limits.stop();
      await services.printing.stop();
      await services.push.stop();
      return stopCheckpointer().then(() => db.destroy());
    },
  };
}

/** DATABASE_URL set: one of any number of processes over one PostgreSQL (docs/scaling.md). */
async function runOnPostgres(config: Config, url: string, shutdown: AbortSignal): Promise<Running> {
  const pg = await openPgServer(config, url, {
    shutdown,
    afterMigrating: async (db) => {
      const seeded = await seedDemo(db, config.passwordCost);
      if (seeded.seeded) console.log("Seeded the demo restaurant into PostgreSQL (sign in as admin / admin123).");
    },
  });
  return {
    services: pg.services,
    stopHousekeeping: startHousekeeping(pg.services.db, config.housekeeping, sweepOnce),
    close: () => pg.close(),
  };
}

const config = configFromEnv();
const closing = new AbortController();
const running = config.databaseUrl
  ? await runOnPostgres(config, config.databaseUrl, closing.signal)
  : await runOnSqlite(config, closing.signal);
// Kitchen tickets go to the stations' network printers from every process (docs/api.md, Printing).
running.services.printing.start();
const app = createApp(running.services);
const server = createHttpServer(app.fetch, config.server, config.trustProxy);
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
