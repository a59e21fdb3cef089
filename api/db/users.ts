import { randomUUID } from "node:crypto";
import { nowIso } from "../clock";
import type { AuthUser } from "../env";
import type { Db } from "./connection";
import type { UserRow } from "./schema";

/** What the API shows of an account: never the password hash. */
export function toSessionUser(row: Pick<UserRow, "id" | "username" | "email" | "role" | "restaurantId">): AuthUser {
  return { id: row.id, username: row.username, email: row.email, role: row.role, restaurantId: row.restaurantId };
}

/** The active account whose username or e-mail is `login`, ignoring case. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const needle = login.trim().toLowerCase();
  return db
    .selectFrom("users")
    .selectAll()
    .where("isActive", "=", 1)
    .where((eb) => eb.or([eb(eb.fn("lower", ["username"]), "=", needle), eb(eb.fn("lower", ["email"]), "=", needle)]))
    .executeTakeFirst();
}

/** Which of the two unique fields an existing account already holds, ignoring case. */
export async function findTakenField(db: Db, username: string, email: string): Promise<"username" | "email" | null> {
  const rows = await db
    .selectFrom("users")
    .select(["username", "email"])
    .where((eb) =>
      eb.or([eb(eb.fn("lower", ["username"]), "=", username.toLowerCase()), eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())]),
    )
    .execute();
  if (rows.some((row) => row.username.toLowerCase() === username.toLowerCase())) return "username";
  return rows.length > 0 ? "email" : null;
}

export interface NewUser {
  restaurantId: string;
  username: string;
  email: string;
  passwordHash: string;
  role: string;
}

export async function insertUser(db: Db, user: NewUser): Promise<AuthUser> {
  const at = nowIso();
  const row = { id: randomUUID(), ...user, createdAt: at, updatedAt: at };
  await db.insertInto("users").values(row).execute();
  return toSessionUser(row);
}
