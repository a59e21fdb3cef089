import { formatRupees, lineTotal } from "../../../shared/money";
import type { OrderLine } from "../../../shared/schemas/orders";
import * as styles from "./Diner.css";

/** An order's lines and total, read-only, as the status and waiting cards show them. */
export function OrderLines({ items, total }: { items: readonly OrderLine[]; total: number }) {
  return (
    <>
      <ul className={styles.lines}>
        {items.map((item) => (
          <li key={item.id} className={styles.line}>
            <span>
              {item.quantity} × {item.name}
            </span>
            <span>{formatRupees(lineTotal(item))}</span>
          </li>
        ))}
      </ul>
      <OrderTotal total={total} />
    </>
  );
}

export function OrderTotal({ total }: { total: number }) {
  return (
    <p className={styles.total}>
      <span>Total</span>
      <span>{formatRupees(total)}</span>
    </p>
  );
}
