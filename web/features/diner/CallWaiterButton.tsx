import { Button } from "../../ui/Button/Button";
import * as styles from "./Diner.css";
import { useServiceCall } from "./useServiceCall";

/**
 * Call Waiter (docs/diner-ordering.md, Calling a waiter): one tap calls; the button then says
 * "Waiter called" until a waiter acknowledges, and "On the way" after. Kept on the phone through a
 * reload or a Wi-Fi drop and sent once the connection returns.
 */
export function CallWaiterButton({ qrCode }: { qrCode: string }) {
  const { call, refused, busy, tap } = useServiceCall(qrCode, "waiter");
  const waiting = call?.state === "queued" || call?.state === "open";
  return (
    <div className={styles.callBar}>
      <Button variant="secondary" className={styles.tap} disabled={waiting || busy} onClick={() => void tap()}>
        {waiting ? "Waiter called" : "Call Waiter"}
      </Button>
      <p role="status" className={styles.quiet}>
        {call?.state === "acknowledged" ? "On the way" : null}
        {call?.state === "queued" ? "Saved on this phone; sent as soon as the connection returns." : null}
        {refused}
      </p>
    </div>
  );
}
