import { sessionUser, type SessionUser } from "../../../shared/schemas/auth";

/** The login answer is the user (spec §7); a `{ user }` envelope is accepted too. */
export function parseLoginResponse(data: unknown): SessionUser {
  const direct = sessionUser.safeParse(data);
  if (direct.success) return direct.data;
  if (typeof data === "object" && data !== null && "user" in data) return sessionUser.parse(data.user);
  throw new Error("The login answer carried no user");
}
