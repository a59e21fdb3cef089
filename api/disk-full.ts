/** How long without a disk-full failure before the next one counts as a new burst. */
const BURST_QUIET_MS = 60_000;

/** SQLite's "database or disk is full" (better-sqlite3 names the code) and PostgreSQL's disk_full (SQLSTATE 53100). */
const DISK_FULL_CODES: readonly unknown[] = ["SQLITE_FULL", "53100"];

/** Whether an error says the database's disk is full, on either store. */
export function isDiskFull(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && DISK_FULL_CODES.includes(error.code);
}

/**
 * While the disk is full every write fails the same way; a stack trace per request would flood the log
 * (and the disk). One line per burst: the first failure after a quiet minute, with how many the previous
 * burst had.
 */
export class DiskFullLog {
  #lastAt = Number.NEGATIVE_INFINITY;
  #inBurst = 0;

  report(now = Date.now()): void {
    if (now - this.#lastAt > BURST_QUIET_MS) {
      const previous = this.#inBurst > 0 ? ` (the previous burst failed ${this.#inBurst} writes)` : "";
      console.error(`The disk is full: writes are failing and answered 503 until space is freed${previous}`);
      this.#inBurst = 0;
    }
    this.#inBurst += 1;
    this.#lastAt = now;
  }
}
