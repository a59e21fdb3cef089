import { Button } from "../../ui/Button/Button";
import { Dialog, DialogContent } from "../../ui/Dialog/Dialog";
import * as rows from "./rows.css";

interface DeactivateDialogProps {
  /** What would be switched off, as the question names it ("waiter", "Spice Garden"); null while closed. */
  name: string | null;
  /** What switching off does, said before it is done. */
  description: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before switching an account or a restaurant off, in the app. */
export function DeactivateDialog({ name, description, pending, onConfirm, onCancel }: DeactivateDialogProps) {
  return (
    <Dialog open={name !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      {name !== null ? (
        <DialogContent title={`Deactivate ${name}?`} description={description}>
          <div className={rows.dialogActions}>
            <Button variant="secondary" className={rows.action} onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="destructive" className={rows.action} disabled={pending} onClick={onConfirm}>
              {pending ? "Deactivating..." : "Deactivate"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
