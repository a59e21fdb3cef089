import { useState } from "react";
import { formatCustomerDate } from "../../../shared/dates";
import type { Invitation } from "../../../shared/schemas/staff";
import { revokeInvitation } from "../../http/staff";
import { Button } from "../../ui/Button/Button";
import { rows } from "../admin";
import { roleLabel } from "../auth";
import * as styles from "./StaffCard.css";
import { reportStaffError } from "./staffErrors";

interface PendingInvitationsProps {
  invitations: readonly Invitation[];
  online: boolean;
  onChanged: () => Promise<void>;
}

/** Invitation links not used yet; revoking one makes its link worthless. */
export function PendingInvitations({ invitations, online, onChanged }: PendingInvitationsProps) {
  const [pending, setPending] = useState<string | null>(null);
  if (invitations.length === 0) return null;

  const revoke = async (invitation: Invitation) => {
    setPending(invitation.id);
    try {
      await revokeInvitation(invitation.id);
      await onChanged();
    } catch (error) {
      reportStaffError("Could not revoke the invitation", error);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={styles.section}>
      <h3 className={styles.subtitle}>Pending invitations</h3>
      <ul className={rows.list} aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className={rows.row}>
            <span className={rows.who}>
              <strong>{roleLabel(invitation.role)}</strong>
              <span className={rows.muted}>
                {invitation.createdByUsername ? `Made by ${invitation.createdByUsername}, valid` : "Valid"} until{" "}
                {formatCustomerDate(invitation.expiresAt)}
              </span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              className={rows.action}
              disabled={!online || pending === invitation.id}
              aria-label={`Revoke ${roleLabel(invitation.role)} invitation`}
              onClick={() => void revoke(invitation)}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
