import type { OrderListCache, QrAnswerCache } from "../cache/caches";
import { OrderLists } from "../cache/order-lists";
import { QrAnswers } from "../cache/qr-answers";
import type { Db } from "./connection";
import { type OrderStore, SqliteOrderStore } from "./order-store";
import { isPostgresDb } from "./postgres/connection";
import { pgParts } from "./postgres/store";
import type { WriteRunner } from "./write-runner";
import { Writer } from "./writer";

/**
 * Where the two stores differ: the writer, the order path and the hot cached reads. Everything else
 * (every other route, written with Kysely) runs unchanged on either. PostgreSQL's are in
 * api/db/postgres/store.ts.
 */
export interface StoreParts {
  writer: WriteRunner;
  orders: OrderStore;
  qrAnswers: QrAnswerCache;
  orderLists: OrderListCache;
}

/** SQLite's: the group-commit writer, the order store on its prepared statements, caches read under the one connection. */
export function sqliteParts(db: Db, writer: Writer): StoreParts {
  const qrAnswers = new QrAnswers(db);
  return { writer, orders: new SqliteOrderStore(db, writer, qrAnswers), qrAnswers, orderLists: new OrderLists(db) };
}

/** The parts of `db`'s store: PostgreSQL's for a database opened by openPostgres, else SQLite's (with `writer`, or a new one). */
export function storePartsOf(db: Db, writer?: Writer): StoreParts {
  return isPostgresDb(db) ? pgParts(db) : sqliteParts(db, writer ?? new Writer(db));
}
