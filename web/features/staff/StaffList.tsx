import { useState } from "react";
import type { StaffMember } from "../../../shared/schemas/staff";
import { setStaffActive } from "../../http/staff";
import { Badge } from "../../ui/Badge/Badge";
import { Button } from "../../ui/Button/Button";
import { roleLabel } from "../auth/roles";
import { DeactivateDialog } from "./DeactivateDialog";
import * as styles from "./StaffCard.css";
import { reportStaffError } from "./staffErrors";

export interface StaffListProps {
  staff: readonly StaffMember[];
  /** The signed-in admin, who cannot switch themselves off. */
  selfId: string;
  online: boolean;
  onChanged: () => Promise<void>;
}

/** Everyone on the restaurant's staff, with their role, whether they can sign in, and the switch. */
export function StaffList({ staff, selfId, online, onChanged }: StaffListProps) {
  const [confirming, setConfirming] = useState<StaffMember | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const setActive = async (member: StaffMember, isActive: boolean) => {
    setPending(member.id);
    try {
      await setStaffActive(member.id, isActive);
      setConfirming(null);
      await onChanged();
    } catch (error) {
      reportStaffError(isActive ? "Could not reactivate the account" : "Could not deactivate the account", error);
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <ul className={styles.list} aria-label="Staff members">
        {staff.map((member) => (
          <li key={member.id} className={styles.row}>
            <span className={styles.who}>
              <strong>{member.username}</strong>
              <span className={styles.muted}>{member.email}</span>
            </span>
            <span className={styles.badges}>
              <Badge tone="neutral">{roleLabel(member.role)}</Badge>
              {member.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Inactive</Badge>}
              {member.id === selfId ? (
                <span className={styles.muted}>(you)</span>
              ) : member.isActive ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.action}
                  disabled={!online}
                  aria-label={`Deactivate ${member.username}`}
                  onClick={() => setConfirming(member)}
                >
                  Deactivate
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.action}
                  disabled={!online || pending === member.id}
                  aria-label={`Reactivate ${member.username}`}
                  onClick={() => void setActive(member, true)}
                >
                  Reactivate
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <DeactivateDialog
        member={confirming}
        pending={confirming !== null && pending === confirming.id}
        onConfirm={(member) => void setActive(member, false)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
