import { Hono } from "hono";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { loginInput, registerInput } from "../../shared/schemas/auth";
import { requireStaff } from "../auth/guards";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import { clearSessionCookie, createSession, deleteSession, readSessionToken, setSessionCookie } from "../auth/session";
import { findTakenField, findUserByLogin, insertUser, toSessionUser } from "../db/users";
import type { AppEnv } from "../env";
import { conflict, unauthorized } from "../errors";
import { loginRateLimit } from "../middleware/rate-limit";
import { jsonBody } from "../validate";

const LOGIN_FAILED = "Invalid username, password or role";
const TAKEN_MESSAGES = {
  username: "That username is already taken",
  email: "An account with this email already exists",
} as const;

/** SQLite names the violated unique index; ours are users_username_unique and users_email_unique. */
function takenFieldOf(error: unknown): "username" | "email" | null {
  if (!(error instanceof Error) || !error.message.includes("UNIQUE constraint failed")) return null;
  return error.message.includes("email") ? "email" : "username";
}

export const authRoutes = new Hono<AppEnv>()
  .post("/login", loginRateLimit, async (c) => {
    const { emailOrUsername, password, role } = await jsonBody(c, loginInput);
    const user = await findUserByLogin(c.var.db, emailOrUsername);
    // Unknown accounts still pay for one scrypt run, so response time does not reveal which names exist.
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !passwordOk || user.role !== role) throw unauthorized(LOGIN_FAILED);

    const previous = readSessionToken(c);
    if (previous) await deleteSession(c.var.db, previous);
    const session = await createSession(c.var.db, user.id, c.var.config.sessionTtlMs);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json(toSessionUser(user), 200);
  })
  .post("/register", async (c) => {
    const input = await jsonBody(c, registerInput);
    const taken = await findTakenField(c.var.db, input.username, input.email);
    if (taken) throw conflict(TAKEN_MESSAGES[taken]);
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await insertUser(c.var.db, {
        restaurantId: DEMO_RESTAURANT_ID,
        username: input.username,
        email: input.email,
        passwordHash,
        role: input.role,
      });
      return c.json(user, 201);
    } catch (error) {
      // Two registrations racing past the check above: the unique index decides, still a 409.
      const field = takenFieldOf(error);
      if (field) throw conflict(TAKEN_MESSAGES[field]);
      throw error;
    }
  })
  .post("/logout", async (c) => {
    const token = readSessionToken(c);
    if (token) await deleteSession(c.var.db, token);
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .get("/me", requireStaff, (c) => c.json(c.var.user, 200));
