import { createHash } from "node:crypto";
import type BetterSqlite3 from "better-sqlite3";
import { CamelCasePlugin, type Compilable, type CompiledQuery, createQueryId } from "kysely";
import { type Db, type Sqlite, sqliteNow } from "./connection";
import { pooledOnly } from "./postgres/connection";

/** What a prepared query's parameters may hold: what SQLite binds. */
type Value = string | number | null;

/** Stands in for a parameter while the query is built; no real value starts with a NUL. */
const MARKER = "\u0000param:";

type Source = { name: string } | { value: unknown };

/**
 * A Kysely query built and compiled once, for the paths every staff request takes: building and
 * compiling a query cost about as much as SQLite running it (docs/scaling.md). Each call binds its
 * values to the compiled SQL and runs it through `db`, so it waits for the connection and gets the
 * plugins' row transform like any other query.
 *
 * `build` must only pass its parameters into the query: it is called once, with stand-ins.
 */
export function preparedQuery<Params extends Record<string, Value>, Row>(
  build: (db: Db, params: Params) => Compilable<Row>,
): (db: Db, params: Params) => Promise<Row[]> {
  let prepared: { compiled: CompiledQuery<Row>; sources: Source[]; name: string } | undefined;
  const onSqlite = new WeakMap<Sqlite, SqliteStatement>();
  return async (db, params) => {
    prepared ??= prepare(db, build);
    const { compiled, sources, name } = prepared;
    const parameters = sources.map((source) => ("name" in source ? params[source.name] : source.value));
    const direct = directStatement(db, compiled.sql, onSqlite);
    // Rows as the CamelCasePlugin would answer them; a statement answering none (an INSERT) answers [].
    if (direct) return direct.run(parameters) as Row[];
    // On PostgreSQL's pool (not inside a transaction), a named statement: each connection parses and plans it once.
    const pool = pooledOnly(db);
    if (pool) return (await pool.query({ name, text: compiled.sql, values: parameters })).rows.map((row) => columnNames.row(row) as Row);
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
    return rows;
  };
}

/** A statement on the SQLite handle itself: its answer's column names, camelCased once. */
interface SqliteStatement {
  statement: BetterSqlite3.Statement<unknown[], unknown[]>;
  keys: string[] | null;
  run(parameters: unknown[]): object[];
}

/** The CamelCasePlugin's own names for the columns (api/db/connection.ts installs it with these options). */
class ColumnNames extends CamelCasePlugin {
  of(column: string): string {
    return this.camelCase(column);
  }

  row(row: Record<string, unknown>): Record<string, unknown> {
    return this.mapRow(row);
  }
}
const columnNames = new ColumnNames();

/**
 * On SQLite, where it may run now (api/db/connection.ts, sqliteNow), the statement run on the handle
 * itself: going through Kysely's executor for a compiled query cost a writer job's every query a
 * round of promises for the connection, a query id and a row transform (docs/decisions/114-prepared-queries-on-the-sqlite-handle.md).
 */
function directStatement(db: Db, sql: string, prepared: WeakMap<Sqlite, SqliteStatement>): SqliteStatement | null {
  const probe = sqliteNow(db, true);
  if (!probe) return null;
  let known = prepared.get(probe);
  if (!known) {
    const statement = probe.prepare<unknown[], unknown[]>(sql);
    const keys = statement.reader
      ? statement
          .raw(true)
          .columns()
          .map((column) => columnNames.of(column.name))
      : null;
    known = {
      statement,
      keys,
      run(parameters) {
        if (!keys) {
          statement.run(...parameters);
          return [];
        }
        return statement.all(...parameters).map((values) => {
          const row: Record<string, unknown> = {};
          keys.forEach((key, index) => {
            row[key] = values[index];
          });
          return row;
        });
      },
    };
    prepared.set(probe, known);
  }
  // A write outside a writer's job waits for the connection as before.
  return sqliteNow(db, known.statement.readonly) ? known : null;
}

function prepare<Params extends Record<string, Value>, Row>(db: Db, build: (db: Db, params: Params) => Compilable<Row>) {
  const used = new Set<string>();
  const standIns = new Proxy(
    {},
    {
      get(_, name) {
        if (typeof name !== "string") return undefined;
        used.add(name);
        return MARKER + name;
      },
    },
  );
  // The proxy answers every name with its stand-in: exactly what `build` reads from Params.
  const compiled = build(db, standIns as Params).compile();
  const sources = compiled.parameters.map(
    (value): Source => (typeof value === "string" && value.startsWith(MARKER) ? { name: value.slice(MARKER.length) } : { value }),
  );
  for (const name of used) {
    if (!sources.some((source) => "name" in source && source.name === name)) {
      throw new Error(`preparedQuery: "${name}" is not bound as a parameter of ${compiled.sql}`);
    }
  }
  // Named by its text, so one name never stands for two statements on a connection.
  return { compiled, sources, name: `rasoi-q-${createHash("sha1").update(compiled.sql).digest("hex").slice(0, 16)}` };
}
