import type { ServiceRequestKind } from "../../../shared/service-requests";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Diner.css";
import { useServiceCall } from "./useServiceCall";

const LABELS: Record<ServiceRequestKind, { call: string; waiting: string; acknowledged: string }> = {
  waiter: { call: "Call Waiter", waiting: "Waiter called", acknowledged: "On the way" },
  bill: { call: "Ask for Bill", waiting: "Bill asked", acknowledged: "Your bill is on its way." },
};

/**
 * One call for service (docs/diner-ordering.md, Calling a waiter; docs/billing.md for the bill): one
 * tap calls; the button then says so until a waiter acknowledges. Kept on the phone through a reload
 * or a Wi-Fi drop and sent once the connection returns.
 */
export function ServiceCallButton({ qrCode, kind }: { qrCode: string; kind: ServiceRequestKind }) {
  const { call, refused, busy, tap } = useServiceCall(qrCode, kind);
  const labels = LABELS[kind];
  const waiting = call?.state === "queued" || call?.state === "open";
  return (
    <div className={styles.callBar}>
      <Button variant="secondary" className={styles.tap} disabled={waiting || busy} onClick={() => void tap()}>
        {waiting ? labels.waiting : labels.call}
      </Button>
      <p role="status" className={styles.quiet}>
        {call?.state === "acknowledged" ? labels.acknowledged : null}
        {call?.state === "queued" ? "Saved on this phone; sent as soon as the connection returns." : null}
        {refused}
      </p>
    </div>
  );
}
