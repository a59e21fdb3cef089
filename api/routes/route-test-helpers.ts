import { randomUUID } from "node:crypto";
import type { App } from "../app";
import type { Db } from "../db/connection";
import type { Database } from "../db/schema";
import { jsonHeaders } from "../test-support";

export interface SendOptions {
  cookie?: string;
  body?: unknown;
  /** An Idempotency-Key to send; a fresh one unless the test passes its own or null for none. */
  key?: string | null;
}

/** One request the way the web client makes it: JSON, same origin, an Idempotency-Key on writes. */
export function send(app: App, method: string, path: string, { cookie, body, key }: SendOptions = {}) {
  const idempotency: Record<string, string> = method === "GET" || key === null ? {} : { "Idempotency-Key": key ?? randomUUID() };
  return app.request(path, {
    method,
    headers: jsonHeaders(cookie, idempotency),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function restaurantIdOf(db: Db, username: string): Promise<string> {
  const user = await db.selectFrom("users").select("restaurantId").where("username", "=", username).executeTakeFirstOrThrow();
  return user.restaurantId;
}
