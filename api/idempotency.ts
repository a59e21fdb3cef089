import { hash } from "node:crypto";
import type { Context } from "hono";
import type { Insertable } from "kysely";
import * as z from "zod/mini";
import { nowIso } from "./clock";
import type { Db } from "./db/connection";
import { preparedQuery } from "./db/prepared-query";
import type { IdempotencyKeysTable } from "./db/schema";
import type { JobOptions } from "./db/write-runner";
import type { AppEnv } from "./env";
import { badRequest, conflict, keyReusedForAnotherRequest } from "./errors";
import type { Change } from "./live/change-feed";

const WRITE_STATUSES = [200, 201, 204] as const;

interface WriteResult {
  status: (typeof WRITE_STATUSES)[number];
  body: unknown;
  /** What the write changed; the writer publishes it once the transaction is durable. */
  changed?: Change | readonly Change[];
}

const idempotencyKey = z.uuid();

/** The scope of a diner's order keys: the table's QR code, since diners have no account. */
export const qrScope = (qrCode: string) => `qr:${qrCode}`;

/** Whether a request with this key would be a replay of a stored answer (so no rate limit counts it). */
export async function isStoredReplay(db: Db, scope: string, key: string): Promise<boolean> {
  if (!idempotencyKey.safeParse(key).success) return false;
  const row = await db.selectFrom("idempotencyKeys").select("key").where("scope", "=", scope).where("key", "=", key).executeTakeFirst();
  return row !== undefined;
}

/** The request's `Idempotency-Key`: undefined when absent, a 400 when it is not a uuid. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header("Idempotency-Key");
  if (key !== undefined && !idempotencyKey.safeParse(key).success) throw badRequest("Idempotency-Key must be a uuid");
  return key;
}

/** What a key is bound to: the same key with another method, path or body is a different request. */
export function requestHashOf(c: Context, body: string): string {
  return hash("sha256", `${c.req.method} ${c.req.path}\n${body}`, "base64url");
}

// Every staff write runs these two, so they are built and compiled once.
const storedAnswer = preparedQuery((db, { scope, key }: { scope: string; key: string }) =>
  db.selectFrom("idempotencyKeys").select(["requestHash", "statusCode", "responseBody"]).where("scope", "=", scope).where("key", "=", key),
);
const storeAnswer = preparedQuery(
  (db, { scope, key, requestHash, statusCode, responseBody, createdAt }: Insertable<IdempotencyKeysTable>) =>
    db.insertInto("idempotencyKeys").values({ scope, key, requestHash, statusCode, responseBody, createdAt }),
);

/**
 * Runs a write in the group writer (one transaction per group, answered once durable:
 * api/db/sqlite/writer.ts) and, when the request carries an `Idempotency-Key`, stores the answer with it in
 * the same job: a replay gets the first answer and changes nothing; the same key with a different
 * request is 422. `scope` keeps one sender's keys apart from another's. What a fresh write reports as
 * `changed` the writer publishes once the write is durable. `options` as for `Writer.run`:
 * a write that refuses before its first write may skip its savepoint.
 */
export async function idempotentWrite(
  c: Context<AppEnv>,
  scope: string,
  write: (db: Db) => Promise<WriteResult>,
  options?: JobOptions,
): Promise<Response> {
  const key = idempotencyKeyOf(c);
  const requestHash = requestHashOf(c, await c.req.text());

  const result = await c.get("services").writer.run(async (db): Promise<WriteResult> => {
    if (key === undefined) return write(db);
    const [earlier] = await storedAnswer(db, { scope, key });
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw keyReusedForAnotherRequest();
      const status = WRITE_STATUSES.find((known) => known === earlier.statusCode) ?? 200;
      // No `changed`: a replay changed nothing, so nothing is published.
      return { status, body: JSON.parse(earlier.responseBody) } satisfies WriteResult;
    }
    const fresh = await write(db);
    await storeAnswer(db, {
      scope,
      key,
      requestHash,
      statusCode: fresh.status,
      responseBody: JSON.stringify(fresh.body ?? null),
      createdAt: nowIso(),
    });
    return fresh;
  }, options);

  return result.status === 204 ? c.body(null, 204) : c.json(result.body, result.status);
}

/** The 409 of a client-made id another restaurant's row already has. */
export const idTaken = (noun: string) => conflict(`This id is already used by another ${noun}`);

/**
 * Creates take an optional client-made id so an outbox can resend them. An id seen before answers the
 * stored row with 200 (first write wins); an id that belongs to another restaurant is a 409.
 */
export function replayOfCreate(existing: { restaurantId: string } | null, restaurantId: string, noun: string): WriteResult | null {
  if (!existing) return null;
  if (existing.restaurantId !== restaurantId) throw idTaken(noun);
  return { status: 200, body: existing };
}
