import type { Change, ChangeFeed } from "../../live/change-feed";
import type { Db } from "../connection";
import type { JobAnswer, WriteJob, WriteRunner } from "../write-runner";
import { isRetryable } from "./connection";

/** Runs of one job before its conflict is answered as it is. */
const MAX_ATTEMPTS = 5;

/**
 * PostgreSQL's writer: each job is its own transaction on a pooled connection, so writes from many
 * requests (and processes) commit side by side, and PostgreSQL groups their WAL flushes itself.
 * Jobs read and check before they write; when two race past the same check, the unique key that
 * backs it refuses the second at its insert (or PostgreSQL reports a deadlock), and the job runs
 * again from the start, where its check now sees the first one's row: a replayed Idempotency-Key
 * then answers the stored answer, a taken name its 409. Durable at commit (synchronous_commit on), so
 * what a job changed is told to the commit listeners (caches) and published on the feed (and so to the
 * other processes) right after its commit, before its sender is answered, as SQLite's writer does.
 */
export class PgWriter implements WriteRunner {
  readonly #db: Db;
  readonly #changes: ChangeFeed;
  readonly #onCommit: ((changes: Change[]) => void)[] = [];

  constructor(db: Db, { changes }: { changes: ChangeFeed }) {
    this.#db = db;
    this.#changes = changes;
  }

  async run<T extends JobAnswer>(job: WriteJob<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await this.#db.transaction().execute(async (trx) => job(trx));
        if (answer.changed) this.committed(answer.changed);
        return answer;
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }

  onCommit(listener: (changes: Change[]) => void): void {
    this.#onCommit.push(listener);
  }

  /** Tells the caches and the feed of a change committed outside run() (the diner's order, api/db/postgres/order-store.ts). */
  committed(change: Change): void {
    for (const listener of this.#onCommit) {
      try {
        listener([change]);
      } catch (error) {
        console.error("A commit listener failed", error);
      }
    }
    this.#changes.publish(change);
  }
}
