import { type Compilable, type CompiledQuery, createQueryId } from "kysely";
import type { Db } from "./connection";

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
  let prepared: { compiled: CompiledQuery<Row>; sources: Source[] } | undefined;
  return async (db, params) => {
    prepared ??= prepare(db, build);
    const { compiled, sources } = prepared;
    const parameters = sources.map((source) => ("name" in source ? params[source.name] : source.value));
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
    return rows;
  };
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
  return { compiled, sources };
}
