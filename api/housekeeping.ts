import type { Config } from "./config";
import type { Db } from "./db/connection";

export interface SweepResult {
  idempotencyKeys: number;
  sessions: number;
}

/**
 * Deletes idempotency records older than the configured age and sessions past their expiry. Outboxes
 * resend with the same key, so records must live long enough for a tablet that was off for days;
 * a month is plenty, and beyond it a replay of a create or a status step is still harmless (docs/sync.md).
 */
export async function sweepExpired(db: Db, idempotencyTtlMs: number, now = new Date()): Promise<SweepResult> {
  const oldest = new Date(now.getTime() - idempotencyTtlMs).toISOString();
  const keys = await db.deleteFrom("idempotencyKeys").where("createdAt", "<", oldest).executeTakeFirst();
  const sessions = await db.deleteFrom("sessions").where("expiresAt", "<=", now.toISOString()).executeTakeFirst();
  return { idempotencyKeys: Number(keys.numDeletedRows), sessions: Number(sessions.numDeletedRows) };
}

/** Sweeps once now and then every `intervalMs`; returns the stop function. The timer never keeps the process alive. */
export function startHousekeeping(
  db: Db,
  { idempotencyTtlMs, intervalMs }: Config["housekeeping"],
  /** PostgreSQL's sweeps under an advisory lock, so one process of many sweeps (api/db/postgres/store.ts). */
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
