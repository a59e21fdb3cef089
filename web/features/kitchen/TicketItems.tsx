import type { OrderLine } from "../../../shared/schemas/orders";
import * as styles from "./Kitchen.css";

/** The dishes on a ticket as the pass reads them: "2 x Butter Naan". */
export function TicketItems({ items }: { items: readonly OrderLine[] }) {
  return (
    <ul className={styles.items} aria-label="Items">
      {items.map((item) => (
        <li key={item.id}>
          {item.quantity} x {item.name}
        </li>
      ))}
    </ul>
  );
}
