import { closeSync, fdatasync, openSync } from "node:fs";
import type { Sqlite } from "../connection";

/**
 * Makes committed WAL frames durable with fdatasync on libuv's thread pool, so the event loop never
 * waits on the disk. Callers share syncs: one that asks while a sync runs gets the next one, which
 * starts after the running one ends and so covers everything written before the call.
 */
export class WalSync {
  readonly #path: string | null;
  #fd: number | null = null;
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;

  constructor(sqlite: Sqlite) {
    // An in-memory database has no file to make durable.
    this.#path = sqlite.memory ? null : `${sqlite.name}-wal`;
  }

  /** Resolves once everything committed before this call is on disk. */
  sync(): Promise<void> {
    if (this.#path === null) return Promise.resolve();
    if (this.#queued) return this.#queued;
    if (!this.#running) return this.#start();
    const queued = this.#running
      .catch(() => undefined)
      .then(() => {
        this.#queued = null;
        return this.#start();
      });
    this.#queued = queued;
    return queued;
  }

  /** Closes the file handle (the database is closing). */
  close(): void {
    if (this.#fd !== null) closeSync(this.#fd);
    this.#fd = null;
  }

  #start(): Promise<void> {
    const running = new Promise<void>((resolve, reject) => {
      // Opened on first use: the WAL file exists once something was committed. The same inode stays
      // for the connection's life (SQLite rewinds the WAL, it never replaces it).
      this.#fd ??= openSync(this.#path ?? "", "r");
      fdatasync(this.#fd, (error) => (error ? reject(error) : resolve()));
    }).finally(() => {
      if (this.#running === running) this.#running = null;
    });
    this.#running = running;
    return running;
  }
}
