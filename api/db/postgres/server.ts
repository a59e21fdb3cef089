import type { Config } from "../../config";
import { createServices, type Services } from "../../services";
import type { Db } from "../connection";
import { openPostgres, poolOf } from "./connection";
import { PgNotices } from "./notices";

export interface PgServer {
  services: Services;
  notices: PgNotices;
  /** Stops the limits and the notices, then closes the pool. */
  close(): Promise<void>;
}

interface PgServerOptions {
  shutdown?: AbortSignal;
  /** Runs once the schema is up to date, still under the migration lock, so once across processes (the demo seed). */
  afterMigrating?: (db: Db) => Promise<unknown>;
}

/**
 * A server process's share of one PostgreSQL (docs/scaling.md): the pool, migrated and seeded once
 * across processes, the services over it, and the notices that carry each process's committed
 * changes to the others' feeds.
 */
export async function openPgServer(config: Config, url: string, { shutdown, afterMigrating }: PgServerOptions = {}): Promise<PgServer> {
  const db = await openPostgres(url, { poolSize: config.databasePoolSize, afterMigrating });
  const services = createServices({ db, config, shutdown });
  const notices = await PgNotices.start(url, poolOf(db), services.changes);
  return {
    services,
    notices,
    async close() {
      services.limits.stop();
      await services.printing.stop();
      await services.push.stop();
      await notices.stop();
      await db.destroy();
    },
  };
}
