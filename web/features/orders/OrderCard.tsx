import { formatOrderTime } from "../../../shared/dates";
import { lineKey, lineLabel } from "../../../shared/menu-options";
import { formatRupees, lineTotal } from "../../../shared/money";
import { parcelOf } from "../../../shared/order-channel";
import { nextOrderStatus, ORDER_ADVANCE_ACTIONS, ORDER_STATUS_LABELS, type OrderStatus } from "../../../shared/order-status";
import { shortId } from "../../../shared/short-id";
import type { LocalOrder } from "../../data/hooks";
import { Badge, type BadgeTone } from "../../ui/Badge/Badge";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Email } from "../../ui/Email/Email";
import { Fact, Facts } from "../../ui/Facts/Facts";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import * as styles from "./Orders.css";

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: "accent",
  confirmed: "primary",
  preparing: "neutral",
  served: "success",
  completed: "neutral",
};

interface OrderCardProps {
  order: LocalOrder;
  /** Moves the order to `status`: the step its button showed. */
  onAdvance(order: LocalOrder, status: OrderStatus): void;
  /** Just tapped: the button stays inert until the screen has settled (useTapGuard). */
  settling?: boolean;
}

/** One order with every field the kitchen needs and its one advance button (none once completed). */
export function OrderCard({ order, onAdvance, settling = false }: OrderCardProps) {
  const action = ORDER_ADVANCE_ACTIONS[order.status];
  const step = nextOrderStatus(order.status);
  const parcel = parcelOf(order);
  return (
    <Card
      title={`Order #${shortId(order.id)}`}
      headingLevel={3}
      action={
        <span className={styles.badges}>
          <Badge tone={STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
          <PendingBadge pending={order.pending} />
        </span>
      }
    >
      <Facts>
        <Fact term="Placed">{formatOrderTime(order.orderTime)}</Fact>
        {parcel ? (
          <Fact term={parcel.mark === "DELIVERY" ? "Delivery" : "Parcel"}>Token {parcel.token}</Fact>
        ) : (
          <Fact term="Table">{order.table?.tableNumber ?? "Unknown"}</Fact>
        )}
        <Fact term="Total">{formatRupees(order.totalAmount)}</Fact>
        {order.takenBy ? <Fact term="Taken by">{order.takenBy}</Fact> : null}
        <Fact term="Customer">{order.customerName}</Fact>
        <Fact term="Phone">{order.customerPhone}</Fact>
        <Fact term="Email">
          <Email address={order.customerEmail} />
        </Fact>
      </Facts>
      {order.specialInstructions ? <p className={styles.instructions}>Special instructions: {order.specialInstructions}</p> : null}
      <ul className={styles.items} aria-label="Items">
        {order.items.map((item) => (
          <li key={lineKey(item.id, item.options ?? [])} className={styles.itemRow}>
            <span>
              {item.quantity} x {lineLabel(item.name, item.options)}
            </span>
            <span className={styles.itemPrices}>
              <span>{formatRupees(item.price)}</span>
              <span className={styles.lineTotal}>{formatRupees(lineTotal(item))}</span>
            </span>
          </li>
        ))}
      </ul>
      {action && step ? (
        <div>
          <Button size="lg" disabled={settling} onClick={() => onAdvance(order, step)}>
            {action}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
