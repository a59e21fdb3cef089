import { useState } from "react";
import type { DinerLanguage } from "../../../shared/languages";
import { Button } from "../../ui/Button/Button";
import * as styles from "./NotifyMe.css";
import { keptKey, type NoticeTarget, turnOnNotices } from "./subscribe";
import { NOTIFY_WORDS } from "./words";

/** The opt-in itself, loaded when the page shows it (web/features/push/NotifyMe.tsx). */
export function NotifyButton({ to, id, language = "en" }: { to: NoticeTarget; id: string; language?: DinerLanguage }) {
  const [state, setState] = useState<"off" | "asking" | "on" | "denied" | "failed">(() =>
    localStorage.getItem(keptKey(id)) === "on" && Notification.permission === "granted" ? "on" : "off",
  );
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
