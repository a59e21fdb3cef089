import { useState } from "react";
import type { DinerLanguage } from "../../../shared/languages";
import { Button } from "../../ui/Button/Button";
import * as styles from "./NotifyMe.css";
import { keptKey, type NoticeTarget, turnOnNotices } from "./subscribe";
import { NOTIFY_WORDS } from "./words";

/** Whether this browser can take Web Push and the guest has not refused it. */
function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window && Notification.permission !== "denied";
}

/**
 * "Notify me on this phone" (docs/api.md, Web Push): nothing where Web Push is not supported or the
 * guest refused notifications; permission is asked on the tap, never before.
 */
export function NotifyButton({ to, id, language = "en" }: { to: NoticeTarget; id: string; language?: DinerLanguage }) {
  const [state, setState] = useState<"off" | "asking" | "on" | "denied" | "failed">(() => {
    if (!pushSupported()) return "denied";
    return localStorage.getItem(keptKey(id)) === "on" && Notification.permission === "granted" ? "on" : "off";
  });
  const words = NOTIFY_WORDS[language];
  if (state === "denied") return null;
  if (state === "on")
    return (
      <p className={styles.note} role="status">
        {words.on}
      </p>
    );
  return (
    <div className={styles.box}>
      <Button
        variant="secondary"
        disabled={state === "asking"}
        onClick={() => {
          setState("asking");
          void turnOnNotices(to, id, language).then(setState);
        }}
      >
        {words.ask}
      </Button>
      {state === "failed" && (
        <p className={styles.note} role="alert">
          {words.failed}
        </p>
      )}
    </div>
  );
}
