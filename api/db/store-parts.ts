import type { OrderListCache, QrAnswerCache } from "../cache/caches";
import type { Config } from "../config";
import type { SharedLimits } from "../limits/shared-limits";
import type { ChangeFeed } from "../live/change-feed";
import type { Db } from "./connection";
import type { OrderStore } from "./order-placing";
import { isPostgresDb } from "./postgres/connection";
import type { PgStaffWrites } from "./postgres/staff-writes";
import { pgParts, pgSharedLimits } from "./postgres/store";
import { OrderLists } from "./sqlite/order-lists";
import { SqliteOrderStore } from "./sqlite/order-store";
import { QrAnswers } from "./sqlite/qr-answers";
import { Writer } from "./sqlite/writer";
import type { WriteRunner } from "./write-runner";

/** Where the two stores differ: the writer, the order path and the hot cached reads; every other route runs unchanged on either. */
interface StoreParts {
  writer: WriteRunner;
  orderStore: OrderStore;
  /** PostgreSQL's staff writes in one round trip each; null on SQLite, whose routes run them in its writer. */
  staffWrites: PgStaffWrites | null;
  qrAnswers: QrAnswerCache;
  orderLists: OrderListCache;
}

export interface Store {
  parts: StoreParts;
  /** Other processes write to this database too: their changes arrive on the feed (api/db/postgres/notices.ts). */
  multiProcess: boolean;
  /** The login budgets every process counts in; null where one process holds them in memory. */
  sharedLimits: SharedLimits | null;
}

/** SQLite's: the group-commit writer, the order store on its prepared statements, caches read under the one connection. */
function sqliteParts(db: Db, changes: ChangeFeed, sync?: () => Promise<void>): StoreParts {
  const writer = new Writer(db, { changes, sync });
  const qrAnswers = new QrAnswers(db);
  return { writer, orderStore: new SqliteOrderStore(db, writer, qrAnswers), staffWrites: null, qrAnswers, orderLists: new OrderLists(db) };
}

/** `db`'s store: PostgreSQL's parts for a database opened by openPostgres, else SQLite's; the writer publishes on `changes`. */
export function openStore(db: Db, config: Config, changes: ChangeFeed, sync?: () => Promise<void>): Store {
  if (!isPostgresDb(db)) return { parts: sqliteParts(db, changes, sync), multiProcess: false, sharedLimits: null };
  return { parts: pgParts(db, changes), multiProcess: true, sharedLimits: pgSharedLimits(db, config) };
}
