import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { nowIso } from "../clock";
import type { Db } from "../db/connection";
import type { AuthUser } from "../env";
import { isHttpsRequest } from "../https";

export const SESSION_COOKIE = "rasoi_session";

const tokenId = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Starts a new session (a fresh id at every login) and returns the token for the cookie. */
export async function createSession(db: Db, userId: string, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlMs);
  // Each sign-in sweeps the user's expired sessions, so the table does not grow without bound.
  await db.deleteFrom("sessions").where("userId", "=", userId).where("expiresAt", "<=", nowIso()).execute();
  await db
    .insertInto("sessions")
    .values({ id: tokenId(token), userId, createdAt: nowIso(), expiresAt: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

/** The active user behind a token, or null when the session is unknown, expired or the user inactive. */
export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select(["users.id", "users.username", "users.email", "users.role", "users.restaurantId", "users.isActive", "sessions.expiresAt"])
    .where("sessions.id", "=", tokenId(token))
    .executeTakeFirst();
  if (!row?.isActive || row.expiresAt <= nowIso()) return null;
  return { id: row.id, username: row.username, email: row.email, role: row.role, restaurantId: row.restaurantId };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", tokenId(token)).execute();
}

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttpsRequest(c),
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttpsRequest(c) });
}
