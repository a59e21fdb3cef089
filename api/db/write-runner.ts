import type { Change } from "../live/change-feed";
import type { JobAnswer, JobOptions, WriteJob } from "./sqlite/writer";

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
