import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { CamelCasePlugin, Kysely, Migrator, type SqliteDatabase, SqliteDialect } from "kysely";
import { migrations } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;
export type Sqlite = BetterSqlite3.Database;

const handles = new WeakMap<Db, Sqlite>();

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date. synchronous=FULL so a
 * write acknowledged outside the group writer survives a power cut (the writer makes its own groups
 * durable with one WAL sync each, api/db/sqlite/writer.ts); WAL so the kitchen's reads never wait on a write.
 */
export async function openDatabase(path: string): Promise<Db> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("temp_store = MEMORY");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  handles.set(db, sqlite);
  await migrateToLatest(db);
  return db;
}

/**
 * The better-sqlite3 handle under a database opened here, for the prepared statements of the hot paths.
 * It is Kysely's one connection: use it only while holding that connection (`db.connection().execute`),
 * or a statement could land inside a Kysely transaction that is waiting on an await.
 */
export function sqliteOf(db: Db): Sqlite {
  const sqlite = handles.get(db);
  if (!sqlite) throw new Error("this database was not opened by openDatabase");
  return sqlite;
}

/** Kyselys bound to the connection a writer group holds: statements on them run inside that group. */
const held = new WeakSet<Db>();

/** Lets `sqliteOf` answer for a Kysely bound to the held connection (the writer's jobs), as for the database it came from. */
export function lendSqlite(bound: Db, sqlite: Sqlite): void {
  handles.set(bound, sqlite);
  held.add(bound);
}

/**
 * The handle a statement may run on right now without waiting for Kysely's connection, or null
 * (PostgreSQL, or it must wait): a writer's job holds the connection, so its statements run inside its
 * group; anyone else may read while no transaction is open, and then sees what it would after waiting.
 */
export function sqliteNow(db: Db, readonly: boolean): Sqlite | null {
  const sqlite = handles.get(db);
  if (!sqlite) return null;
  return held.has(db) || (readonly && !sqlite.inTransaction) ? sqlite : null;
}

/** Distinct query texts kept prepared; past this many (long IN lists, say) the cache starts again. */
const MAX_STATEMENTS = 1_000;

/**
 * Kysely prepares every query again on each call; here the same SQL text gets the same prepared
 * statement back. Safe because Kysely never streams our queries (a statement being iterated is busy).
 */
function withStatementCache(sqlite: Sqlite): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Runs every migration not yet run (PostgreSQL runs it under an advisory lock: api/db/postgres/connection.ts). */
export async function migrateToLatest(db: Db): Promise<void> {
  // Migrations are numbered by area (002 tenancy, 003 performance, 004 sync) and may land in any order:
  // a database that already ran 003 still runs a 002 that arrives later, instead of refusing to start.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
