import { useEffect, useRef } from "react";
import type { ServiceRequest } from "../../../shared/service-requests";
import { announce, soundWanted } from "../../lib/chime";

/**
 * Announces diners' calls that open while a staff screen is up, as new orders announce themselves in
 * the kitchen: the chime (when this device turned sound on) and a buzz on phones. Calls already open
 * at load stay quiet.
 */
export function useNewCallAlerts(calls: readonly ServiceRequest[] | undefined): void {
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!calls) return;
    const open = calls.filter((call) => call.status === "open");
    if (!known.current) {
      known.current = new Set(open.map((call) => call.id));
      return;
    }
    const seen = known.current;
    const arrived = open.filter((call) => !seen.has(call.id));
    for (const call of open) seen.add(call.id);
    if (arrived.length === 0) return;
    announce(soundWanted());
  }, [calls]);
}
