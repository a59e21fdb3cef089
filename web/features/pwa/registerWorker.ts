/** Staff tablets stay open all day, so look for a new deploy every hour, not only on load. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker once the page has loaded and calls `onWaiting` with a new version
 * waiting to take over. The browser's own API, not workbox-window: a guest's phone downloads this
 * on every first visit (docs/decisions/110-first-visit-bytes.md). Answers a function that stops it.
 */
export function registerWorker(onWaiting: (worker: ServiceWorker) => void): () => void {
  // The dev server has no service worker; jsdom has no navigator.serviceWorker.
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return () => undefined;
  const workers = navigator.serviceWorker;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  // Without a controller a worker is the first one, which takes over by itself (clientsClaim).
  const offer = (worker: ServiceWorker | null) => {
    if (worker && workers.controller && !stopped) onWaiting(worker);
  };
  const watch = (registration: ServiceWorkerRegistration) => {
    offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed") offer(worker);
      });
    });
    timer = setInterval(() => {
      if (registration.installing || !navigator.onLine) return;
      // An offline or failed check is simply retried at the next tick.
      registration.update().catch(() => undefined);
    }, UPDATE_CHECK_MS);
  };
  // Without a worker the app still runs online; it only loses offline use and update prompts.
  const start = () =>
    void workers.register("/sw.js", { scope: "/" }).then(
      (registration) => {
        if (!stopped) watch(registration);
      },
      (error: unknown) => console.error("Service worker registration failed", error),
    );
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener("load", start);
    clearInterval(timer);
  };
}
