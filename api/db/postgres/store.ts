import { sql } from "kysely";
import type { Config } from "../../config";
import { sweepExpired } from "../../housekeeping";
import { SharedLimits } from "../../limits/shared-limits";
import type { ChangeFeed } from "../../live/change-feed";
import type { Db } from "../connection";
import { ADVISORY_CLASS, ADVISORY_LOCKS } from "./connection";
import { PgOrderLists } from "./order-lists";
import { PgOrderStore } from "./order-store";
import { PgQrAnswers } from "./qr-answers";
import { PgWriter } from "./writer";

/** PostgreSQL's writer, order path and caches; the writer publishes on `changes`. */
export function pgParts(db: Db, changes: ChangeFeed) {
  const writer = new PgWriter(db, { changes });
  const qrAnswers = new PgQrAnswers(db);
  return { writer, orderStore: new PgOrderStore(db, qrAnswers, writer), qrAnswers, orderLists: new PgOrderLists(db) };
}

/** The budgets every process over this database counts in (api/limits/shared-limits.ts). */
export function pgSharedLimits(db: Db, config: Config): SharedLimits {
  const { rateLimit } = config;
  return new SharedLimits(db, {
    perAccount: rateLimit.loginPerAccount,
    perAccountTotal: rateLimit.loginPerAccountTotal,
    perAddress: rateLimit.loginPerAddress,
    knownAddressMs: config.sessionTtlMs,
    maxKeys: rateLimit.maxKeys,
  });
}

/** One housekeeping sweep, by whichever process takes the lock first; the others skip this round (null). */
export function sweepOnce(db: Db, idempotencyTtlMs: number) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${ADVISORY_CLASS}, ${ADVISORY_LOCKS.housekeeping}) AS locked`.execute(trx);
    return rows[0]?.locked ? sweepExpired(trx, idempotencyTtlMs) : null;
  });
}
