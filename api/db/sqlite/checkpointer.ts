import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Sqlite } from "../connection";

/** Resolved here: code evaluated in a worker would resolve packages from the working directory. */
const DRIVER = createRequire(import.meta.url).resolve("better-sqlite3");

/** SQLite's own default: the WAL pages after which a commit checkpoints, if no one else does. */
const AUTOCHECKPOINT_PAGES = 1_000;

/**
 * The worker's whole program, plain JavaScript so it runs without the TypeScript loader. PASSIVE never
 * waits on the server's connection: it copies what it can and tries again at the next tick. It says
 * "wal-long" when the WAL holds too many frames: under writes that never stop, PASSIVE never finds it
 * all copied, so SQLite cannot rewind it and the file grows without bound. Asked to "rewind" (with the
 * server's writes held), it runs a RESTART checkpoint, after which the next commit starts the WAL over.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma("busy_timeout = 0");
const timer = setInterval(() => {
  try {
    let [wal] = db.pragma("wal_checkpoint(PASSIVE)");
    if (wal.log >= workerData.walFramesBeforeRewind) {
      // Catch up while writes go on, so the rewind that holds them has only the last few frames to copy.
      for (let pass = 0; pass < 4 && wal.log - wal.checkpointed > 256; pass += 1) [wal] = db.pragma("wal_checkpoint(PASSIVE)");
      parentPort.postMessage("wal-long");
    }
  } catch { /* busy: the next tick tries again */ }
}, workerData.intervalMs);
parentPort.on("message", (message) => {
  if (message === "rewind") {
    try {
      db.pragma("busy_timeout = 1000");
      db.pragma("wal_checkpoint(RESTART)");
    } catch { /* busy: the next long WAL asks again */ }
    db.pragma("busy_timeout = 0");
    parentPort.postMessage("rewind-done");
    return;
  }
  clearInterval(timer); db.close(); parentPort.close();
});
`;

/**
 * 256 MB of 4 KB pages: past this the WAL is rewound, so under any load it stays near this size. A
 * rewind holds writes for two fsyncs (25–60 ms on a virtual disk); at this size that is once every few
 * seconds of the bench's sustained 5,000 orders a second, and never at a restaurant's pace.
 */
const WAL_FRAMES_BEFORE_REWIND = 65_536;

interface CheckpointerOptions {
  /** Holds the server's writes while `rewind` runs, with no transaction open: `Writer.between`. */
  holdWrites?: (rewind: () => Promise<void>) => Promise<void>;
  walFramesBeforeRewind?: number;
}

/**
 * Checkpoints the WAL from a worker thread with its own connection (docs/scaling.md): a checkpoint run
 * by a commit copies pages and fsyncs the database file on the event loop, stalling every request for
 * 5–15 ms. If the worker dies the server's connection checkpoints itself again, so the WAL never grows
 * without bound. Answers the stop function, which waits for the worker's last checkpoint.
 */
export function startCheckpointer(
  sqlite: Sqlite,
  intervalMs: number,
  { holdWrites, walFramesBeforeRewind = WAL_FRAMES_BEFORE_REWIND }: CheckpointerOptions = {},
): () => Promise<void> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { path: sqlite.name, intervalMs, driver: DRIVER, walFramesBeforeRewind },
  });
  sqlite.pragma("wal_autocheckpoint = 0");
  let stopping = false;
  /** Set from asking the writer to hold until the rewind is over: one rewind at a time. */
  let holding = false;
  /** Settles the rewind waiting for the worker's "rewind-done". */
  let rewound: (() => void) | null = null;
  const exited = new Promise<void>((resolve) => {
    worker.once("exit", () => {
      if (!stopping) console.error("The WAL checkpointer stopped; commits checkpoint on the event loop again");
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
      resolve();
    });
  });
  // Ends with the worker's answer or with the worker itself: one that ended before or during the
  // rewind would never answer, and the writes would stay held.
  const rewind = () =>
    Promise.race([
      exited,
      new Promise<void>((resolve) => {
        rewound = resolve;
        worker.postMessage("rewind");
      }),
    ]);
  worker.on("message", (message: unknown) => {
    if (message === "wal-long" && holdWrites && !holding && !stopping) {
      holding = true;
      void holdWrites(rewind).finally(() => {
        holding = false;
      });
    } else if (message === "rewind-done") {
      rewound?.();
    }
  });
  worker.on("error", (error) => console.error("The WAL checkpointer failed", error));
  worker.unref();
  return () => {
    stopping = true;
    worker.postMessage("stop");
    return exited;
  };
}
