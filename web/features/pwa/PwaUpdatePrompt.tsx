import { useState } from "react";
import { Button } from "../../ui/Button/Button";
import * as styles from "./PwaUpdatePrompt.css";

interface PwaUpdatePromptProps {
  /** The new version, installed and waiting (registerWorker.ts). */
  worker: ServiceWorker;
  /** "Later": the prompt goes until the next new version. */
  onDismiss: () => void;
  /**
   * Resolves once a reload cannot lose work (for example when the sync outbox is empty).
   * The new version is only activated after it resolves.
   */
  waitUntilSafeToReload?: () => Promise<void>;
}

/** Offers to switch to a waiting new version; loaded only once one waits, so a first visit never downloads it. */
export function PwaUpdatePrompt({ worker, onDismiss, waitUntilSafeToReload }: PwaUpdatePromptProps) {
  const [reloading, setReloading] = useState(false);

  const reload = async () => {
    setReloading(true);
    await waitUntilSafeToReload?.();
    // Reload once the new worker controls this page, whether or not it had a worker when it loaded.
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    // sw.js skips waiting on this message (registerType "prompt" in vite.config.ts).
    worker.postMessage({ type: "SKIP_WAITING" });
  };

  return (
    <section className={styles.banner} role="status" aria-label="App update">
      <p className={styles.message}>A new version of Rasoi is available</p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={onDismiss} disabled={reloading}>
          Later
        </Button>
        <Button size="sm" onClick={() => void reload()} disabled={reloading}>
          {reloading ? "Reloading..." : "Reload"}
        </Button>
      </div>
    </section>
  );
}
