import { useEffect, useRef } from "react";
import { formatOrderTime } from "../../../shared/dates";
import { placeName } from "../../../shared/order-channel";
import { shortId } from "../../../shared/short-id";
import { shownText } from "../../../shared/text";
import type { LocalOrder } from "../../data/hooks";
import { cx } from "../../lib/cx";
import { offscreen, printRoll, printTarget, roll } from "../printing";
import * as styles from "./Kitchen.css";
import { TicketItems } from "./TicketItems";

/**
 * Prints one kitchen order ticket on the 80 mm roll as soon as it is on the page, then says so. Laid
 * out off the screen: the chef sees the board, the printer gets the ticket.
 */
export function KotSheet({ order, onPrinted }: { order: LocalOrder; onPrinted: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) printRoll(ref.current);
    onPrinted();
  }, [onPrinted]);
  return (
    <div ref={ref} className={cx(roll, offscreen, printTarget)} aria-hidden="true">
      <p className={styles.kotTitle}>
        KOT · <bdi>{placeName(order)}</bdi>
      </p>
      {/* The order's short id is the KOT's number: the one the board shows, so the pass and the ticket agree. */}
      <p>
        KOT No. {shortId(order.id)} · {formatOrderTime(order.orderTime)}
      </p>
      <p>{order.takenBy ? `Waiter: ${order.takenBy}` : "Ordered by QR"}</p>
      <TicketItems items={order.items} className={styles.kotItems} />
      {order.specialInstructions ? (
        <p>
          Note: <bdi>{shownText(order.specialInstructions)}</bdi>
        </p>
      ) : null}
    </div>
  );
}
