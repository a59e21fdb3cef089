import { useEffect, useRef } from "react";
import { announce, soundWanted } from "./chime";

/**
 * Announces keys that appear while a staff screen is up, as new orders announce themselves in the
 * kitchen: the chime (when this device turned sound on) and a buzz on phones. Keys already there when
 * the list first loads stay quiet; `undefined` is a list still loading.
 */
export function useAnnounceNew(keys: readonly string[] | undefined): void {
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!keys) return;
    if (!known.current) {
      known.current = new Set(keys);
      return;
    }
    const seen = known.current;
    const arrived = keys.filter((key) => !seen.has(key));
    for (const key of keys) seen.add(key);
    if (arrived.length > 0) announce(soundWanted());
  }, [keys]);
}
