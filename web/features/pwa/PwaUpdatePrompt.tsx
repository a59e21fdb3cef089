import { useEffect, useState } from "react";
import { retryImport } from "../../lib/retryImport";
import { Button } from "../../ui/Button/Button";
import * as styles from "./PwaUpdatePrompt.css";

/** Staff tablets stay open all day, so look for a new deploy every hour, not only on load. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface PwaUpdatePromptProps {
  /**
   * Resolves once a reload cannot lose work (for example when the sync outbox is empty).
   * The new version is only activated after it resolves.
   */
  waitUntilSafeToReload?: () => Promise<void>;
}

type ActivateUpdate = () => Promise<void>;

/**
 * Registers the service worker after the page has loaded and, when a new version is waiting,
 * offers to switch to it. The registration code (and workbox-window) is imported on demand so
 * it never weighs on the root chunk or the first paint.
 */
export function PwaUpdatePrompt({ waitUntilSafeToReload }: PwaUpdatePromptProps) {
  const [activateUpdate, setActivateUpdate] = useState<ActivateUpdate | null>(null);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    // The dev server has no service worker; jsdom has no navigator.serviceWorker.
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;

    const register = async () => {
      const { registerSW } = await retryImport(() => import("virtual:pwa-register"));
      if (cancelled) return;
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh: () => setActivateUpdate(() => updateSW),
        // The reload after switching versions is ours (see `reload` below), never the plugin's.
        onNeedReload: () => undefined,
        onRegisteredSW: (_url, registration) => {
          if (!registration || cancelled) return;
          timer = setInterval(() => {
            if (registration.installing || !navigator.onLine) return;
            // An offline or failed check is simply retried at the next tick.
            registration.update().catch(() => undefined);
          }, UPDATE_CHECK_MS);
        },
      });
    };
    // Without a worker the app still runs online; it only loses offline use and update prompts.
    const start = () => void register().catch((error: unknown) => console.error("Service worker registration failed", error));

    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", start);
      clearInterval(timer);
    };
  }, []);

  if (!activateUpdate) return null;

  const reload = async () => {
    setReloading(true);
    await waitUntilSafeToReload?.();
    // vite-plugin-pwa reloads only if this page already had a worker when it loaded; a tablet that
    // installed the very first worker and stayed open would switch workers but keep the old page.
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    // Tells the waiting worker to skip waiting; it then takes control and we reload.
    await activateUpdate();
  };

  return (
    <section className={styles.banner} role="status" aria-label="App update">
      <p className={styles.message}>A new version of Rasoi is available</p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => setActivateUpdate(null)} disabled={reloading}>
          Later
        </Button>
        <Button size="sm" onClick={() => void reload()} disabled={reloading}>
          {reloading ? "Reloading..." : "Reload"}
        </Button>
      </div>
    </section>
  );
}
