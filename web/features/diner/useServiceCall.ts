import { useCallback, useEffect, useState } from "react";
import type { ServiceRequestKind } from "../../../shared/service-requests";
import { pageStorage } from "../../lib/pageStorage";
import { retryImport } from "../../lib/retryImport";
import { newOrderKey } from "./newOrderKey";
import type { CallUpdate, ServiceCall } from "./serviceCall";
import { type CallPlace, queueCall, type StoredCall, storedCall } from "./storedCall";

/** While a call is on the phone, it is sent or re-read this often (and at once on `online` and on return to the page). */
const CALL_POLL_MS = 3000;

/**
 * The table's call of `kind` for a screen: the call as state, `call()` for the tap, and the retries
 * and status reads that keep it current. Nothing is fetched while the phone holds no call, and the
 * sending part loads only then (docs/diner-ordering.md, Budget): a tap saves the call first, so it
 * survives a reload while that part is still on its way.
 */
export function useServiceCall(qrCode: string, kind: ServiceRequestKind) {
  const [place] = useState<CallPlace>(() => ({ qrCode, kind, storage: pageStorage() }));
  const [service] = useState(() => {
    let loaded: Promise<ServiceCall> | undefined;
    return () => {
      loaded ??= retryImport(() => import("./serviceCall")).then(
        ({ ServiceCall }) => new ServiceCall({ ...place, fetch: (input, init) => fetch(input, init) }),
      );
      return loaded;
    };
  });
  const [call, setCall] = useState<StoredCall | null>(() => storedCall(place, Date.now()));
  /** A refusal for good, with the server's message when it sent one (the button words the rest). */
  const [refused, setRefused] = useState<{ message: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = useCallback((update: CallUpdate) => {
    setCall(update.call);
    if (update.refused !== undefined) setRefused({ message: update.refused });
  }, []);

  const active = call !== null;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      clearTimeout(timer);
      if (document.hidden) return;
      const update = await (await service()).sync();
      if (stopped) return;
      apply(update);
      if (update.call && !document.hidden) timer = setTimeout(() => void tick(), CALL_POLL_MS);
    };
    const onVisibility = () => {
      if (!document.hidden) void tick();
    };
    timer = setTimeout(() => void tick(), CALL_POLL_MS);
    window.addEventListener("online", onVisibility);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", onVisibility);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [active, service, apply]);

  const tap = async () => {
    setRefused(null);
    setBusy(true);
    queueCall(place, Date.now(), newOrderKey);
    setCall(storedCall(place, Date.now()));
    apply(await (await service()).sync());
    setBusy(false);
  };

  return { call, refused, busy, tap };
}
