import { minutesSince, ticketAge } from "../../../shared/kitchen";
import { nextOrderStatus, ORDER_ADVANCE_ACTIONS, type OrderStatus } from "../../../shared/order-status";
import { shownText } from "../../../shared/text";
import type { LocalOrder } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import * as styles from "./Kitchen.css";
import { TicketItems } from "./TicketItems";

interface KitchenTicketProps {
  order: LocalOrder;
  now: Date;
  /** Moves the order to `status`: the step its button showed. */
  onMoveOn(order: LocalOrder, status: OrderStatus): void;
  onPrintKot(order: LocalOrder): void;
  /** Puts a cooking order at the pass for the waiter, or takes that back. */
  onReady(order: LocalOrder, ready: boolean): void;
  /** Just tapped: the button stays inert until the board has settled (useTapGuard). */
  settling?: boolean;
}

/** A ticket on the pass: table, dishes, what the diner asked for, its age, and the one button. */
export function KitchenTicket({ order, now, onMoveOn, onPrintKot, onReady, settling = false }: KitchenTicketProps) {
  const minutes = minutesSince(order.orderTime, now);
  const age = ticketAge(minutes);
  const action = ORDER_ADVANCE_ACTIONS[order.status];
  const step = nextOrderStatus(order.status);
  const table = order.table?.tableNumber ?? "?";
  return (
    <li className={styles.ticket[age]} aria-label={`Table ${table}`} data-age={age} data-order-id={order.id}>
      <div className={styles.ticketHead}>
        <h3 className={styles.tableNumber}>
          Table <bdi>{table}</bdi>
        </h3>
        <span className={styles.clock}>
          {minutes} min{age === "fresh" ? "" : age === "late" ? " (late)" : " (overdue)"}
        </span>
      </div>
      <TicketItems items={order.items} />
      {/* The diner's own words, isolated from the label around them (docs/security.md, Text). */}
      {order.specialInstructions ? (
        <p className={styles.instructions}>
          Note: <bdi>{shownText(order.specialInstructions)}</bdi>
        </p>
      ) : null}
      {order.takenBy ? (
        <p className={styles.muted}>
          Taken by <bdi>{order.takenBy}</bdi>
        </p>
      ) : null}
      <PendingBadge pending={order.pending} />
      {order.readyAt ? <p className={styles.ready}>Ready at the pass</p> : null}
      <Button variant="secondary" onClick={() => onPrintKot(order)}>
        Print KOT
      </Button>
      {/* Readiness is a time on the order, not a sixth status: the waiter's Mark as Served stays the next step. */}
      {order.status === "preparing" ? (
        <Button
          variant={order.readyAt ? "secondary" : "primary"}
          size="lg"
          disabled={settling}
          onClick={() => onReady(order, !order.readyAt)}
        >
          {order.readyAt ? "Not Ready" : "Mark Ready"}
        </Button>
      ) : null}
      {action && step ? (
        <Button size="lg" className={styles.moveOn} disabled={settling} onClick={() => onMoveOn(order, step)}>
          {action}
        </Button>
      ) : null}
    </li>
  );
}
