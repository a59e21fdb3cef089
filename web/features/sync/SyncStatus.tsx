import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { SessionUser } from "../../../shared/schemas/auth";
import { useSyncActions, useSyncStatus } from "../../data/hooks";
import { readSessionUser } from "../../data/readSessionUser";
import { clearSessionUser, setSessionUser } from "../../data/session";
import { holdStaffSync } from "../../data/staff";
import { api } from "../../http/api";
import { Button } from "../../ui/Button/Button";
import { Dialog, DialogContent } from "../../ui/Dialog/Dialog";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./SyncStatus.css";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The staff data layer's piece of the top bar, loaded only once a staff user is signed in: it keeps
 * the sync engine running for them and shows whether the server is reachable, how many changes wait,
 * and the refused ones in the restaurant's words, with Discard, and Retry where it can succeed (docs/sync.md).
 */
export default function SyncStatus({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      holdStaffSync(user, {
        notify: (message) => toast({ ...message, variant: "destructive" }),
        onSignedOut: () => {
          void (async () => {
            // Another tab may have switched outlet (docs/decisions/108-owner-switches-outlet.md): follow its session.
            const now = await api.get("/api/auth/me").then(readSessionUser, () => null);
            if (now && now.id === user.id && now.restaurantId !== user.restaurantId) return setSessionUser(now);
            // The session ended: sign in again as this user and the waiting changes carry on.
            clearSessionUser();
            await navigate({ to: "/login" });
          })();
        },
      }),
    [user, navigate],
  );
  return <SyncIndicator />;
}

/** Online or offline, the changes waiting, and the refused ones, from the local database. */
export function SyncIndicator() {
  const status = useSyncStatus();
  if (!status) return null;

  return (
    <div className={styles.status}>
      <span className={styles.chip} role="status">
        <span className={styles.dot} data-online={status.online} aria-hidden="true" />
        {status.online ? "Online" : "Offline"}
        {status.waiting > 0 ? <span>· {plural(status.waiting, "change waiting to sync", "changes waiting to sync")}</span> : null}
      </span>
      {status.rejections.length > 0 ? <Refused rejections={status.rejections} /> : null}
    </div>
  );
}

function Refused({ rejections }: { rejections: NonNullable<ReturnType<typeof useSyncStatus>>["rejections"] }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { retry, discard } = useSyncActions();
  return (
    <>
      <button ref={opener} type="button" className={styles.refused} onClick={() => setOpen(true)}>
        {plural(rejections.length, "change not accepted", "changes not accepted")}
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Changes not accepted"
          description="The server refused these changes, and this device shows the server's copy again. Retry sends one again where that can work; Discard forgets it."
          returnFocusTo={opener}
        >
          <ul className={styles.list}>
            {rejections.map((rejection) => (
              <li key={rejection.id} className={styles.rejection}>
                <p className={styles.words}>
                  <strong>{rejection.failed}</strong>: {rejection.reason}
                </p>
                {rejection.hint ? <p className={styles.hint}>{rejection.hint}</p> : null}
                <span className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void discard(rejection.id)}
                    aria-label={`Discard: ${rejection.failed}`}
                  >
                    Discard
                  </Button>
                  {/* Only where sending it again can succeed (shared/refusals.ts): a taken number is refused however often. */}
                  {rejection.retryable ? (
                    <Button size="sm" onClick={() => void retry(rejection.id)} aria-label={`Retry: ${rejection.failed}`}>
                      Retry
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </>
  );
}
