import { sql } from "kysely";
import { sweepExpired } from "../../housekeeping";
import type { Db } from "../connection";
import { ADVISORY_CLASS, ADVISORY_LOCKS } from "./connection";

/** One housekeeping sweep, by whichever process takes the lock first; the others skip this round (null). */
export function sweepOnce(db: Db, idempotencyTtlMs: number) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${ADVISORY_CLASS}, ${ADVISORY_LOCKS.housekeeping}) AS locked`.execute(trx);
    return rows[0]?.locked ? sweepExpired(trx, idempotencyTtlMs) : null;
  });
}
