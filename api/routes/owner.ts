import type { Context } from "hono";
import { Hono } from "hono";
import * as z from "zod/mini";
import { analyticsParams, analyticsQuery, menuCopyInput, outletInput } from "../../shared/schemas/analytics";
import { uuid } from "../../shared/schemas/fields";
import { requireAdmin } from "../auth/guards";
import { createSession, deleteSession, findSession, readSessionToken, setSessionCookie } from "../auth/session";
import { tokenHash } from "../auth/tokens";
import { analyticsOf } from "../db/analytics";
import { copyMenu, listOutlets, openOutlet, ownedRestaurantIds, ownsRestaurant } from "../db/outlets";
import { findRestaurant } from "../db/restaurants";
import type { AppEnv, AuthUser } from "../env";
import { forbidden, unauthorized } from "../errors";
import { idempotentWrite } from "../idempotency";
import { jsonBody, pathParams, queryParams } from "../validate";
import { periodOf, summaryWrite } from "./analytics";
import { answerGstSummary } from "./gst-summary";

const NOT_OWNER = "Only a restaurant's owner can do this";

/** The outlets the signed-in owner may see: all of theirs, or the one `?outlet=` names (403 for any other). */
async function outletsAsked(c: Context<AppEnv>, outlet?: string): Promise<string[]> {
  const owned = await ownedRestaurantIds(c.get("services").db, c.get("user").id);
  if (owned.length === 0) throw forbidden(NOT_OWNER);
  if (outlet === undefined) return owned;
  if (!owned.includes(outlet)) throw forbidden("You do not have access to this restaurant");
  return [outlet];
}

/**
 * The owner's view over every outlet (docs/api.md, Outlets; docs/decisions/093-outlets-under-one-owner.md),
 * mounted at /api/owner: an owner is the admin who registered a restaurant; everyone else gets a 403.
 */
export const ownerRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/outlets", async (c) => {
    const outlets = await listOutlets(c.get("services").db, c.get("user").id);
    if (outlets.length === 0) throw forbidden(NOT_OWNER);
    return c.json(outlets);
  })

  .post("/outlets", async (c) => {
    const { id, name } = await jsonBody(c, outletInput);
    const user = c.get("user");
    return idempotentWrite(c, user.id, async (trx) => {
      const owned = await ownedRestaurantIds(trx, user.id);
      if (owned.length === 0) throw forbidden(NOT_OWNER);
      if (id !== undefined) {
        const existing = await findRestaurant(trx, id);
        // A resent create answers the outlet it made; an id that is someone else's is as unknown as none.
        if (existing && owned.includes(id)) return { status: 200, body: existing };
        if (existing) throw forbidden("You do not have access to this restaurant");
      }
      return { status: 201, body: await openOutlet(trx, user.id, { id, name, email: user.email }) };
    });
  })

  /*
   * Moves the caller's session to one of their outlets (or back to their own restaurant), as a new
   * session: the old one and its event streams end, so nothing of the last outlet reaches this device
   * again (docs/decisions/108-owner-switches-outlet.md). Answers the session user, as sign-in does.
   */
  .post("/outlets/:restaurantId/switch", async (c) => {
    const { restaurantId } = pathParams(c, z.object({ restaurantId: uuid() }));
    const { db, config, liveStreams } = c.get("services");
    const user = c.get("user");
    const home = restaurantId === user.homeRestaurantId;
    if (!home && !(await ownsRestaurant(db, user.id, restaurantId))) throw forbidden("You do not have access to this restaurant");
    // Already there: the session stays as it is.
    if (restaurantId === user.restaurantId) return c.json(user satisfies AuthUser, 200);
    const previous = readSessionToken(c);
    if (previous) {
      await deleteSession(db, previous);
      liveStreams.endSession(tokenHash(previous));
    }
    const session = await createSession(db, user.id, config, home ? null : restaurantId);
    // Read back as every later request will read it, so the answer is exactly what the session now is.
    const started = await findSession(db, session.token);
    if (!started) throw unauthorized();
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json(started.user satisfies AuthUser, 200);
  })

  // Copies one outlet's menu into another of the same owner, as new dishes.
  .post("/outlets/:restaurantId/menu-copy", async (c) => {
    const { restaurantId } = pathParams(c, z.object({ restaurantId: uuid() }));
    const { fromRestaurantId } = await jsonBody(c, menuCopyInput);
    await outletsAsked(c, restaurantId);
    await outletsAsked(c, fromRestaurantId);
    return idempotentWrite(c, c.get("user").id, async (trx) => ({
      status: 200,
      body: { copied: await copyMenu(trx, fromRestaurantId, restaurantId) },
      changed: { restaurantId, topics: ["menuItems"] },
    }));
  })

  .get("/gst-summary", async (c) => {
    const { outlet } = queryParams(
      c,
      z.object({ outlet: z.optional(uuid()), month: z.optional(z.string()), format: z.optional(z.string()) }),
    );
    return answerGstSummary(c, c.get("services").db, await outletsAsked(c, outlet));
  })

  .get("/analytics/:view", async (c) => {
    const { view } = pathParams(c, analyticsParams);
    const { outlet } = queryParams(c, analyticsQuery);
    const ids = await outletsAsked(c, outlet);
    const services = c.get("services");
    return c.json(await analyticsOf(services.db, ids, view, periodOf(c), { write: summaryWrite(services) }));
  });
