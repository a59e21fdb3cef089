import { randomUUID } from "node:crypto";
import type { Role } from "../../shared/constants";
import type { StaffMember } from "../../shared/schemas/staff";
import type { AuthUser } from "../auth/auth-user";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import type { UserRow } from "./schema";

/** What the API shows of an account: never the password hash. */
export function toSessionUser(row: Pick<UserRow, "id" | "username" | "email" | "role" | "restaurantId" | "isOperator">): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    restaurantId: row.restaurantId,
    homeRestaurantId: row.restaurantId,
    isOperator: row.isOperator === 1,
  };
}

function toStaffMember(row: Pick<UserRow, "id" | "username" | "email" | "role" | "isActive" | "createdAt">): StaffMember {
  return { id: row.id, username: row.username, email: row.email, role: row.role, isActive: row.isActive === 1, createdAt: row.createdAt };
}

/** The account whose username or e-mail is `login` (ignoring case), active or not. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const needle = login.trim().toLowerCase();
  return db
    .selectFrom("users")
    .selectAll()
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

interface NewUser {
  restaurantId: string;
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
}

export async function insertUser(db: Db, user: NewUser): Promise<AuthUser> {
  const at = nowIso();
  const row = { id: randomUUID(), ...user, isOperator: 0, createdAt: at, updatedAt: at };
  await db.insertInto("users").values(row).execute();
  return toSessionUser(row);
}

/** A restaurant's staff, admins first, then by name. */
export async function listStaff(db: Db, restaurantId: string): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "username", "email", "role", "isActive", "createdAt"])
    .where("restaurantId", "=", restaurantId)
    .orderBy((eb) => eb.case().when("role", "=", "admin").then(0).else(1).end())
    .orderBy("username")
    .execute();
  return rows.map(toStaffMember);
}

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  return (await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function setUserActive(db: Db, id: string, isActive: boolean): Promise<StaffMember> {
  const row = await db
    .updateTable("users")
    .set({ isActive: isActive ? 1 : 0, updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStaffMember(row);
}
