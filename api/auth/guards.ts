import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Role } from "../../shared/constants";
import { restaurantIdParam } from "../../shared/schemas/params";
import type { AppEnv, AuthUser } from "../env";
import { forbidden, notFound, unauthorized } from "../errors";
import { pathParams } from "../validate";
import { findSession, readSessionToken, touchSession } from "./session";

/** The signed-in user; every authenticated request counts as use of the session (its idle deadline moves). */
async function authenticate(c: Context<AppEnv>): Promise<AuthUser> {
  const token = readSessionToken(c);
  const session = token ? await findSession(c.get("services").db, token) : null;
  if (!session) throw unauthorized();
  await touchSession(c.get("services").db, session, c.get("services").config);
  return session.user;
}

/** Any signed-in staff member; sets `c.get("user")`. */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", await authenticate(c));
  await next();
});

/** Admins only: 401 without a session, 403 for other roles. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = await authenticate(c);
  if (user.role !== ("admin" satisfies Role)) throw forbidden("You need admin privileges to do this");
  c.set("user", user);
  await next();
});

/** The platform operator only (every restaurant's and demo request's data): 401 without a session, else 403. */
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const user = await authenticate(c);
  if (!user.isOperator) throw forbidden("Only the platform operator can see this");
  c.set("user", user);
  await next();
});

/** Staff may only touch their own restaurant's rows: call it with the restaurant a path or row belongs to. */
export function assertSameRestaurant(user: AuthUser, restaurantId: string): void {
  if (user.restaurantId !== restaurantId) throw forbidden("You do not have access to this restaurant");
}

/** The path's `:restaurantId`, once it is a well-formed id of the signed-in user's own restaurant. */
export function ownRestaurantId(c: Context<AppEnv>): string {
  const { restaurantId } = pathParams(c, restaurantIdParam);
  assertSameRestaurant(c.get("user"), restaurantId);
  return restaurantId;
}

/** A row found by id: 404 when there is none, 403 when it belongs to another restaurant. */
export function ownRow<Row extends { restaurantId: string }>(user: AuthUser, row: Row | null, missing: string): Row {
  if (!row) throw notFound(missing);
  assertSameRestaurant(user, row.restaurantId);
  return row;
}
