import { parcelName, placeName } from "../../../shared/order-channel";
import { ORDER_STATUS_LABELS } from "../../../shared/order-status";
import type { LocalOrder } from "../../data/hooks";
import { Badge } from "../../ui/Badge/Badge";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import { kitchenStyles as kitchen, TicketItems } from "../kitchen";
import * as styles from "./Floor.css";

/** One order as the floor reads it: table (or a parcel's token), status, every line, the diner's note, and who took it. */
export function FloorOrder({ order, children }: { order: LocalOrder; children?: React.ReactNode }) {
  return (
    <li className={styles.card} aria-label={`Order for ${parcelName(order) ?? `table ${order.table?.tableNumber ?? "?"}`}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.title}>{placeName(order)}</h3>
        <span className={styles.row}>
          <Badge tone={order.status === "preparing" ? "accent" : "neutral"}>{ORDER_STATUS_LABELS[order.status]}</Badge>
          <PendingBadge pending={order.pending} />
        </span>
      </div>
      <TicketItems items={order.items} />
      {order.specialInstructions ? <p className={kitchen.instructions}>Note: {order.specialInstructions}</p> : null}
      {order.takenBy ? <p className={styles.muted}>Taken by {order.takenBy}</p> : null}
      {children}
    </li>
  );
}
