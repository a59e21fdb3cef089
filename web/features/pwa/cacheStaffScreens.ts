/** The list the build writes beside the app (precacheSplit in vite.config.ts). */
export const STAFF_ASSETS_URL = "/staff-assets.json";
/** One cache per list, named by the list's hash; a newer build's list replaces it. */
const CACHE_PREFIX = "rasoi-staff-";

interface StaffAssets {
  build: string;
  files: string[];
}

/**
 * Keeps the staff screens' files on this device once someone has signed in, so they open offline
 * (docs/decisions/111-guest-precache-and-staff-cache.md): a guest's visit precaches only the guest
 * pages. The service worker answers built files from any cache. Throws when the list cannot be read
 * (offline): the device keeps what it has.
 */
export async function cacheStaffScreens(): Promise<void> {
  if (import.meta.env.DEV || !("caches" in window)) return;
  const response = await fetch(STAFF_ASSETS_URL, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${STAFF_ASSETS_URL} answered ${response.status}`);
  // Our own build's file, written by vite.config.ts.
  const list = (await response.json()) as StaffAssets;
  const name = `${CACHE_PREFIX}${list.build}`;
  const cache = await caches.open(name);
  if (!(await cache.match(STAFF_ASSETS_URL))) {
    await cache.addAll(list.files);
    // Stored last: a cache that holds the list holds every file on it.
    await cache.put(STAFF_ASSETS_URL, new Response(JSON.stringify(list), { headers: { "Content-Type": "application/json" } }));
  }
  for (const key of await caches.keys()) if (key.startsWith(CACHE_PREFIX) && key !== name) await caches.delete(key);
}
