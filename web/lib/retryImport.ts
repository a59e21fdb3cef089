import { retryDelay } from "../http/backoff";

/** Stylesheets a dropped connection failed to load: Vite's preload asks for each only once (docs/diner-ordering.md, Flaky Wi-Fi). */
const failedStyles = new Set<string>();

window.addEventListener("vite:preloadError", (event) => {
  const href = /CSS for (\S+)/.exec(event.payload.message)?.[1];
  if (href) failedStyles.add(href);
});

/** Asks again for every stylesheet that failed; rejects when one fails again. */
export function reloadFailedStyles(): Promise<unknown> {
  return Promise.all(
    [...failedStyles].map(
      (href) =>
        new Promise((resolve, reject) => {
          const link = document.createElement("link");
          link.rel = "stylesheet";
          link.href = href;
          link.onload = () => resolve(failedStyles.delete(href));
          link.onerror = () => reject(link.remove());
          document.head.append(link);
        }),
    ),
  );
}

/** Waits out the shared backoff after `failures` failed tries, or less when the phone comes back online. */
export function backOff(failures: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, retryDelay(failures, Math.random()));
    window.addEventListener("online", () => resolve(), { once: true });
  });
}

/**
 * A lazily loaded chunk, asked for again until it arrives: a connection dropped while it loaded would
 * otherwise fail its `lazy()` for good (React keeps the rejection) and show the error page.
 */
export async function retryImport<T>(load: () => Promise<T>): Promise<T> {
  for (let failures = 1; ; failures++) {
    try {
      await reloadFailedStyles();
      return await load();
    } catch {
      await backOff(failures);
    }
  }
}
