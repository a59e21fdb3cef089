import { formatRupees, lineTotal, orderTotal } from "../../../shared/money";
import { ORDER_ADVANCE_ACTIONS, ORDER_STATUS_LABELS } from "../../../shared/order-status";
import { Badge } from "../../ui/Badge/Badge";
import { HERO_SAMPLE_ORDER } from "./content";
import * as styles from "./HeroOrderCard.css";

/** Shows, rather than tells, what Rasoi does: an order from a table, ready for the kitchen. */
export function HeroOrderCard() {
  const { table, placedBy, lines } = HERO_SAMPLE_ORDER;
  return (
    <figure className={styles.card}>
      <div className={styles.header}>
        <strong>{table}</strong>
        <Badge tone="accent">{ORDER_STATUS_LABELS.pending}</Badge>
      </div>
      <p className={styles.meta}>QR order from {placedBy}</p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.name} className={styles.line}>
            <span>
              {line.quantity} x {line.name}
            </span>
            <span>{formatRupees(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <div className={styles.total}>
        <span>Total</span>
        <span>{formatRupees(orderTotal(lines))}</span>
      </div>
      <div className={styles.action} aria-hidden="true">
        {ORDER_ADVANCE_ACTIONS.pending}
      </div>
      <figcaption className={styles.caption}>A new order as the kitchen sees it</figcaption>
    </figure>
  );
}
