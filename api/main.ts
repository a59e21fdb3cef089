import { createApp } from "./app";
import { configFromEnv } from "./config";
import { startCheckpointer } from "./db/checkpointer";
import { openDatabase, sqliteOf } from "./db/connection";
import { seedDemo } from "./db/seed";
import { startHousekeeping } from "./housekeeping";
import { createHttpServer } from "./http-server";
import { createServices } from "./services";

const config = configFromEnv();
const db = await openDatabase(config.databasePath);
const seeded = await seedDemo(db, config.passwordCost);
if (seeded.seeded) console.log(`Seeded the demo restaurant into ${config.databasePath} (sign in as admin / admin123).`);

const closing = new AbortController();
const services = createServices({ db, config, shutdown: closing.signal });
const { writer, limits } = services;
// A WAL grown long under writes that never stop is rewound between two of the writer's groups.
// An in-memory database has no WAL to checkpoint.
const stopCheckpointer =
  config.databasePath === ":memory:"
    ? async () => {}
    : startCheckpointer(sqliteOf(db), config.checkpointIntervalMs, { holdWrites: (rewind) => writer.between(rewind) });
const app = createApp(services);
const stopHousekeeping = startHousekeeping(db, config.housekeeping);
const server = createHttpServer(app.fetch, config.server, config.trustProxy);
server.listen(config.port, config.host, () => {
  const host = config.host === "127.0.0.1" || config.host === "0.0.0.0" ? "localhost" : config.host;
  const address = server.address();
  console.log(`Rasoi is running at http://${host}:${typeof address === "object" && address ? address.port : config.port}`);
});

server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${config.port} is already in use; set PORT to another one.` : error);
  void db.destroy().finally(() => process.exit(1));
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down.`);
  // Stop taking requests, let those in flight finish, then close the database so WAL is checkpointed.
  // A request that never finishes must not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  stopHousekeeping();
  limits.stop();
  server.close(() => {
    stopCheckpointer()
      .then(() => db.destroy())
      .then(
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
