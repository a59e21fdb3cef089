import type { StaffMember } from "../../../shared/schemas/staff";
import { Button } from "../../ui/Button/Button";
import { Dialog, DialogContent } from "../../ui/Dialog/Dialog";
import * as styles from "./StaffCard.css";

export interface DeactivateDialogProps {
  member: StaffMember | null;
  pending: boolean;
  onConfirm: (member: StaffMember) => void;
  onCancel: () => void;
}

/** Asks before switching an account off: it signs them out everywhere at once. */
export function DeactivateDialog({ member, pending, onConfirm, onCancel }: DeactivateDialogProps) {
  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      {member ? (
        <DialogContent
          title={`Deactivate ${member.username}?`}
          description="They are signed out at once and can no longer sign in. You can reactivate the account later."
        >
          <div className={styles.dialogActions}>
            <Button variant="secondary" className={styles.action} onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="destructive" className={styles.action} disabled={pending} onClick={() => onConfirm(member)}>
              {pending ? "Deactivating..." : "Deactivate"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
