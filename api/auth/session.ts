import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { nowIso } from "../clock";
import type { Db } from "../db/connection";
import { preparedQuery } from "../db/prepared-query";
import { toSessionUser } from "../db/users";
import type { AppEnv, AuthUser } from "../env";
import { isHttpsRequest } from "../https";
import { newToken, tokenHash } from "./tokens";

export const SESSION_COOKIE = "rasoi_session";
const MINUTE_MS = 60_000;

/** How long a session lives at most, and unused. */
interface SessionLimits {
  sessionTtlMs: number;
  sessionIdleMs: number;
}

/**
 * When a session begun at `createdAt` and used at `now` ends: after the idle period, never past its
 * whole lifetime. Stored as `expiresAt`, so every check and the housekeeping sweep read one column.
 */
function deadline(createdAt: string, now: number, { sessionTtlMs, sessionIdleMs }: SessionLimits): string {
  return new Date(Math.min(Date.parse(createdAt) + sessionTtlMs, now + sessionIdleMs)).toISOString();
}

/**
 * Starts a new session (a fresh id at every login) and returns the token for the cookie. The cookie
 * lasts the whole lifetime; the server ends the session sooner when it goes unused.
 */
export async function createSession(
  db: Db,
  userId: string,
  limits: SessionLimits,
  /** Another outlet the user owns, to work in as its admin (docs/decisions/108-owner-switches-outlet.md); null for their own restaurant. */
  outletId: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const createdAt = nowIso();
  const expiresAt = new Date(Date.parse(createdAt) + limits.sessionTtlMs);
  // Each sign-in sweeps the user's expired sessions, so the table does not grow without bound.
  await db.deleteFrom("sessions").where("userId", "=", userId).where("expiresAt", "<=", nowIso()).execute();
  await db
    .insertInto("sessions")
    .values({
      id: tokenHash(token),
      userId,
      createdAt,
      expiresAt: deadline(createdAt, Date.parse(createdAt), limits),
      restaurantId: outletId,
    })
    .execute();
  return { token, expiresAt };
}

/** Every staff request asks this first, so it is built and compiled once. */
const sessionUserByTokenHash = preparedQuery((db, { tokenHash }: { tokenHash: string }) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .innerJoin("restaurants", "restaurants.id", "users.restaurantId")
    .leftJoin("restaurants as outlet", "outlet.id", "sessions.restaurantId")
    .select([
      "users.id",
      "users.username",
      "users.email",
      "users.role",
      "users.restaurantId",
      "users.isOperator",
      "users.isActive",
      "restaurants.isActive as restaurantIsActive",
      "sessions.createdAt",
      "sessions.expiresAt",
      "sessions.restaurantId as outletId",
      "outlet.isActive as outletIsActive",
      "outlet.ownerUserId as outletOwnerId",
    ])
    .where("sessions.id", "=", tokenHash),
);

interface LiveSession {
  user: AuthUser;
  /** The token's hash: the session's id in the database and the stream roster. */
  id: string;
  createdAt: string;
  expiresAt: string;
}

/** The live session behind a token, or null when it is unknown, expired, or its user or restaurant inactive. Reads only. */
export async function findSession(db: Db, token: string): Promise<LiveSession | null> {
  const id = tokenHash(token);
  const [row] = await sessionUserByTokenHash(db, { tokenHash: id });
  // The restaurant too: a sign-in that raced its deactivation must not leave a working session.
  if (!row?.isActive || !row.restaurantIsActive || row.expiresAt <= nowIso()) return null;
  const user = toSessionUser(row);
  if (row.outletId === null) return { user, id, createdAt: row.createdAt, expiresAt: row.expiresAt };
  // An owner's session in another outlet lasts only while they still own it and it is active (checked on every request).
  if (row.outletIsActive !== 1 || row.outletOwnerId !== user.id) return null;
  return { user: { ...user, restaurantId: row.outletId, role: "admin" }, id, createdAt: row.createdAt, expiresAt: row.expiresAt };
}

/**
 * A request used the session: its idle deadline moves on. Written at most once per hundredth of the idle
 * period (and per minute), so a busy tablet does not write on every request.
 */
export async function touchSession(db: Db, session: LiveSession, limits: SessionLimits): Promise<void> {
  const next = deadline(session.createdAt, Date.now(), limits);
  if (Date.parse(next) - Date.parse(session.expiresAt) <= Math.min(MINUTE_MS, limits.sessionIdleMs / 100)) return;
  await db.updateTable("sessions").set({ expiresAt: next }).where("id", "=", session.id).execute();
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", tokenHash(token)).execute();
}

/** Signs an account out everywhere at once (it was deactivated). */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("userId", "=", userId).execute();
}

/** Signs every account of a restaurant out everywhere at once (the operator deactivated it), and its owner's sessions acting in it. */
export async function deleteSessionsOfRestaurant(db: Db, restaurantId: string): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("userId", "in", eb.selectFrom("users").select("id").where("restaurantId", "=", restaurantId)),
        eb("restaurantId", "=", restaurantId),
      ]),
    )
    .execute();
}

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttpsRequest(c),
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttpsRequest(c) });
}
