import type { Context } from "hono";
import { ownRow } from "../auth/guards";
import type { StaffWriteAnswer, StaffWriteCommand } from "../db/postgres/staff-writes";
import type { AppEnv } from "../env";
import { idempotencyKeyOf, requestHashOf } from "../idempotency";

/**
 * What a staff write in one round trip on PostgreSQL (api/db/postgres/staff-writes.ts) takes from its
 * request: the key scoped to the user, as idempotentWrite scopes it, and the route's own 404/403 for `missing`.
 */
export async function oneTripCommand(c: Context<AppEnv>, missing: string): Promise<StaffWriteCommand> {
  const user = c.get("user");
  const key = idempotencyKeyOf(c);
  const requestHash = requestHashOf(c, await c.req.text());
  return {
    idempotency: key === undefined ? null : { scope: user.id, key, requestHash },
    restaurantId: user.restaurantId,
    own: (row) => ownRow(user, row, missing),
  };
}

/** The answer as the function stored it with its key, so a replay sends the same text. */
export function sendOneTrip(c: Context<AppEnv>, { status, json }: StaffWriteAnswer): Response {
  if (status === 204) return c.body(null, 204);
  return c.body(json, status === 201 ? 201 : 200, { "Content-Type": "application/json" });
}
