import { Hono } from "hono";
import { idParam } from "../../shared/schemas/params";
import { type CreatedInvitation, invitationInput, staffStatusInput } from "../../shared/schemas/staff";
import { ownRestaurantId, ownRow, requireAdmin } from "../auth/guards";
import { deleteSessionsOf } from "../auth/session";
import { newToken, tokenHash } from "../auth/tokens";
import { deleteInvitation, deletePendingInvitationsBy, findInvitation, insertInvitation, listPendingInvitations } from "../db/invitations";
import { findUser, listStaff, setUserActive } from "../db/users";
import type { AppEnv } from "../env";
import { conflict, forbidden } from "../errors";
import { jsonBody, pathParams } from "../validate";

/**
 * A restaurant's admin manages its staff: who works there, invitation links to join, and switching
 * accounts off. Online only and never replayed from an outbox, so these writes take no Idempotency-Key:
 * a stored answer would keep a live invitation token in the database (docs/security.md). The lists and
 * new invitations are on the restaurant router (api/routes/restaurant.ts).
 */
export const restaurantStaffRoutes = new Hono<AppEnv>()
  .get("/staff", requireAdmin, async (c) => c.json(await listStaff(c.get("services").db, ownRestaurantId(c)), 200))

  .get("/invitations", requireAdmin, async (c) => c.json(await listPendingInvitations(c.get("services").db, ownRestaurantId(c)), 200))

  .post("/invitations", requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { role } = await jsonBody(c, invitationInput);
    const token = newToken();
    const { db, config } = c.get("services");
    const invitation = await insertInvitation(
      db,
      {
        restaurantId,
        role,
        tokenHash: tokenHash(token),
        createdBy: c.get("user").id,
        expiresAt: new Date(Date.now() + config.invitationTtlMs).toISOString(),
      },
      c.get("user").username,
    );
    return c.json({ ...invitation, token } satisfies CreatedInvitation, 201);
  });

export const staffRoutes = new Hono<AppEnv>()
  .delete("/invitations/:id", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const { db } = c.get("services");
    const invitation = ownRow(c.get("user"), await findInvitation(db, id), "Invitation not found");
    if (invitation.usedAt !== null) throw conflict("This invitation has already been used");
    await deleteInvitation(db, id);
    return c.body(null, 204);
  })

  .put("/users/:id/status", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const { isActive } = await jsonBody(c, staffStatusInput);
    const { db } = c.get("services");
    const user = ownRow(c.get("user"), await findUser(db, id), "Staff member not found");
    if (user.id === c.get("user").id) throw conflict("You cannot deactivate your own account");
    if (user.isOperator === 1) throw forbidden("The platform operator's account cannot be changed here");
    // One transaction: the account is off, and every session it had and every link it made unused are gone
    // before anyone can use them.
    const member = await db.transaction().execute(async (trx) => {
      const updated = await setUserActive(trx, id, isActive);
      if (!isActive) {
        await deleteSessionsOf(trx, id);
        await deletePendingInvitationsBy(trx, id);
      }
      return updated;
    });
    // Its open event streams stop now, not at their next heartbeat.
    if (!isActive) c.get("services").liveStreams.endUser(id);
    return c.json(member, 200);
  });
