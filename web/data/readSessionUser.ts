import { ROLES, type Role } from "../../shared/constants";
import type { SessionUser } from "../../shared/schemas/auth";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

const role = (value: unknown): Role | null => ROLES.find((known) => known === value) ?? null;

/** Missing reads as false (users saved before the flag existed); anything but a boolean is invalid. */
const flag = (value: unknown): boolean | null => (value === undefined ? false : typeof value === "boolean" ? value : null);

/**
 * The saved session user, or null when it lacks a field of `sessionUser` (shared/schemas/auth.ts).
 * Checked by hand rather than with the schema because this runs in the root layout, and zod/mini
 * there would cost every cold visit about 7 KB gzipped (docs/diner-ordering.md, Budget). The login answer itself
 * is parsed with the schema; a test keeps the two in agreement.
 */
export function readSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const username = text(value.username);
  const email = text(value.email);
  const userRole = role(value.role);
  const restaurantId = text(value.restaurantId);
  const isOperator = flag(value.isOperator);
  if (!id || !username || !email || !userRole || !restaurantId || isOperator === null) return null;
  // Saved before outlets: the user's own restaurant is the one they work in.
  if (value.homeRestaurantId === undefined) return { id, username, email, role: userRole, restaurantId, isOperator };
  const homeRestaurantId = typeof value.homeRestaurantId === "string" ? value.homeRestaurantId : null;
  if (homeRestaurantId === null) return null;
  return { id, username, email, role: userRole, restaurantId, homeRestaurantId, isOperator };
}
