import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { hostname } from "node:os";
import { PostgresAdapter, sql } from "kysely";
import type { PrintKind } from "../../shared/schemas/printing";
import { nowIso } from "../clock";
import type { Db } from "../db/connection";
import { findStation } from "../db/stations";
import type { WriteRunner } from "../db/write-runner";
import type { ChangeFeed } from "../live/change-feed";
import { mayHavePrintJobs } from "./printless-changes";
import { DEFAULT_TIMEOUTS, type SendTimeouts, sendToPrinter } from "./sender";
import { type TicketPayload, ticketEscPos } from "./tickets";

export interface PrintWorkerOptions {
  /** How long a claimed job is this process's; a job claimed by a process that died is retaken after it. */
  leaseMs: number;
  /** The pause after a failed try: `baseMs` doubled per try, at most `maxMs`. */
  backoff: { baseMs: number; maxMs: number };
  /** How often the queue is looked at without being woken (another process's jobs, leases run out). */
  pollMs: number;
  /** Jobs sent at once, to different printers. */
  lanes: number;
  timeouts: SendTimeouts;
}

export const DEFAULT_PRINT_OPTIONS: PrintWorkerOptions = {
  leaseMs: 60_000,
  backoff: { baseMs: 1_000, maxMs: 60_000 },
  pollMs: 5_000,
  lanes: 4,
  timeouts: DEFAULT_TIMEOUTS,
};

interface ClaimedJob {
  id: string;
  restaurantId: string;
  stationId: string;
  kind: PrintKind;
  kotNumber: number | null;
  payload: string;
  attempts: number;
}

function onPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The oldest queued job of each station with a printer (a printer prints in order), found from the
 * stations: jobs of stations without a printer stay queued for good, and a search starting from the
 * queued jobs read every one of them on every wake (docs/scaling.md, CPU per request). `stations s
 * CROSS JOIN print_jobs j` makes SQLite loop over the stations first.
 */
const SENDABLE_FROM = sql`stations s CROSS JOIN print_jobs j`;
const SENDABLE = sql`s.printer_host IS NOT NULL AND s.printer_host <> '' AND s.printer_port IS NOT NULL
  AND j.id = (SELECT e.id FROM print_jobs e WHERE e.station_id = s.id AND e.status = 'queued' ORDER BY e.created_at, e.id LIMIT 1)`;

/** The claim's statement (exported for the test of its plan): leases the oldest sendable job due at `now`. */
export function claimStatement(db: Db, worker: string, leaseMs: number, now: string) {
  const until = new Date(Date.parse(now) + leaseMs).toISOString();
  const lock = onPostgres(db) ? sql`FOR UPDATE OF j SKIP LOCKED` : sql``;
  return sql<ClaimedJob>`UPDATE print_jobs SET claimed_by = ${worker}, claimed_until = ${until}, attempts = attempts + 1
    WHERE id = (SELECT j.id FROM ${SENDABLE_FROM}
      WHERE ${SENDABLE} AND j.next_attempt_at <= ${now} AND (j.claimed_until IS NULL OR j.claimed_until < ${now})
      ORDER BY j.created_at, j.id LIMIT 1 ${lock})
    RETURNING id, restaurant_id AS "restaurantId", station_id AS "stationId", kind, kot_number AS "kotNumber", payload, attempts`;
}

/**
 * Takes one job due now and not leased to anyone, leases it to `worker` and counts the try. On
 * PostgreSQL the candidate row is locked with SKIP LOCKED, so processes claiming at once take
 * different jobs; under SQLite's one writer claims run one after another.
 */
async function claim(db: Db, worker: string, leaseMs: number): Promise<ClaimedJob | null> {
  const { rows } = await claimStatement(db, worker, leaseMs, nowIso()).execute(db);
  return rows[0] ?? null;
}

/** The statement of `nextDue` (exported for the test of its plan). */
export function nextDueStatement() {
  return sql<{ due: string | null }>`SELECT min(CASE WHEN j.claimed_until IS NOT NULL AND j.claimed_until > j.next_attempt_at
      THEN j.claimed_until ELSE j.next_attempt_at END) AS due
    FROM ${SENDABLE_FROM} WHERE ${SENDABLE}`;
}

/** When the next job may be sendable: its next try, or the end of the lease it is under. */
async function nextDue(db: Db): Promise<string | null> {
  const { rows } = await nextDueStatement().execute(db);
  return rows[0]?.due ?? null;
}

/**
 * The print worker of a server process (docs/api.md, Printing): takes queued jobs of stations with a
 * network printer, renders each ticket (api/printing/tickets.ts), sends it (api/printing/sender.ts)
 * and marks it sent; a failure leaves it queued with its error and its next try after a backoff. A
 * job is the unit: claimed by one sender under a lease and marked sent only by the claim's holder, so
 * a retry, a restart or a second process prints it once (docs/decisions/083-print-jobs-in-the-order-transaction.md).
 */
export class PrintWorker {
  readonly #db: Db;
  readonly #writer: WriteRunner;
  /** Whether the claim runs on its own, outside the writer: PostgreSQL's pool, where one statement is its own transaction. */
  readonly #claimAlone: boolean;
  readonly #changes: ChangeFeed;
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  #options = DEFAULT_PRINT_OPTIONS;
  #started = false;
  #lanes = 0;
  /** Claims queued in the writer and not yet begun: each will see every job committed before it begins. */
  #claimsWaiting = 0;
  /** A wake came while a claim of its own ran (PostgreSQL): that claim may have read the queue before the job was there, so it looks again. */
  #wokenMeanwhile = false;
  #lanesDone: Promise<void>[] = [];
  #timer: NodeJS.Timeout | null = null;
  #unsubscribe: (() => void) | null = null;
  /** `settled` with `{ id, sent }` once a try's outcome is recorded: what tests and logs wait on. */
  readonly events = new EventEmitter<{ settled: [{ id: string; sent: boolean }] }>();

  constructor(db: Db, writer: WriteRunner, changes: ChangeFeed) {
    this.#db = db;
    this.#writer = writer;
    this.#claimAlone = onPostgres(db);
    this.#changes = changes;
  }

  /** Starts sending; new orders (from any process, through the change feed) wake it. */
  start(options: Partial<PrintWorkerOptions> = {}): void {
    if (this.#started) return;
    this.#options = { ...DEFAULT_PRINT_OPTIONS, ...options };
    this.#started = true;
    this.#unsubscribe = this.#changes.subscribe((change) => {
      // A change its writer marked as queueing no ticket (a one-trip staff write) needs no look at the queue.
      if (change.topics.includes("orders") && mayHavePrintJobs(change)) this.wake();
    });
    this.wake();
  }

  /**
   * Looks at the queue now (a job was just queued): one more lane, and each lane that finds a job wakes
   * another for the next printer's, so a wake with nothing to send costs one look, not one per lane.
   */
  wake(): void {
    if (!this.#started) return;
    // A group of writes tells of each one: a claim still waiting to begin will find what they queued,
    // and one already running looks again when it finds nothing.
    if (this.#claimsWaiting > 0) {
      this.#wokenMeanwhile = true;
      return;
    }
    if (this.#lanes < this.#options.lanes) {
      this.#lanes += 1;
      const lane = this.#lane().finally(() => {
        this.#lanes -= 1;
        this.#lanesDone = this.#lanesDone.filter((other) => other !== lane);
        if (this.#lanes === 0) void this.#scheduleNext();
      });
      this.#lanesDone.push(lane);
    }
  }

  /** Stops taking jobs and waits for the ones being sent. */
  async stop(): Promise<void> {
    this.#started = false;
    this.#unsubscribe?.();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await Promise.all(this.#lanesDone);
  }

  /** Claims and sends jobs one after another until none is due. */
  async #lane(): Promise<void> {
    while (this.#started) {
      let job: ClaimedJob | null;
      try {
        let begun = false;
        this.#claimsWaiting += 1;
        const begin = () => {
          if (!begun) this.#claimsWaiting -= 1;
          begun = true;
        };
        if (this.#claimAlone) {
          // On PostgreSQL the claim, one statement, is its own transaction: no BEGIN and COMMIT round trips (docs/decisions/115-lines-and-menu-in-one-round-trip.md).
          this.#wokenMeanwhile = false;
          job = await claim(this.#db, this.id, this.#options.leaseMs).finally(begin);
          if (!job && this.#wokenMeanwhile) continue;
        } else {
          job = await this.#writer
            .run(
              async (db) => {
                begin();
                return { job: await claim(db, this.id, this.#options.leaseMs) };
              },
              { checksBeforeWriting: true },
            )
            .then((answer) => answer.job)
            .finally(begin);
        }
      } catch (error) {
        console.error("The print worker could not read its queue", error);
        return;
      }
      if (!job) return;
      this.wake();
      await this.#send(job);
    }
  }

  async #send(job: ClaimedJob): Promise<void> {
    let error: string | null = null;
    try {
      const station = await findStation(this.#db, job.stationId);
      if (!station?.printer) throw new Error("the station has no printer now");
      const restaurant = await this.#db.selectFrom("restaurants").select("name").where("id", "=", job.restaurantId).executeTakeFirst();
      const bytes = ticketEscPos({
        kind: job.kind,
        kotNumber: job.kotNumber,
        payload: JSON.parse(job.payload) as TicketPayload,
        restaurantName: restaurant?.name ?? "",
        stationName: station.name,
        paper: station.printer.paper,
      });
      await sendToPrinter(station.printer, bytes, this.#options.timeouts);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const at = nowIso();
    const { baseMs, maxMs } = this.#options.backoff;
    const retryAt = new Date(Date.now() + Math.min(maxMs, baseMs * 2 ** Math.max(0, job.attempts - 1))).toISOString();
    try {
      // Only the lease's holder settles the job: one whose lease ran out and was retaken is the other sender's now.
      await this.#writer.run(
        async (db) => {
          await db
            .updateTable("printJobs")
            .set(
              error === null
                ? { status: "sent", sentAt: at, claimedBy: null, claimedUntil: null, lastError: null }
                : { nextAttemptAt: retryAt, claimedBy: null, claimedUntil: null, lastError: error },
            )
            .where("id", "=", job.id)
            .where("claimedBy", "=", this.id)
            .execute();
          return {};
        },
        { checksBeforeWriting: true },
      );
    } catch (failure) {
      // The lease runs out and another try sends it: printed again rather than lost.
      console.error("The print worker could not record a job", failure);
      return;
    }
    this.events.emit("settled", { id: job.id, sent: error === null });
  }

  /** Looks again when the next job falls due, and at least every `pollMs`. */
  async #scheduleNext(): Promise<void> {
    if (!this.#started) return;
    let delay = this.#options.pollMs;
    try {
      const due = await nextDue(this.#db);
      if (due !== null) delay = Math.min(delay, Math.max(10, Date.parse(due) - Date.now()));
    } catch (error) {
      console.error("The print worker could not read its queue", error);
    }
    if (!this.#started || this.#lanes > 0) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.wake();
    }, delay);
    this.#timer.unref();
  }
}
