import { Button } from "../../ui/Button/Button";
import { Dialog, DialogContent } from "../../ui/Dialog/Dialog";
import * as styles from "./SyncStatus.css";

interface LogoutWarningProps {
  waiting: number;
  onLogout(): void;
  onStay(): void;
}

/** Asked before a logout would throw away changes the server has not seen yet (docs/sync.md). */
export default function LogoutWarning({ waiting, onLogout, onStay }: LogoutWarningProps) {
  const changes = waiting === 1 ? "1 change has" : `${waiting} changes have`;
  return (
    <Dialog open onOpenChange={(open) => open || onStay()}>
      <DialogContent
        title="Log out now?"
        description={`${changes} not reached the server yet. Logging out deletes them from this device; staying signed in lets them sync once the connection is back.`}
      >
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onStay}>
            Stay signed in
          </Button>
          <Button variant="destructive" onClick={onLogout}>
            Log out anyway
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
