import { minutesSince, ticketAge } from "../../../shared/kitchen";
import { ORDER_ADVANCE_ACTIONS } from "../../../shared/order-status";
import type { LocalOrder } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { PendingBadge } from "../sync/PendingBadge";
import * as styles from "./Kitchen.css";
import { TicketItems } from "./TicketItems";

export interface KitchenTicketProps {
  order: LocalOrder;
  now: Date;
  onMoveOn(order: LocalOrder): void;
}

/** A ticket on the pass: table, dishes, what the diner asked for, its age, and the one button. */
export function KitchenTicket({ order, now, onMoveOn }: KitchenTicketProps) {
  const minutes = minutesSince(order.orderTime, now);
  const age = ticketAge(minutes);
  const action = ORDER_ADVANCE_ACTIONS[order.status];
  const table = order.table?.tableNumber ?? "?";
  return (
    <li className={styles.ticket[age]} aria-label={`Table ${table}`} data-age={age} data-order-id={order.id}>
      <div className={styles.ticketHead}>
        <h3 className={styles.tableNumber}>Table {table}</h3>
        <span className={styles.clock}>
          {minutes} min{age === "fresh" ? "" : age === "late" ? " (late)" : " (overdue)"}
        </span>
      </div>
      <TicketItems items={order.items} />
      {order.specialInstructions ? <p className={styles.instructions}>Note: {order.specialInstructions}</p> : null}
      <PendingBadge pending={order.pending} />
      {action ? (
        <Button size="lg" className={styles.moveOn} onClick={() => onMoveOn(order)}>
          {action}
        </Button>
      ) : null}
    </li>
  );
}
