import { randomUUID } from "node:crypto";
import type { Role } from "../../shared/constants";
import type { Invitation } from "../../shared/schemas/staff";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import type { InvitationRow } from "./schema";

function toInvitation(
  row: Pick<InvitationRow, "id" | "role" | "createdAt" | "expiresAt"> & { createdByUsername: string | null },
): Invitation {
  return { id: row.id, role: row.role, createdByUsername: row.createdByUsername, createdAt: row.createdAt, expiresAt: row.expiresAt };
}

interface NewInvitation {
  restaurantId: string;
  role: Role;
  tokenHash: string;
  createdBy: string;
  expiresAt: string;
}

export async function insertInvitation(db: Db, invitation: NewInvitation, createdByUsername: string): Promise<Invitation> {
  const row = { id: randomUUID(), ...invitation, createdAt: nowIso(), usedAt: null, usedBy: null };
  await db.insertInto("invitations").values(row).execute();
  return toInvitation({ ...row, createdByUsername });
}

/** Invitations of the restaurant that can still be used, newest first. */
export async function listPendingInvitations(db: Db, restaurantId: string): Promise<Invitation[]> {
  const rows = await db
    .selectFrom("invitations")
    .leftJoin("users", "users.id", "invitations.createdBy")
    .select(["invitations.id", "invitations.role", "invitations.createdAt", "invitations.expiresAt", "users.username as createdByUsername"])
    .where("invitations.restaurantId", "=", restaurantId)
    .where("invitations.usedAt", "is", null)
    .where("invitations.expiresAt", ">", nowIso())
    .orderBy("invitations.createdAt", "desc")
    .orderBy("invitations.id")
    .execute();
  return rows.map(toInvitation);
}

export async function findInvitation(db: Db, id: string): Promise<InvitationRow | null> {
  return (await db.selectFrom("invitations").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** An invitation with the restaurant it joins (and whether it is switched on) and whether whoever made it is still an active account. */
export type InvitationWithRestaurant = InvitationRow & { restaurantName: string; restaurantActive: boolean; creatorActive: boolean };

/** The invitation whose link token hashes to `tokenHash`, with the name of the restaurant it joins. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationWithRestaurant | null> {
  const row = await db
    .selectFrom("invitations")
    .innerJoin("restaurants", "restaurants.id", "invitations.restaurantId")
    .leftJoin("users", "users.id", "invitations.createdBy")
    .selectAll("invitations")
    .select(["restaurants.name as restaurantName", "restaurants.isActive as restaurantIsActive", "users.isActive as creatorIsActive"])
    .where("invitations.tokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const { creatorIsActive, restaurantIsActive, ...invitation } = row;
  // A link with no recorded creator predates the column and stays valid; a switched-off creator's never is.
  return {
    ...invitation,
    restaurantActive: restaurantIsActive === 1,
    creatorActive: invitation.createdBy === null || creatorIsActive === 1,
  };
}

/** Deletes every invitation `userId` made that nobody has used yet: the account is being switched off. */
export async function deletePendingInvitationsBy(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("invitations").where("createdBy", "=", userId).where("usedAt", "is", null).execute();
}

/**
 * Marks the invitation used by `userId`, only if nobody used it first and it has not expired. One
 * conditional UPDATE, so of two racing sign-ups exactly one sees `true`.
 */
export async function consumeInvitation(db: Db, id: string, userId: string): Promise<boolean> {
  const at = nowIso();
  const result = await db
    .updateTable("invitations")
    .set({ usedAt: at, usedBy: userId })
    .where("id", "=", id)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.deleteFrom("invitations").where("id", "=", id).execute();
}
