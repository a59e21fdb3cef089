import { useMemo } from "react";
import type { ServiceRequest } from "../../../shared/service-requests";
import { useAnnounceNew } from "../../lib/useAnnounceNew";

/** Announces diners' calls that open while a staff screen is up; calls already open at load stay quiet. */
export function useNewCallAlerts(calls: readonly ServiceRequest[] | undefined): void {
  const open = useMemo(() => calls?.filter((call) => call.status === "open").map((call) => call.id), [calls]);
  useAnnounceNew(open);
}
