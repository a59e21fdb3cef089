import type { Context } from "hono";
import { ownRow } from "../auth/guards";
import type { PgStaffWrites, StaffWriteAnswer, StaffWriteCommand } from "../db/postgres/staff-writes";
import type { AppEnv } from "../env";
import { idempotencyKeyOf, requestHashOf } from "../idempotency";

/**
 * What a staff write in one round trip on PostgreSQL (api/db/postgres/staff-writes.ts) takes from its
 * request: the key scoped to the user, as idempotentWrite scopes it, and the route's own 404/403 for `missing`.
 */
async function oneTripCommand(c: Context<AppEnv>, missing: string): Promise<StaffWriteCommand> {
  const user = c.get("user");
  const key = idempotencyKeyOf(c);
  const requestHash = requestHashOf(c, await c.req.text());
  return {
    idempotency: key === undefined ? null : { scope: user.id, key, requestHash },
    restaurantId: user.restaurantId,
    own: (row) => ownRow(user, row, missing),
  };
}

/**
 * This request's staff write in one round trip: PostgreSQL's writer and the command for it, or null on
 * SQLite, whose routes write through idempotentWrite.
 */
export async function oneTripOf(
  c: Context<AppEnv>,
  missing: string,
): Promise<{ writes: PgStaffWrites; command: StaffWriteCommand } | null> {
  const writes = c.get("services").staffWrites;
  return writes ? { writes, command: await oneTripCommand(c, missing) } : null;
}

/** The answer as the function stored it with its key, so a replay sends the same text. */
export function sendOneTrip(c: Context<AppEnv>, { status, json }: StaffWriteAnswer): Response {
  if (status === 204) return c.body(null, 204);
  return c.body(json, status === 201 ? 201 : 200, { "Content-Type": "application/json" });
}
