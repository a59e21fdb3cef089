import type { DinerMenuItem } from "../../shared/schemas/qr";
import type { Db } from "../db/connection";
import type { Change } from "../live/change-feed";
import type { CachedAnswer } from "./cached-answer";
import type { QrPlace } from "./qr-answers";

/** The diner's cached QR answers: SQLite's QrAnswers (api/db/sqlite/) or PostgreSQL's PgQrAnswers (api/db/postgres/). */
export interface QrAnswerCache {
  peek(qrCode: string): QrPlace | undefined;
  get(qrCode: string): Promise<QrPlace | null>;
  /** The place as a writer's job sees it, read on the job's connection (`trx`). */
  placeInJob(qrCode: string, trx: Db): QrPlace | null | Promise<QrPlace | null>;
  /** A restaurant's diner menu, the very one its tables' answers hold (the website reads it too: one copy). */
  menuOf(restaurantId: string): Promise<DinerMenuItem[]>;
  invalidate(changes: readonly Change[]): void;
  /** Drops everything (changes may have been missed). */
  clear(): void;
}

/** The kitchen's cached order lists: SQLite's OrderLists (api/db/sqlite/) or PostgreSQL's PgOrderLists (api/db/postgres/). */
export interface OrderListCache {
  get(restaurantId: string): Promise<CachedAnswer>;
  invalidate(changes: readonly Change[]): void;
  clear(): void;
}
