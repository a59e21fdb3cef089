import type { LocalMenuItem } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { Dialog, DialogContent } from "../../ui/Dialog/Dialog";
import * as styles from "./MenuEditor.css";

interface DeleteMenuItemDialogProps {
  item: LocalMenuItem | null;
  onConfirm: (item: LocalMenuItem) => void;
  onCancel: () => void;
}

/** The spec's question, asked in the app rather than by the browser's confirm box. */
export function DeleteMenuItemDialog({ item, onConfirm, onCancel }: DeleteMenuItemDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      {item ? (
        <DialogContent title={`Delete ${item.name}?`} description="Are you sure you want to delete this menu item?">
          <div className={styles.actions}>
            <Button variant="secondary" className={styles.tapTarget} onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="destructive" className={styles.tapTarget} onClick={() => onConfirm(item)}>
              Delete
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
