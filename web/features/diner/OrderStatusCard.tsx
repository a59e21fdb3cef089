import { useEffect, useId, useRef } from "react";
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/order-status";
import type { DinerOrder } from "../../../shared/schemas/diner-order";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { shortId } from "../../../shared/short-id";
import * as styles from "./Diner.css";
import * as orderStyles from "./DinerOrder.css";
import { useCatalogue, useWords } from "./i18n/DinerText";
import { ENGLISH_ORDER } from "./i18n/englishOrder";
import { fill, formatTime } from "./i18n/messages";
import { OrderLines } from "./OrderLines";

const STATUS_KEYS = {
  pending: "statusPending",
  confirmed: "statusConfirmed",
  preparing: "statusPreparing",
  served: "statusServed",
  completed: "statusCompleted",
} as const satisfies Record<OrderStatus, keyof typeof ENGLISH_ORDER>;

/**
 * The diner's placed order and how far the kitchen has got with it, kept current while the page is open,
 * its dishes named as `menu` (the menu on screen, in the diner's language) names them.
 * `bringIntoView` counts the orders placed on this page: each new one scrolls the card into view, since
 * the diner pressed Place Order at the bottom of a long menu.
 */
export function OrderStatusCard({
  order,
  menu,
  bringIntoView = 0,
}: {
  order: DinerOrder;
  menu: readonly DinerMenuItem[];
  bringIntoView?: number;
}) {
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const text = useWords(ENGLISH_ORDER);
  const catalogue = useCatalogue();
  const reached = ORDER_STATUSES.indexOf(order.status);
  useEffect(() => {
    if (bringIntoView > 0) card.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [bringIntoView]);
  return (
    <section ref={card} className={orderStyles.statusCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {fill(text.orderNumber, { id: shortId(order.id) })}
      </h2>
      <p className={styles.quiet}>{fill(text.placedAt, { time: formatTime(order.orderTime, catalogue) })}</p>
      {order.movedToTable ? (
        <p className={orderStyles.notice.info} role="status">
          <strong>{fill(text.orderMoved, { table: order.movedToTable })}</strong>
        </p>
      ) : null}
      <p role="status">
        {text.status} <strong>{text[STATUS_KEYS[order.status]]}</strong>
      </p>
      <ol className={orderStyles.steps} aria-label={text.progress}>
        {ORDER_STATUSES.map((status, index) => (
          <li
            key={status}
            className={orderStyles.step}
            data-reached={index <= reached}
            aria-current={index === reached ? "step" : undefined}
          >
            {text[STATUS_KEYS[status]]}
          </li>
        ))}
      </ol>
      <OrderLines items={order.items} total={order.totalAmount} menu={menu} />
    </section>
  );
}
