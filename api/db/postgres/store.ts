import type { Config } from "../../config";
import { signInSettings } from "../../limits/limits";
import { SharedLimits } from "../../limits/shared-limits";
import type { ChangeFeed } from "../../live/change-feed";
import type { Db } from "../connection";
import { PgOrderLists } from "./order-lists";
import { PgOrderStore } from "./order-store";
import { PgQrAnswers } from "./qr-answers";
import { PgStaffWrites } from "./staff-writes";
import { PgWriter } from "./writer";

/** PostgreSQL's writer, order path, staff writes in one round trip and caches; the writer publishes on `changes`. */
export function pgParts(db: Db, changes: ChangeFeed) {
  const writer = new PgWriter(db, { changes });
  const qrAnswers = new PgQrAnswers(db);
  return {
    writer,
    orderStore: new PgOrderStore(db, qrAnswers, writer),
    staffWrites: new PgStaffWrites(db, writer),
    qrAnswers,
    orderLists: new PgOrderLists(db),
  };
}

/** The budgets every process over this database counts in (api/limits/shared-limits.ts). */
export function pgSharedLimits(db: Db, config: Config): SharedLimits {
  return new SharedLimits(db, signInSettings(config));
}
