import { randomUUID } from "node:crypto";
import type { Role } from "../../shared/constants";
import type { Invitation } from "../../shared/schemas/staff";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import type { InvitationRow } from "./schema";

function toInvitation(row: Pick<InvitationRow, "id" | "role" | "createdAt" | "expiresAt">): Invitation {
  return { id: row.id, role: row.role, createdAt: row.createdAt, expiresAt: row.expiresAt };
}

export interface NewInvitation {
  restaurantId: string;
  role: Role;
  tokenHash: string;
  createdBy: string;
  expiresAt: string;
}

export async function insertInvitation(db: Db, invitation: NewInvitation): Promise<Invitation> {
  const row = { id: randomUUID(), ...invitation, createdAt: nowIso(), usedAt: null, usedBy: null };
  await db.insertInto("invitations").values(row).execute();
  return toInvitation(row);
}

/** Invitations of the restaurant that can still be used, newest first. */
export async function listPendingInvitations(db: Db, restaurantId: string): Promise<Invitation[]> {
  const rows = await db
    .selectFrom("invitations")
    .select(["id", "role", "createdAt", "expiresAt"])
    .where("restaurantId", "=", restaurantId)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", nowIso())
    .orderBy("createdAt", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toInvitation);
}

export async function findInvitation(db: Db, id: string): Promise<InvitationRow | null> {
  return (await db.selectFrom("invitations").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export type InvitationWithRestaurant = InvitationRow & { restaurantName: string };

/** The invitation whose link token hashes to `tokenHash`, with the name of the restaurant it joins. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationWithRestaurant | null> {
  const row = await db
    .selectFrom("invitations")
    .innerJoin("restaurants", "restaurants.id", "invitations.restaurantId")
    .selectAll("invitations")
    .select("restaurants.name as restaurantName")
    .where("invitations.tokenHash", "=", tokenHash)
    .executeTakeFirst();
  return row ?? null;
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
