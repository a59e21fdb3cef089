import type { Change } from "../live/change-feed";
import type { JobAnswer, JobOptions, WriteJob } from "./writer";

/**
 * What routes need of a store's writer: SQLite's group-commit Writer (api/db/writer.ts) or
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
