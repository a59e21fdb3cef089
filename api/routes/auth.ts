import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import * as z from "zod/mini";
import { DEFAULT_ROLE } from "../../shared/constants";
import { invitationToken, loginInput, type RegisterInput, registerInput } from "../../shared/schemas/auth";
import type { InvitationPreview } from "../../shared/schemas/staff";
import { requireStaff } from "../auth/guards";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import { clearSessionCookie, createSession, deleteSession, readSessionToken, setSessionCookie } from "../auth/session";
import { tokenHash } from "../auth/tokens";
import { nowIso } from "../clock";
import type { Db } from "../db/connection";
import { consumeInvitation, findInvitationByTokenHash, type InvitationWithRestaurant } from "../db/invitations";
import { freeSlugFor, insertRestaurant, isRestaurantActive, isSlugOrDomainTaken, isSlugTaken, SLUG_TAKEN } from "../db/restaurants";
import { violatedUniqueIndex } from "../db/unique-violation";
import { findTakenField, findUserByLogin, insertUser, toSessionUser } from "../db/users";
import type { AppEnv, AuthUser } from "../env";
import { conflict, forbidden, unauthorized } from "../errors";
import { beginRegistration, beginSignIn, hashWithinLimits } from "../middleware/rate-limit";
import { jsonBody, pathParams } from "../validate";

const LOGIN_FAILED = "Invalid username, password or role";
/** Said only after the right password: naming the restaurant's state then reveals nothing to a guesser. */
export const RESTAURANT_DEACTIVATED = "This restaurant has been deactivated. Contact the platform operator to reactivate it.";
const TAKEN_MESSAGES = {
  username: "That username is already taken",
  email: "An account with this email already exists",
} as const;
const INVITATION_MESSAGES = {
  unknown: "This invitation link is not valid. Ask your restaurant's admin for a new one.",
  used: "This invitation link has already been used. Ask your restaurant's admin for a new one.",
  expired: "This invitation link has expired. Ask your restaurant's admin for a new one.",
  creatorGone: "The person who made this invitation link no longer works here. Ask your restaurant's admin for a new one.",
} as const;

/** The violated unique index names the field; ours are users_username_unique and users_email_unique. */
function takenFieldOf(error: unknown): "username" | "email" | null {
  const index = violatedUniqueIndex(error);
  if (index === null) return null;
  return index.includes("email") ? "email" : "username";
}

/** Deletes a session and ends the event streams it opened, at once rather than at their next heartbeat. */
async function endSession(c: Context<AppEnv>, token: string): Promise<void> {
  await deleteSession(c.get("services").db, token);
  c.get("services").liveStreams.endSession(tokenHash(token));
}

/** The invitation behind a link, when it can still be used; else a 403 saying why not. */
async function usableInvitation(db: Db, token: string): Promise<InvitationWithRestaurant> {
  const invitation = await findInvitationByTokenHash(db, tokenHash(token));
  if (!invitation) throw forbidden(INVITATION_MESSAGES.unknown);
  if (invitation.usedAt !== null) throw forbidden(INVITATION_MESSAGES.used);
  if (invitation.expiresAt <= nowIso()) throw forbidden(INVITATION_MESSAGES.expired);
  if (!invitation.creatorActive) throw forbidden(INVITATION_MESSAGES.creatorGone);
  if (!invitation.restaurantActive) throw forbidden(RESTAURANT_DEACTIVATED);
  return invitation;
}

/**
 * Creates the account in one transaction: with an invitation, in its restaurant with its role, using the
 * invitation up (of two racing sign-ups one wins, the other gets a 403); without one, as the admin of
 * a new, empty restaurant.
 */
async function createAccount(db: Db, input: RegisterInput, passwordHash: string): Promise<AuthUser> {
  const { username, email } = input;
  return db.transaction().execute(async (trx) => {
    if (input.invite !== undefined) {
      const invitation = await usableInvitation(trx, input.invite);
      const user = await insertUser(trx, { restaurantId: invitation.restaurantId, username, email, passwordHash, role: invitation.role });
      if (!(await consumeInvitation(trx, invitation.id, user.id))) throw forbidden(INVITATION_MESSAGES.used);
      return user;
    }
    // The shared schema already refused a waiter or chef without an invitation, and a missing name.
    const name = input.restaurantName ?? "";
    const slug = input.slug ?? (await freeSlugFor(trx, name));
    const restaurant = await insertRestaurant(trx, { id: randomUUID(), name, email, slug });
    return insertUser(trx, { restaurantId: restaurant.id, username, email, passwordHash, role: DEFAULT_ROLE });
  });
}

export const authRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    // Parsed before any budget is touched: a 60 KB name is a 400 and never becomes a limiter key.
    const { emailOrUsername, password, role } = await jsonBody(c, loginInput);
    const { db, config } = c.get("services");
    const user = await findUserByLogin(db, emailOrUsername);
    // An account's username and e-mail share one budget: both resolve to its id.
    const attempt = await beginSignIn(c, user ? `user:${user.id}` : `name:${emailOrUsername.toLowerCase()}`);
    let passwordOk: boolean;
    try {
      // Unknown accounts still pay for one scrypt run, so response time does not reveal which names exist.
      passwordOk = await hashWithinLimits(c, async () =>
        verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash(c.get("services").config.passwordCost))),
      );
    } catch (error) {
      await attempt.withdrawn();
      throw error;
    }
    if (user?.isActive !== 1 || !passwordOk || user.role !== role) throw unauthorized(LOGIN_FAILED);
    await attempt.succeeded();
    if (!(await isRestaurantActive(db, user.restaurantId))) throw forbidden(RESTAURANT_DEACTIVATED);

    const previous = readSessionToken(c);
    if (previous) await endSession(c, previous);
    const session = await createSession(db, user.id, config);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json(toSessionUser(user), 200);
  })
  .post("/register", async (c) => {
    const input = await jsonBody(c, registerInput);
    const refund = await beginRegistration(c);
    const { db } = c.get("services");
    try {
      // A dead link is refused before any password is hashed; createAccount checks again atomically.
      if (input.invite !== undefined) await usableInvitation(db, input.invite);
      const taken = await findTakenField(db, input.username, input.email);
      if (taken) throw conflict(TAKEN_MESSAGES[taken]);
      if (input.invite === undefined && input.slug !== undefined && (await isSlugTaken(db, input.slug))) throw conflict(SLUG_TAKEN);
      const passwordHash = await hashWithinLimits(c, () => hashPassword(input.password, c.get("services").config.passwordCost));
      return c.json(await createAccount(db, input, passwordHash), 201);
    } catch (error) {
      await refund();
      // Two registrations racing past the check above: the unique index decides, still a 409.
      const field = takenFieldOf(error);
      if (field) throw conflict(TAKEN_MESSAGES[field]);
      if (isSlugOrDomainTaken(error) === "slug") throw conflict(SLUG_TAKEN);
      throw error;
    }
  })
  // Public: the register page shows the role and restaurant an invitation link is for.
  .get("/invitations/:token", async (c) => {
    const { token } = pathParams(c, z.object({ token: invitationToken }));
    const { role, restaurantName, expiresAt } = await usableInvitation(c.get("services").db, token);
    return c.json({ role, restaurantName, expiresAt } satisfies InvitationPreview, 200);
  })
  .post("/logout", async (c) => {
    const token = readSessionToken(c);
    if (token) await endSession(c, token);
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .get("/me", requireStaff, (c) => c.json(c.get("user"), 200));
