import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Sqlite } from "./connection";

/** Resolved here: code evaluated in a worker would resolve packages from the working directory. */
const DRIVER = createRequire(import.meta.url).resolve("better-sqlite3");

/** SQLite's own default: the WAL pages after which a commit checkpoints, if no one else does. */
const AUTOCHECKPOINT_PAGES = 1_000;

/**
 * The worker's whole program, plain JavaScript so it runs without the TypeScript loader. PASSIVE never
 * waits on the server's connection: it copies what it can and tries again at the next tick.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma("busy_timeout = 0");
const timer = setInterval(() => {
  try { db.pragma("wal_checkpoint(PASSIVE)"); } catch { /* busy: the next tick tries again */ }
}, workerData.intervalMs);
parentPort.on("message", () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

/**
 * Checkpoints the WAL from a worker thread with its own connection (docs/scaling.md): a checkpoint run
 * by a commit copies pages and fsyncs the database file on the event loop, stalling every request for
 * 5–15 ms. If the worker dies the server's connection checkpoints itself again, so the WAL never grows
 * without bound. Answers the stop function, which waits for the worker's last checkpoint.
 */
export function startCheckpointer(sqlite: Sqlite, intervalMs: number): () => Promise<void> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path: sqlite.name, intervalMs, driver: DRIVER } });
  sqlite.pragma("wal_autocheckpoint = 0");
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    worker.once("exit", () => {
      if (!stopping) console.error("The WAL checkpointer stopped; commits checkpoint on the event loop again");
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
      resolve();
    });
  });
  worker.on("error", (error) => console.error("The WAL checkpointer failed", error));
  worker.unref();
  return () => {
    stopping = true;
    worker.postMessage("stop");
    return exited;
  };
}
