import { type Kysely, PostgresAdapter } from "kysely";

/** Whether a migration runs on PostgreSQL: the few statements SQLite and PostgreSQL spell differently branch on it. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
