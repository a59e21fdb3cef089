import { memo } from "react";
import { minutesSince } from "../../../shared/kitchen";
import { parcelOf, placeName } from "../../../shared/order-channel";
import { nextOrderStatus, ORDER_ADVANCE_ACTIONS, type OrderStatus } from "../../../shared/order-status";
import type { OrderLine } from "../../../shared/schemas/orders";
import { shortId } from "../../../shared/short-id";
import { atStation, PREP_MINUTES_DEFAULT, ticketAgeFor } from "../../../shared/stations";
import { shownText } from "../../../shared/text";
import type { LocalOrder } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import * as styles from "./Kitchen.css";
import { SettlingButton } from "./TapSettling";
import { TicketItems } from "./TicketItems";

interface KitchenTicketProps {
  order: LocalOrder;
  now: Date;
  /** Moves the order to `status`: the step its button showed. */
  onMoveOn(order: LocalOrder, status: OrderStatus): void;
  onPrintKot(order: LocalOrder): void;
  /** Puts a cooking order at the pass for the waiter, or takes that back. */
  onReady(order: LocalOrder, ready: boolean): void;
  /** Bumps one line at this station, or recalls it. */
  onLineReady?(order: LocalOrder, line: OrderLine, ready: boolean): void;
  /** The station this screen shows (its lines only), or null for All. */
  stationId?: string | null;
  /** The restaurant's first station: where a line placed before stations is made. */
  firstStationId?: string | null;
  /** The station's prep-time target: the ticket's colours run against it. */
  prepMinutes?: number;
  /** Just tapped: the button stays inert until the board has settled (useTapGuard). */
  settling?: boolean;
}

/** One formatter for every ticket: `toLocaleTimeString` builds a new one per call, the costliest part of a ticket's render. */
const ORDER_CLOCK = new Intl.DateTimeFormat("en-IN", { hour: "2-digit", minute: "2-digit" });

/** The same ticket: equal props, the order equal by value (the local list hands out new row objects on every change). */
function sameTicket(before: KitchenTicketProps, after: KitchenTicketProps): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof KitchenTicketProps)[]);
  for (const key of keys) {
    if (key !== "order" && before[key] !== after[key]) return false;
  }
  return before.order === after.order || JSON.stringify(before.order) === JSON.stringify(after.order);
}

/**
 * A ticket on the pass: table, order number, who took it, this station's dishes each with Ready, the diner's
 * note, its age. Only a ticket whose order or props changed renders again (docs/scaling.md, Station screens).
 */
export const KitchenTicket = memo(function KitchenTicket({
  order,
  now,
  onMoveOn,
  onPrintKot,
  onReady,
  onLineReady,
  stationId = null,
  firstStationId = null,
  prepMinutes = PREP_MINUTES_DEFAULT,
  settling = false,
}: KitchenTicketProps) {
  const minutes = minutesSince(order.orderTime, now);
  const age = ticketAgeFor(minutes, prepMinutes);
  const action = ORDER_ADVANCE_ACTIONS[order.status];
  const step = nextOrderStatus(order.status);
  const parcel = parcelOf(order);
  const lines = order.items.filter((line) => atStation(line, stationId, firstStationId));
  return (
    <li className={styles.ticket[age]} aria-label={placeName(order)} data-age={age} data-order-id={order.id}>
      <div className={styles.ticketHead}>
        {/* A parcel has no table: it is called by its token, in large type. */}
        {parcel ? (
          <h3 className={styles.parcelMark}>
            {parcel.mark} <span className={styles.parcelToken}>Token {parcel.token}</span>
          </h3>
        ) : (
          <h3 className={styles.tableNumber}>
            Table <bdi>{order.table?.tableNumber ?? "?"}</bdi>
          </h3>
        )}
        <span className={styles.clock}>
          {minutes} min{age === "fresh" ? "" : age === "late" ? " (late)" : " (overdue)"}
        </span>
      </div>
      <p className={styles.muted}>
        #{shortId(order.id)} · {ORDER_CLOCK.format(new Date(order.orderTime))}
      </p>
      <TicketItems
        items={lines}
        bumps={onLineReady ? { now, settling, onReady: (line, ready) => onLineReady(order, line, ready) } : undefined}
      />
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
      ) : (
        <p className={styles.muted}>{parcel ? "Online order" : "QR order"}</p>
      )}
      <PendingBadge pending={order.pending} />
      {order.readyAt ? <p className={styles.ready}>Ready at the pass</p> : null}
      <Button variant="secondary" onClick={() => onPrintKot(order)}>
        Print KOT
      </Button>
      {/* The whole order at once is for the All screen; a station bumps its own lines. */}
      {order.status === "preparing" && stationId === null ? (
        <SettlingButton
          variant={order.readyAt ? "secondary" : "primary"}
          size="lg"
          disabled={settling}
          onClick={() => onReady(order, !order.readyAt)}
        >
          {order.readyAt ? "Not Ready" : "Mark Ready"}
        </SettlingButton>
      ) : null}
      {action && step ? (
        <SettlingButton size="lg" className={styles.moveOn} disabled={settling} onClick={() => onMoveOn(order, step)}>
          {action}
        </SettlingButton>
      ) : null}
    </li>
  );
}, sameTicket);
