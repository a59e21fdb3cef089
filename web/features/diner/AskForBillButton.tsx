import { Button } from "../../ui/Button/Button";
import * as styles from "./Diner.css";
import { useServiceCall } from "./useServiceCall";

/**
 * Ask for Bill (docs/billing.md): a service request of kind "bill", kept on the phone and resent like
 * Call Waiter, so a reload or a Wi-Fi drop does not lose it; staff see "bill asked" on the table.
 */
export function AskForBillButton({ qrCode }: { qrCode: string }) {
  const { call, refused, busy, tap } = useServiceCall(qrCode, "bill");
  const waiting = call?.state === "queued" || call?.state === "open";
  return (
    <div className={styles.callBar}>
      <Button variant="secondary" className={styles.tap} disabled={waiting || busy} onClick={() => void tap()}>
        {waiting ? "Bill asked" : "Ask for Bill"}
      </Button>
      <p role="status" className={styles.quiet}>
        {call?.state === "acknowledged" ? "Your bill is on its way." : null}
        {call?.state === "queued" ? "Saved on this phone; sent as soon as the connection returns." : null}
        {refused}
      </p>
    </div>
  );
}
