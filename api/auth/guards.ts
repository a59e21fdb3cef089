import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Role } from "../../shared/constants";
import { restaurantIdParam } from "../../shared/schemas/params";
import { ownsRestaurant } from "../db/outlets";
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

/** Admins only: 401 without a session, 403 for other roles. Under the restaurant router the user is already known. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const known: AuthUser | undefined = c.get("user");
  const user = known ?? (await authenticate(c));
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
function assertSameRestaurant(user: AuthUser, restaurantId: string): void {
  if (user.restaurantId !== restaurantId) throw forbidden("You do not have access to this restaurant");
}

/**
 * The restaurant router's one check (api/routes/restaurant.ts): signed-in staff (401), a well-formed
 * `:restaurantId` (400) of their own restaurant (403); sets `c.get("user")` and `c.get("restaurantId")`.
 */
export const requireOwnRestaurant = createMiddleware<AppEnv>(async (c, next) => {
  const signedIn = await authenticate(c);
  const { restaurantId } = pathParams(c, restaurantIdParam);
  // An owner works in each of their outlets as its admin (docs/decisions/093-outlets-under-one-owner.md).
  const owner = signedIn.restaurantId !== restaurantId && (await ownsRestaurant(c.get("services").db, signedIn.id, restaurantId));
  const user: AuthUser = owner ? { ...signedIn, restaurantId, role: "admin" } : signedIn;
  assertSameRestaurant(user, restaurantId);
  c.set("user", user);
  c.set("restaurantId", restaurantId);
  await next();
});

/** The restaurant the restaurant router checked; a route outside it has none, and asking is a bug. */
export function ownRestaurantId(c: Context<AppEnv>): string {
  const checked: string | undefined = c.get("restaurantId");
  if (checked === undefined) throw new Error("ownRestaurantId outside the restaurant router (api/routes/restaurant.ts)");
  return checked;
}

/** A row found by id: 404 when there is none, 403 when it belongs to another restaurant. */
export function ownRow<Row extends { restaurantId: string }>(user: AuthUser, row: Row | null, missing: string): Row {
  if (!row) throw notFound(missing);
  assertSameRestaurant(user, row.restaurantId);
  return row;
}
