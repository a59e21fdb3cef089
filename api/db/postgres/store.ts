import { sql } from "kysely";
import type { Config } from "../../config";
import { sweepExpired } from "../../housekeeping";
import { SharedLimits } from "../../limits/shared-limits";
import type { ChangeFeed } from "../../live/change-feed";
import type { Db } from "../connection";
import type { StoreParts } from "../store-parts";
import { ADVISORY_CLASS, ADVISORY_LOCKS, openPostgres, poolOf } from "./connection";
import { PgNotices } from "./notices";
import { PgOrderLists } from "./order-lists";
import { PgOrderStore } from "./order-store";
import { PgQrAnswers } from "./qr-answers";
import { PgWriter } from "./writer";

/** PostgreSQL's writer, order path and caches. */
export function pgParts(db: Db): StoreParts {
  const qrAnswers = new PgQrAnswers(db);
  return { writer: new PgWriter(db), orders: new PgOrderStore(db, qrAnswers), qrAnswers, orderLists: new PgOrderLists(db) };
}

export interface PgServer {
  db: Db;
  parts: StoreParts;
  limits: SharedLimits;
  notices: PgNotices;
  /** Everything that touches the database, stopped before the pool is closed. */
  close(): Promise<void>;
}

/**
 * A server process's share of one PostgreSQL: the pool (migrated, and seeded by `afterMigrating`, once
 * across processes), the store's parts, the limits every process counts in, and the notices that carry
 * each process's committed changes to the others' feeds.
 */
export async function openPgServer(
  config: Config,
  url: string,
  changes: ChangeFeed,
  afterMigrating?: (db: Db) => Promise<unknown>,
): Promise<PgServer> {
  const db = await openPostgres(url, { poolSize: config.databasePoolSize, afterMigrating });
  const notices = await PgNotices.start(url, poolOf(db), changes);
  const { rateLimit } = config;
  const limits = new SharedLimits(db, {
    perAccount: rateLimit.loginPerAccount,
    perAccountTotal: rateLimit.loginPerAccountTotal,
    perAddress: rateLimit.loginPerAddress,
    knownAddressMs: config.sessionTtlMs,
    maxKeys: rateLimit.maxKeys,
  });
  return {
    db,
    parts: pgParts(db),
    limits,
    notices,
    async close() {
      await notices.stop();
      await db.destroy();
    },
  };
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
