import { lineKey, lineLabel } from "../../../shared/menu-options";
import { formatRupees, lineTotal } from "../../../shared/money";
import type { ChosenOption, LineOption } from "../../../shared/schemas/menu-options";
import * as styles from "./Diner.css";
import { useOrderText } from "./i18n/useOrderText";
import { withGst } from "./withGst";

/** A placed order's line (options with their names) or a waiting one's (its name already says its options). */
interface ShownLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  options?: readonly (ChosenOption | LineOption)[];
}

const named = (option: ChosenOption | LineOption): option is LineOption => "choiceName" in option;

/** An order's lines and total, read-only, as the status and waiting cards show them. */
export function OrderLines({ items, total }: { items: readonly ShownLine[]; total: number }) {
  return (
    <>
      <ul className={styles.lines}>
        {items.map((item) => (
          <li key={lineKey(item.id, item.options ?? [])} className={styles.line}>
            <span>
              {item.quantity} × {lineLabel(item.name, item.options?.filter(named))}
            </span>
            <span>{formatRupees(lineTotal(item))}</span>
          </li>
        ))}
      </ul>
      <OrderTotal total={total} />
    </>
  );
}

export function OrderTotal({ total, gstOnTop = false }: { total: number; gstOnTop?: boolean }) {
  const text = useOrderText();
  return (
    <p className={styles.total}>
      <span>{text.total}</span>
      <span>{withGst(formatRupees(total), gstOnTop)}</span>
    </p>
  );
}
