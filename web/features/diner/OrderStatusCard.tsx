import { useEffect, useId, useRef } from "react";
import { formatOrderTime } from "../../../shared/dates";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "../../../shared/order-status";
import type { DinerOrder } from "../../../shared/schemas/diner-order";
import { shortId } from "../../../shared/short-id";
import * as styles from "./Diner.css";
import { OrderLines } from "./OrderLines";

/**
 * The diner's placed order and how far the kitchen has got with it, kept current while the page is open.
 * `bringIntoView` counts the orders placed on this page: each new one scrolls the card into view, since
 * the diner pressed Place Order at the bottom of a long menu.
 */
export function OrderStatusCard({ order, bringIntoView = 0 }: { order: DinerOrder; bringIntoView?: number }) {
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const reached = ORDER_STATUSES.indexOf(order.status);
  useEffect(() => {
    if (bringIntoView > 0) card.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [bringIntoView]);
  return (
    <section ref={card} className={styles.statusCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Order #{shortId(order.id)}
      </h2>
      <p className={styles.quiet}>Placed {formatOrderTime(order.orderTime)}</p>
      <p role="status">
        Status: <strong>{ORDER_STATUS_LABELS[order.status]}</strong>
      </p>
      <ol className={styles.steps} aria-label="Progress">
        {ORDER_STATUSES.map((status, index) => (
          <li key={status} className={styles.step} data-reached={index <= reached} aria-current={index === reached ? "step" : undefined}>
            {ORDER_STATUS_LABELS[status]}
          </li>
        ))}
      </ol>
      <OrderLines items={order.items} total={order.totalAmount} />
    </section>
  );
}
