import type { Context } from "hono";
import { Hono } from "hono";
import { auditQuery } from "../../shared/schemas/audit";
import { ownRestaurantId, requireAdmin } from "../auth/guards";
import { type AuditActor, listAuditEntries } from "../db/audit";
import type { AppEnv } from "../env";
import { queryParams } from "../validate";

/** The header a device names itself with for the audit trail (docs/api.md, Bill changes). */
export const DEVICE_HEADER = "X-Rasoi-Device";
const DEVICE_MAX = 120;

/** The signed-in staff member and their device: the header the web app sends, else the browser's own name for itself. */
export function auditActorOf(c: Context<AppEnv>): AuditActor {
  const user = c.get("user");
  const device = (c.req.header(DEVICE_HEADER) ?? c.req.header("User-Agent") ?? "").slice(0, DEVICE_MAX);
  return { userId: user.id, username: user.username, device };
}

/** The audit trail, read-only: no route changes or deletes an entry (docs/decisions/085-audit-trail.md). On the restaurant router. */
export const restaurantAuditRoutes = new Hono<AppEnv>().get("/audit", requireAdmin, async (c) => {
  const restaurantId = ownRestaurantId(c);
  return c.json(await listAuditEntries(c.get("services").db, restaurantId, queryParams(c, auditQuery)));
});
