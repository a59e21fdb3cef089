import type { OrderListCache, QrAnswerCache } from "./cache/caches";
import { SitePages } from "./cache/site-pages";
import type { Config } from "./config";
import type { Db } from "./db/connection";
import type { OrderStore } from "./db/order-placing";
import type { PgStaffWrites } from "./db/postgres/staff-writes";
import { openStore } from "./db/store-parts";
import type { WriteRunner } from "./db/write-runner";
import { createLimits, type Limits } from "./limits/limits";
import { type Change, ChangeFeed } from "./live/change-feed";
import { StreamRoster } from "./live/stream-roster";
import { LocalPhotoStore, type PhotoStore } from "./photos/store";
import { PrintWorker } from "./printing/worker";
import { PushKeys } from "./push/keys";
import { PushNotices } from "./push/notices";
import { WebPushSender } from "./push/sender";

/** Everything a request may use, built once at start-up (createServices) and set on every request. */
export interface Services {
  db: Db;
  config: Config;
  /** Committed changes, for live screens; only the writer publishes on it. */
  changes: ChangeFeed;
  liveStreams: StreamRoster;
  /** Diners' pages' streams (api/routes/qr-events.ts): an address stands where a staff stream has an account. */
  dinerStreams: StreamRoster;
  /** Aborts when the server begins to shut down, so long-lived answers (event streams) end. */
  shutdown: AbortSignal;
  /** Every write to the database goes through it (api/db/sqlite/writer.ts, or PostgreSQL's); it publishes what each one changed. */
  writer: WriteRunner;
  /** Where diners' orders are placed (the hot write path). */
  orderStore: OrderStore;
  /** PostgreSQL's hottest staff writes in one round trip each (api/db/postgres/staff-writes.ts); null on SQLite. */
  staffWrites: PgStaffWrites | null;
  qrAnswers: QrAnswerCache;
  orderLists: OrderListCache;
  limits: Limits;
  /** Sends queued kitchen tickets to the stations' printers once started (api/printing/worker.ts); stop it before the database closes. */
  printing: PrintWorker;
  /** Uploaded photos' files (api/photos/store.ts). */
  photos: PhotoStore;
  /** The restaurants' websites, kept until a change of theirs (api/cache/site-pages.ts). */
  sitePages: SitePages;
  /** The deployment's VAPID keys (api/push/keys.ts). */
  pushKeys: PushKeys;
  /** Guests' Web Push notices, swept after each commit (api/push/notices.ts); stop it before the database closes. */
  push: PushNotices;
}

interface ServiceOptions {
  db: Db;
  config: Config;
  /** Stands in for the writer's WAL sync (tests that watch when writes become durable). */
  sync?: () => Promise<void>;
  /** Aborted when the process stops: open event streams close so the server can exit. */
  shutdown?: AbortSignal;
}

/**
 * Builds one app's services over `db`'s store (api/db/store-parts.ts); the caller stops `limits`
 * when it is done with them.
 */
export function createServices({ db, config, sync, shutdown = new AbortController().signal }: ServiceOptions): Services {
  const changes = new ChangeFeed();
  const { parts, multiProcess, sharedLimits } = openStore(db, config, changes, sync);
  const { writer, qrAnswers, orderLists } = parts;
  const sitePages = new SitePages(db, qrAnswers);
  const invalidate = (committed: readonly Change[]) => {
    qrAnswers.invalidate(committed);
    orderLists.invalidate(committed);
    sitePages.invalidate(committed);
  };
  // The one path by which caches learn of this process's writes: each group's changes, at its commit, before anyone is answered.
  writer.onCommit(invalidate);
  if (multiProcess) {
    // Other processes' writes arrive on the feed; when some may have been missed, nothing cached holds.
    changes.subscribe((change) => invalidate([change]));
    changes.onMissed(() => {
      qrAnswers.clear();
      orderLists.clear();
      sitePages.clear();
    });
  }
  const pushKeys = new PushKeys(db, writer, config.push);
  const push = new PushNotices(db, writer, new WebPushSender(() => pushKeys.get(), config.push.subject));
  // This process's own commits only: each write is looked at by the one process that made it.
  writer.onCommit((committed) => push.committed(committed));
  return {
    db,
    config,
    changes,
    liveStreams: new StreamRoster({
      perUser: config.liveStreamsPerUser,
      perRestaurant: config.liveStreamsPerRestaurant,
      total: config.liveStreamsTotal,
    }),
    dinerStreams: new StreamRoster({
      perUser: config.dinerStreamsPerAddress,
      perRestaurant: config.dinerStreamsPerRestaurant,
      total: config.dinerStreamsTotal,
    }),
    shutdown,
    ...parts,
    limits: createLimits(config, sharedLimits),
    printing: new PrintWorker(db, writer, changes),
    photos: new LocalPhotoStore(config.photoDir),
    sitePages,
    pushKeys,
    push,
  };
}
