import type { Change, ChangeFeed } from "../../live/change-feed";
import type { Db, Sqlite } from "../connection";
import { lendSqlite, sqliteOf } from "../connection";
import { changesOf, type JobAnswer, type JobOptions, type WriteJob } from "../write-runner";
import { WalSync } from "./wal-sync";

interface Queued {
  job: WriteJob<JobAnswer>;
  checksBeforeWriting: boolean;
  resolve(value: JobAnswer): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: JobAnswer } | { ok: false; error: unknown };

interface WriterOptions {
  /** Where every committed change is published, once durable and before its sender is answered. */
  changes: ChangeFeed;
  /** Makes committed writes durable; a WAL sync on the database's file unless a test watches it. */
  sync?: () => Promise<void>;
}

/** Enough to share one commit widely, small enough that one group never holds the loop for long. */
const MAX_GROUP = 256;

/**
 * The one writer (docs/decisions/040-group-commit-writer.md). Jobs queued while the previous group is
 * being made durable share one transaction: each runs in its own SAVEPOINT (unless it checks before
 * writing), so a job that throws (a 409, a 422) undoes only its own changes; the group commits once,
 * then one WAL sync makes it durable, and only then does any job's promise settle and the next group
 * start. Nothing is acknowledged before it is on disk. What each job reports as `changed` is told to
 * the commit listeners (caches) at the commit and published on the change feed once durable, so no
 * route can forget to (docs/decisions/062-services-object.md).
 *
 * The group holds Kysely's only connection for its whole transaction (`db.connection()`), so no
 * Kysely query or transaction can run in the middle of it, and the raw statements jobs issue on the
 * same handle never land inside someone else's transaction.
 */
export class Writer {
  readonly #db: Db;
  readonly #sqlite: Sqlite;
  readonly #sync: () => Promise<void>;
  readonly #changes: ChangeFeed;
  readonly #statements: Record<"normal" | "full" | "begin" | "commit" | "rollback" | "savepoint" | "release" | "undo", { run(): unknown }>;
  readonly #totalChanges: { get(): unknown };
  #queue: Queued[] = [];
  /** Tasks to run between two groups (the WAL's rewind), ahead of the next group. */
  #between: (() => Promise<void>)[] = [];
  #scheduled = false;
  #running = false;
  /** Told of each group's changes right after it commits (before the sync): caches that must not serve stale rows. */
  readonly #onCommit: ((changes: Change[]) => void)[] = [];

  constructor(db: Db, { changes, sync }: WriterOptions) {
    this.#db = db;
    this.#sqlite = sqliteOf(db);
    this.#changes = changes;
    const wal = new WalSync(this.#sqlite);
    this.#sync = sync ?? (() => wal.sync());
    const prepare = (sql: string) => this.#sqlite.prepare(sql);
    this.#statements = {
      // The group's commit skips SQLite's own fsync; WalSync does it off the event loop instead.
      normal: prepare("PRAGMA synchronous = NORMAL"),
      full: prepare("PRAGMA synchronous = FULL"),
      begin: prepare("BEGIN IMMEDIATE"),
      commit: prepare("COMMIT"),
      rollback: prepare("ROLLBACK"),
      savepoint: prepare("SAVEPOINT job"),
      release: prepare("RELEASE job"),
      undo: prepare("ROLLBACK TO job"),
    };
    this.#totalChanges = prepare("SELECT total_changes()").pluck();
  }

  /** Runs `job` in the next group; resolves with its answer once the group is durable. */
  run<T extends JobAnswer>(job: WriteJob<T>, { checksBeforeWriting = false }: JobOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // The queue holds jobs of every answer type; each promise gets back what its own job answered.
      const settle = (value: JobAnswer) => resolve(value as T);
      this.#queue.push({ job, checksBeforeWriting, resolve: settle, reject });
      this.#schedule();
    });
  }

  /**
   * Runs `task` between two groups, with no transaction open, and starts no group until it ends: the
   * checkpointer rewinds the WAL this way (api/db/sqlite/checkpointer.ts). Jobs queued meanwhile wait and then
   * share the next group. `task` must not wait for a write of its own. Resolves once it has ended.
   */
  between(task: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve) => {
      this.#between.push(async () => {
        try {
          await task();
        } catch (error) {
          console.error("A task between write groups failed", error);
        } finally {
          resolve();
        }
      });
      this.#schedule();
    });
  }

  /** Calls `listener` with what each group changed, right after its commit, before anyone is answered. */
  onCommit(listener: (changes: Change[]) => void): void {
    this.#onCommit.push(listener);
  }

  #schedule(): void {
    if (this.#scheduled || this.#running) return;
    this.#scheduled = true;
    // setImmediate lets every request read in this turn of the loop join the group.
    setImmediate(() => {
      this.#scheduled = false;
      void this.#runGroup();
    });
  }

  async #runGroup(): Promise<void> {
    const task = this.#between.shift();
    const group = task ? [] : this.#queue.splice(0, MAX_GROUP);
    if (!task && group.length === 0) return;
    this.#running = true;
    try {
      await (task ? task() : this.#commitDurably(group));
    } finally {
      // Jobs that arrived meanwhile form the next group: while the disk is busy, groups grow instead of multiplying.
      this.#running = false;
      if (this.#queue.length > 0 || this.#between.length > 0) this.#schedule();
    }
  }

  async #commitDurably(group: Queued[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.#db.connection().execute((db) => {
        // Jobs may run prepared statements of their own on the handle they hold (api/db/staff-orders.ts).
        lendSqlite(db, this.#sqlite);
        return this.#commit(db, group);
      });
    } catch (error) {
      outcomes = group.map(() => ({ ok: false, error }));
    }
    const changes = outcomes.flatMap((outcome) => (outcome.ok ? changesOf(outcome.value.changed) : []));
    for (const listener of changes.length > 0 ? this.#onCommit : []) {
      try {
        listener(changes);
      } catch (error) {
        // The group is committed: a broken listener must not leave its senders without an answer.
        console.error("A commit listener failed", error);
      }
    }
    try {
      await this.#sync();
    } catch (error) {
      // The commit may or may not have reached the disk: nobody gets an answer that could be false.
      for (const queued of group) queued.reject(error);
      return;
    }
    for (const change of changes) this.#changes.publish(change);
    group.forEach((queued, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) queued.resolve(outcome.value);
      else queued.reject(outcome?.error);
    });
  }

  /** One transaction for the group; throws only when the whole group is lost. */
  async #commit(db: Db, group: Queued[]): Promise<Outcome[]> {
    const s = this.#statements;
    s.normal.run();
    try {
      try {
        return await this.#runJobs(db, group, false);
      } catch (error) {
        if (!(error instanceof WroteThenFailed)) throw error;
        s.rollback.run();
        return await this.#runJobs(db, group, true);
      }
    } catch (error) {
      if (this.#sqlite.inTransaction) s.rollback.run();
      throw error;
    } finally {
      s.full.run();
    }
  }

  /** Runs every job of the group in one transaction and commits it. */
  async #runJobs(db: Db, group: Queued[], savepointEach: boolean): Promise<Outcome[]> {
    const s = this.#statements;
    s.begin.run();
    const outcomes: Outcome[] = [];
    for (const { job, checksBeforeWriting } of group) {
      const savepoint = savepointEach || !checksBeforeWriting;
      const changesBefore = savepoint ? null : this.#totalChanges.get();
      if (savepoint) s.savepoint.run();
      try {
        const answer = job(db);
        // Synchronous jobs (the order path) never yield, so the group holds the loop only briefly.
        const value = answer instanceof Promise ? await answer : answer;
        if (savepoint) s.release.run();
        outcomes.push({ ok: true, value });
      } catch (error) {
        // SQLite ends the transaction itself after some errors (disk full): then the group is lost.
        if (!this.#sqlite.inTransaction) throw error;
        if (savepoint) {
          s.undo.run();
          s.release.run();
        } else if (this.#totalChanges.get() !== changesBefore) {
          throw new WroteThenFailed();
        }
        outcomes.push({ ok: false, error });
      }
    }
    s.commit.run();
    return outcomes;
  }
}

/** A job without a savepoint threw after writing: only running the group again can undo it alone. */
class WroteThenFailed extends Error {}
