import type { Config } from "./config";
import type { Db } from "./db/connection";

interface SweepResult {
  idempotencyKeys: number;
  sessions: number;
  serviceRequests: number;
}

/**
 * How long a diner's call is kept once staff answered it (acknowledged or done). Staff screens show
 * only open and acknowledged calls and nothing reports on them, so a day covers the shift that
 * answered it; an acknowledged call a day old was dealt with and only clutters the floor board.
 */
export const ANSWERED_CALL_KEEP_MS = 24 * 60 * 60_000;

/**
 * Deletes idempotency records older than the configured age, sessions past their expiry and diners'
 * calls answered longer ago than ANSWERED_CALL_KEEP_MS (never an open one). Outboxes resend with the
 * same key, so records must live long enough for a tablet that was off for days; a month is plenty,
 * and beyond it a replay of a create or a status step is still harmless (docs/sync.md).
 */
export async function sweepExpired(db: Db, idempotencyTtlMs: number, now = new Date()): Promise<SweepResult> {
  const oldest = new Date(now.getTime() - idempotencyTtlMs).toISOString();
  const keys = await db.deleteFrom("idempotencyKeys").where("createdAt", "<", oldest).executeTakeFirst();
  const sessions = await db.deleteFrom("sessions").where("expiresAt", "<=", now.toISOString()).executeTakeFirst();
  const answeredBefore = new Date(now.getTime() - ANSWERED_CALL_KEEP_MS).toISOString();
  // No index on the answer times: the table holds about a day of calls once swept, so a scan is cheap.
  const calls = await db
    .deleteFrom("serviceRequests")
    .where((where) =>
      where.or([
        where.and([where("status", "=", "done"), where("doneAt", "<", answeredBefore)]),
        where.and([where("status", "=", "acknowledged"), where("acknowledgedAt", "<", answeredBefore)]),
      ]),
    )
    .executeTakeFirst();
  return {
    idempotencyKeys: Number(keys.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    serviceRequests: Number(calls.numDeletedRows),
  };
}

/** Sweeps once now and then every `intervalMs`; returns the stop function. The timer never keeps the process alive. */
export function startHousekeeping(
  db: Db,
  { idempotencyTtlMs, intervalMs }: Config["housekeeping"],
  /** PostgreSQL's sweeps under an advisory lock, so one process of many sweeps (api/db/postgres/housekeeping.ts). */
  sweepWith: (db: Db, idempotencyTtlMs: number) => Promise<unknown> = sweepExpired,
): () => void {
  const sweep = () => {
    sweepWith(db, idempotencyTtlMs).catch((error: unknown) => console.error("Housekeeping sweep failed", error));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
