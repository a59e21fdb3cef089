import { NoResultError } from "kysely";
import { serviceUnavailable } from "../../errors";
import type { Change, ChangeFeed } from "../../live/change-feed";
import type { Db } from "../connection";
import { changesOf, type JobAnswer, type WriteJob, WriteRaced, type WriteRunner } from "../write-runner";
import { isRetryable } from "./connection";

/** Runs of one job before it is answered 503: enough for a dozen devices paying one bill at the same moment. */
const MAX_ATTEMPTS = 12;
/** The longest pause before a run again; each pause is a random part of it, so racing jobs spread out. */
const MAX_BACKOFF_MS = 50;

/**
 * PostgreSQL's writer: each job is its own transaction on a pooled connection, so writes from many
 * requests (and processes) commit side by side, and PostgreSQL groups their WAL flushes itself.
 * Jobs read, decide and write (is the bill still due, is the call still open), so every write that
 * depends on what the job read is conditional on it still being so (a bill's paid amount, a status):
 * when another job changed it in between, the write changes no row and throws WriteRaced
 * (docs/decisions/072-atomic-writes-on-postgresql.md). That job, or one whose insert the unique key
 * behind its check refused (23505), or a deadlock (40P01), or a row it updates gone meanwhile
 * (NoResultError), runs again from the start after a short random pause, and now decides on what is
 * there: a 409 "Only ₹… is due", an unchanged status, the open bill, a 404. After 12 runs it is a 503.
 * Durable at commit (synchronous_commit on), so what a job changed is told to the commit listeners
 * (caches) and published on the feed (and so to the other processes) right after its commit, before
 * its sender is answered, as SQLite's writer does.
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
    const answer = await runAgainWhenRaced(() => this.#db.transaction().execute(async (trx) => job(trx)));
    for (const change of changesOf(answer.changed)) this.committed(change);
    return answer;
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

/**
 * Runs `transaction` (one job's transaction, or one statement that is its own) again from the start
 * while it loses a race as the class comment tells, after a short random pause; 503 after 12 runs.
 */
export async function runAgainWhenRaced<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!(isRetryable(error) || error instanceof WriteRaced || error instanceof NoResultError)) throw error;
      // Nothing was written: the client's outbox sends it again a moment later.
      if (attempt >= MAX_ATTEMPTS) throw serviceUnavailable("The server is busy. Please try again.", 1);
      await pause(Math.random() * Math.min(MAX_BACKOFF_MS, 2 ** attempt));
    }
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
