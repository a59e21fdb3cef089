import type { Change } from "../live/change-feed";
import type { Db } from "./connection";

/** What a job answers: any object, with what it changed when it changed something (one change per table a move touches). */
export type JobAnswer = object & { changed?: Change | readonly Change[] };

/** A job's changes as a list. */
export function changesOf(changed: Change | readonly Change[] | undefined): readonly Change[] {
  if (changed === undefined) return [];
  return "restaurantId" in changed ? [changed] : changed;
}

/** A write job: runs inside the group's transaction with a Kysely bound to the held connection. */
export type WriteJob<T extends JobAnswer> = (db: Db) => T | Promise<T>;

export interface JobOptions {
  /**
   * The job reads and checks everything before its first write, so when it throws it has written
   * nothing and runs without a savepoint of its own (docs/decisions/045-savepoints-only-when-needed.md).
   * Should it ever throw after writing, the whole group is rolled back and run again with a savepoint
   * for every job: so every job, flagged or not, may run twice and must touch nothing but the database.
   */
  checksBeforeWriting?: boolean;
}

/**
 * What routes need of a store's writer: SQLite's group-commit Writer (api/db/sqlite/writer.ts) or
 * PostgreSQL's one transaction per job (api/db/postgres/writer.ts). A job gets a Kysely bound to its
 * transaction, may run more than once, and its promise settles once the write is durable.
 */
export interface WriteRunner {
  run<T extends JobAnswer>(job: WriteJob<T>, options?: JobOptions): Promise<T>;
  /** Calls `listener` with what each commit changed, before anyone is answered. */
  onCommit(listener: (changes: Change[]) => void): void;
}

/**
 * A conditional write found its row no longer as the job read it (another job changed it since):
 * the job runs again from the start and decides on what is there now
 * (docs/decisions/072-atomic-writes-on-postgresql.md). Only PostgreSQL's writer runs jobs side by
 * side; under SQLite's one writer nothing changes between a job's read and its write.
 */
export class WriteRaced extends Error {
  constructor(what: string) {
    super(`${what} changed while this write was deciding`);
  }
}

/** Throws WriteRaced unless the conditional write changed exactly one row. */
export function expectOneRow(changed: bigint | number, what: string): void {
  if (Number(changed) !== 1) throw new WriteRaced(what);
}
