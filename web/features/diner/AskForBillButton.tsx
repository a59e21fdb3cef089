import { useRef, useState } from "react";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Diner.css";
import { newOrderKey } from "./newOrderKey";

type AskState = "idle" | "sending" | "asked" | "failed";

/**
 * Ask for Bill (docs/billing.md): a service request of kind "bill" for the table, the same endpoint as
 * Call Waiter (issue 19). One Idempotency-Key while the page is open, so a retry after a drop is the
 * same request; the server answers a second ask with the table's open one. Mounted beside Call Waiter.
 */
export function AskForBillButton({ qrCode }: { qrCode: string }) {
  const [state, setState] = useState<AskState>("idle");
  const key = useRef(newOrderKey()).current;
  const ask = async () => {
    setState("sending");
    try {
      const response = await fetch(`/api/qr/${encodeURIComponent(qrCode)}/requests`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({ kind: "bill" }),
      });
      setState(response.ok ? "asked" : "failed");
    } catch {
      setState("failed");
    }
  };
  return (
    <div>
      <Button variant="secondary" className={styles.tap} disabled={state === "sending" || state === "asked"} onClick={() => void ask()}>
        {state === "asked" ? "Bill asked" : "Ask for Bill"}
      </Button>
      {state === "failed" ? (
        <p role="alert" className={styles.quiet}>
          Could not reach the restaurant. Please try again.
        </p>
      ) : null}
      {state === "asked" ? (
        <p role="status" className={styles.quiet}>
          Your bill is on its way.
        </p>
      ) : null}
    </div>
  );
}
