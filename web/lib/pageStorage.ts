/** The part of `localStorage` the app uses; tests hand in a fake. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

let fallback: KeyValueStorage | undefined;

/**
 * `window.localStorage`, or, where even reading that property throws (a browser that blocks site
 * storage answers a SecurityError), one in-memory stand-in kept for the page's life, so the page
 * still works and only forgets on reload.
 */
export function pageStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    fallback ??= memoryStorage();
    return fallback;
  }
}
