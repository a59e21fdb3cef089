import { useState } from "react";
import type { StaffMember } from "../../../shared/schemas/staff";
import { setStaffActive } from "../../http/staff";
import { Badge } from "../../ui/Badge/Badge";
import { Email } from "../../ui/Email/Email";
import { ActiveSwitch, DeactivateDialog, rows } from "../admin";
import { roleLabel } from "../auth";
import { reportStaffError } from "./staffErrors";

interface StaffListProps {
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
      <ul className={rows.list} aria-label="Staff members">
        {staff.map((member) => (
          <li key={member.id} className={rows.row}>
            <span className={rows.who}>
              <strong>{member.username}</strong>
              <span className={rows.muted}>
                <Email address={member.email} />
              </span>
            </span>
            <span className={rows.badges}>
              <Badge tone="neutral">{roleLabel(member.role)}</Badge>
              {member.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Inactive</Badge>}
              {member.id === selfId ? (
                <span className={rows.muted}>(you)</span>
              ) : (
                <ActiveSwitch
                  name={member.username}
                  isActive={member.isActive}
                  online={online}
                  pending={pending === member.id}
                  activateLabel="Reactivate"
                  onDeactivate={() => setConfirming(member)}
                  onActivate={() => void setActive(member, true)}
                />
              )}
            </span>
          </li>
        ))}
      </ul>
      <DeactivateDialog
        name={confirming?.username ?? null}
        description="They are signed out at once and can no longer sign in. You can reactivate the account later."
        pending={confirming !== null && pending === confirming.id}
        onConfirm={() => {
          if (confirming) void setActive(confirming, false);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
