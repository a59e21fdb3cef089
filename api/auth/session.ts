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

/** Starts a new session (a fresh id at every login) and returns the token for the cookie. */
export async function createSession(db: Db, userId: string, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  // Each sign-in sweeps the user's expired sessions, so the table does not grow without bound.
  await db.deleteFrom("sessions").where("userId", "=", userId).where("expiresAt", "<=", nowIso()).execute();
  await db
    .insertInto("sessions")
    .values({ id: tokenHash(token), userId, createdAt: nowIso(), expiresAt: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

/** Every staff request asks this first, so it is built and compiled once. */
const sessionUserByTokenHash = preparedQuery((db, { tokenHash }: { tokenHash: string }) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select([
      "users.id",
      "users.username",
      "users.email",
      "users.role",
      "users.restaurantId",
      "users.isOperator",
      "users.isActive",
      "sessions.expiresAt",
    ])
    .where("sessions.id", "=", tokenHash),
);

/** The active user behind a token, or null when the session is unknown, expired or the user inactive. */
export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await sessionUserByTokenHash(db, { tokenHash: tokenHash(token) });
  if (!row?.isActive || row.expiresAt <= nowIso()) return null;
  return toSessionUser(row);
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", tokenHash(token)).execute();
}

/** Signs an account out everywhere at once (it was deactivated). */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("userId", "=", userId).execute();
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
