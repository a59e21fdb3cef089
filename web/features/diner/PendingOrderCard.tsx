import { useId } from "react";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Diner.css";
import { OrderLines } from "./OrderLines";
import { SAVED_MESSAGE } from "./OrderNotice";
import type { PendingOrder } from "./orderQueue";

interface PendingOrderCardProps {
  pending: PendingOrder;
  sending: boolean;
  onRetry: () => void;
}

/** An order saved on the phone that the server has not answered yet; it is sent by itself, or now on request. */
export function PendingOrderCard({ pending, sending, onRetry }: PendingOrderCardProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Order waiting to be sent
      </h2>
      <p className={styles.notice.info}>{SAVED_MESSAGE}</p>
      <OrderLines items={pending.body.items} total={pending.body.totalAmount} />
      <Button variant="secondary" className={styles.tap} onClick={onRetry} disabled={sending}>
        {sending ? "Sending..." : "Try Now"}
      </Button>
    </section>
  );
}
