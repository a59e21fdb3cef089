import { useState } from "react";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Kitchen.css";

/**
 * Browsers play sound only after a tap on each visit, so the kitchen screen opens with one: Start
 * service turns the chime on; the chef may also start without sound.
 */
export function StartService({ onStart }: { onStart: (withSound: boolean) => void }) {
  const [started, setStarted] = useState(false);
  if (started) return null;
  const start = (withSound: boolean) => {
    setStarted(true);
    onStart(withSound);
  };
  return (
    <div className={styles.startOverlay}>
      <div role="dialog" aria-modal="true" aria-labelledby="start-service-title" className={styles.startPanel}>
        <h2 id="start-service-title" className={styles.columnTitle}>
          Ready for service?
        </h2>
        <p className={styles.muted}>New orders chime and show at the top of the screen.</p>
        <Button size="lg" autoFocus onClick={() => start(true)}>
          Start service
        </Button>
        <Button variant="ghost" onClick={() => start(false)}>
          Start without sound
        </Button>
      </div>
    </div>
  );
}
