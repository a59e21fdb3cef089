import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";

/** The statements sent by the code running inside `statementsOf`, in order. */
const counting = new AsyncLocalStorage<string[]>();
let watching = false;

/** What a query call sends: its SQL text, whether given as a string or as a config object. */
function textOf(first: unknown): string {
  if (typeof first === "string") return first;
  if (typeof first === "object" && first !== null && "text" in first && typeof first.text === "string") return first.text;
  return String(first);
}

/**
 * Watches every statement node-postgres sends from this process, the pools' connections included
 * (Kysely's queries, the raw hot paths, BEGIN and COMMIT): test-only, it wraps pg.Client's query once.
 */
function watchStatements(): void {
  if (watching) return;
  watching = true;
  const query: (...args: unknown[]) => unknown = pg.Client.prototype.query;
  const counted = function (this: pg.Client, ...args: unknown[]): unknown {
    counting.getStore()?.push(textOf(args[0]));
    return query.apply(this, args);
  };
  // The wrapper takes and answers what the original does, so every overload still holds.
  pg.Client.prototype.query = counted as typeof pg.Client.prototype.query;
}

/**
 * Runs `task` and answers its result with every statement it sent to PostgreSQL (round trips: one
 * each), however deep in the app they were made: a request's cost in round trips.
 */
export async function statementsOf<T>(task: () => T | Promise<T>): Promise<{ result: T; statements: string[] }> {
  watchStatements();
  const statements: string[] = [];
  const result = await counting.run(statements, async () => task());
  return { result, statements: [...statements] };
}
