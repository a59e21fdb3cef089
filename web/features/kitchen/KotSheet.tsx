import { useEffect, useRef } from "react";
import { formatOrderTime } from "../../../shared/dates";
import { lineKey, lineLabel } from "../../../shared/menu-options";
import { shortId } from "../../../shared/short-id";
import type { LocalOrder } from "../../data/hooks";
import { cx } from "../../lib/cx";
import { offscreen, printRoll, printTarget, roll } from "../printing";
import * as styles from "./Kitchen.css";

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
      <p className={styles.kotTitle}>KOT · Table {order.table?.tableNumber ?? "?"}</p>
      <p>
        Order #{shortId(order.id)} · {formatOrderTime(order.orderTime)}
      </p>
      <ul className={styles.kotItems}>
        {order.items.map((item) => (
          <li key={lineKey(item.id, item.options ?? [])}>
            {item.quantity} x {lineLabel(item.name, item.options)}
          </li>
        ))}
      </ul>
      {order.specialInstructions ? <p>Note: {order.specialInstructions}</p> : null}
    </div>
  );
}
