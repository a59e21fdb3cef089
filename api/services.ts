import { OrderLists } from "./cache/order-lists";
import { QrAnswers } from "./cache/qr-answers";
import type { Config } from "./config";
import type { Db } from "./db/connection";
import { type OrderStore, SqliteOrderStore } from "./db/order-store";
import { Writer } from "./db/writer";
import { createLimits, type Limits } from "./limits/limits";
import { ChangeFeed } from "./live/change-feed";
import { StreamRoster } from "./live/stream-roster";

/** Everything a request may use, built once at start-up (createServices) and set on every request. */
export interface Services {
  db: Db;
  config: Config;
  /** Committed changes, for live screens; only the writer publishes on it. */
  changes: ChangeFeed;
  liveStreams: StreamRoster;
  /** Aborts when the server begins to shut down, so long-lived answers (event streams) end. */
  shutdown: AbortSignal;
  /** Every write to the database goes through it (api/db/writer.ts); it publishes what each one changed. */
  writer: Writer;
  /** Where diners' orders are placed (the hot write path). */
  orderStore: OrderStore;
  qrAnswers: QrAnswers;
  orderLists: OrderLists;
  limits: Limits;
}

export interface ServiceOptions {
  db: Db;
  config: Config;
  /** Stands in for the writer's WAL sync (tests that watch when writes become durable). */
  sync?: () => Promise<void>;
  /** Aborted when the process stops: open event streams close so the server can exit. */
  shutdown?: AbortSignal;
}

/** Builds one app's services; the caller stops `limits` when it is done with them. */
export function createServices({ db, config, sync, shutdown = new AbortController().signal }: ServiceOptions): Services {
  const changes = new ChangeFeed();
  const writer = new Writer(db, { changes, sync });
  const qrAnswers = new QrAnswers(db);
  const orderLists = new OrderLists(db);
  // The one path by which caches learn of writes: each group's changes, at its commit, before anyone is answered.
  writer.onCommit((committed) => {
    qrAnswers.invalidate(committed);
    orderLists.invalidate(committed);
  });
  return {
    db,
    config,
    changes,
    liveStreams: new StreamRoster({
      perUser: config.liveStreamsPerUser,
      perRestaurant: config.liveStreamsPerRestaurant,
      total: config.liveStreamsTotal,
    }),
    shutdown,
    writer,
    orderStore: new SqliteOrderStore(db, writer, qrAnswers),
    qrAnswers,
    orderLists,
    limits: createLimits(config),
  };
}
