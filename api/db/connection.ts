import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect } from "kysely";
import { migrations } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date. synchronous=FULL so an
 * order the server acknowledged survives a power cut; WAL so the kitchen's reads never wait on a write.
 */
export async function openDatabase(path: string): Promise<Db> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  await migrateToLatest(db);
  return db;
}

async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
