import * as z from "zod/mini";
import { roleSchema } from "./auth";
import { activeSwitch } from "./fields";

/** One member of a restaurant's staff, as the admin's Staff card lists them. */
export const staffMember = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const invitationInput = z.object({ role: roleSchema });

/** A pending invitation: never its token, which only its creator ever sees. */
export const invitation = z.object({
  id: z.string(),
  role: roleSchema,
  /** Who made the link, so an admin can see whose links are out; null for links older than this field. */
  createdByUsername: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

/** The answer to creating one: the only time the token leaves the server. */
export const createdInvitation = z.extend(invitation, { token: z.string() });
export type CreatedInvitation = z.infer<typeof createdInvitation>;

/** What the register page learns from an invitation link before signing up. */
export const invitationPreview = z.object({ role: roleSchema, restaurantName: z.string(), expiresAt: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const staffStatusInput = activeSwitch;
