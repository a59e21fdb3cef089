import * as z from "zod/mini";
import type { Role } from "../../shared/constants";
import {
  type CreatedInvitation,
  createdInvitation,
  type Invitation,
  type InvitationPreview,
  invitation,
  invitationPreview,
  type StaffMember,
  staffMember,
} from "../../shared/schemas/staff";
import { api } from "./api";

/*
 * Account management for a restaurant's admin. Online only: these calls go straight to the server and
 * never through the offline outbox (an invitation's token must never be stored anywhere but its link).
 */

const staffList = z.array(staffMember);
const invitationList = z.array(invitation);

export async function listStaff(restaurantId: string): Promise<StaffMember[]> {
  return staffList.parse(await api.get(`/api/restaurants/${restaurantId}/staff`));
}

export async function listInvitations(restaurantId: string): Promise<Invitation[]> {
  return invitationList.parse(await api.get(`/api/restaurants/${restaurantId}/invitations`));
}

export async function createInvitation(restaurantId: string, role: Role): Promise<CreatedInvitation> {
  return createdInvitation.parse(await api.post(`/api/restaurants/${restaurantId}/invitations`, { role }));
}

export async function revokeInvitation(id: string): Promise<void> {
  await api.delete(`/api/invitations/${id}`);
}

export async function setStaffActive(userId: string, isActive: boolean): Promise<StaffMember> {
  return staffMember.parse(await api.put(`/api/users/${userId}/status`, { isActive }));
}

/** Public: what an invitation link is for, before its receiver signs up. */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  return invitationPreview.parse(await api.get(`/api/auth/invitations/${encodeURIComponent(token)}`));
}

/** The link an admin sends: the register page with the invitation's token. */
export function invitationLink(origin: string, token: string): string {
  return `${origin}/register?invite=${encodeURIComponent(token)}`;
}
