import type { ServiceRequestKind } from "../../../shared/service-requests";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Diner.css";
import { useWords } from "./i18n/DinerText";
import { ENGLISH_CALLS } from "./i18n/englishCalls";
import { useServiceCall } from "./useServiceCall";

const LABELS = {
  waiter: { call: "callWaiter", waiting: "waiterCalled", acknowledged: "waiterOnTheWay" },
  bill: { call: "askForBill", waiting: "billAsked", acknowledged: "billOnItsWay" },
} as const satisfies Record<ServiceRequestKind, Record<string, keyof typeof ENGLISH_CALLS>>;

/**
 * One call for service (docs/diner-ordering.md, Calling a waiter; docs/billing.md for the bill): one
 * tap calls; the button then says so until a waiter acknowledges. Kept on the phone through a reload
 * or a Wi-Fi drop and sent once the connection returns.
 */
export function ServiceCallButton({ qrCode, kind }: { qrCode: string; kind: ServiceRequestKind }) {
  const { call, refused, busy, tap } = useServiceCall(qrCode, kind);
  const text = useWords(ENGLISH_CALLS);
  const labels = LABELS[kind];
  const waiting = call?.state === "queued" || call?.state === "open";
  return (
    <div className={styles.callBar}>
      <Button variant="secondary" className={styles.tap} disabled={waiting || busy} onClick={() => void tap()}>
        {text[waiting ? labels.waiting : labels.call]}
      </Button>
      <p role="status" className={styles.quiet}>
        {call?.state === "acknowledged" ? text[labels.acknowledged] : null}
        {call?.state === "queued" ? text.callSaved : null}
        {/* The server's reason stays English (docs/diner-ordering.md, Languages); without one, ours. */}
        {refused ? (refused.message ?? text.callFailed) : null}
      </p>
    </div>
  );
}
