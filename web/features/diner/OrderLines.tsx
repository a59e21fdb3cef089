import { lineKey } from "../../../shared/menu-options";
import { formatRupees, lineTotal } from "../../../shared/money";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import * as orderStyles from "./DinerOrder.css";
import { useWords } from "./i18n/DinerText";
import { ENGLISH_ORDER } from "./i18n/englishOrder";
import { type OrderLineLike, orderLineName } from "./localLines";
import { withGst } from "./withGst";

/** A placed order's line (options with their names) or a waiting one's (its name already says its options). */
interface ShownLine extends OrderLineLike {
  price: number;
  quantity: number;
}

/** An order's lines and total, read-only, as the status and waiting cards show them, named as `menu` (on screen) names them. */
export function OrderLines({ items, total, menu }: { items: readonly ShownLine[]; total: number; menu: readonly DinerMenuItem[] }) {
  return (
    <>
      <ul className={orderStyles.lines}>
        {items.map((item) => (
          <li key={lineKey(item.id, item.options ?? [])} className={orderStyles.line}>
            <span>
              {item.quantity} × {orderLineName(item, menu)}
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
  const text = useWords(ENGLISH_ORDER);
  return (
    <p className={orderStyles.total}>
      <span>{text.total}</span>
      <span>{withGst(formatRupees(total), gstOnTop)}</span>
    </p>
  );
}
