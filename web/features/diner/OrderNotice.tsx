import * as orderStyles from "./DinerOrder.css";
import { useWords } from "./i18n/DinerText";
import { ENGLISH_ORDER } from "./i18n/englishOrder";
import { fill } from "./i18n/messages";
import { PENDING_ORDER_MAX_AGE_MS } from "./orderQueue";

/** What the page tells the diner about their last tap on Place Order, besides the toasts. */
export type OrderNotice = { kind: "saved" } | { kind: "review"; message: string; removed: string[] } | { kind: "expired" };

const MAX_AGE_HOURS = PENDING_ORDER_MAX_AGE_MS / (60 * 60 * 1000);

export function OrderNoticeText({ notice }: { notice: OrderNotice }) {
  const text = useWords(ENGLISH_ORDER);
  switch (notice.kind) {
    case "saved":
      return (
        <p role="status" className={orderStyles.notice.info}>
          {text.orderSaved}
        </p>
      );
    case "review":
      // The server's reason stays English (docs/diner-ordering.md, Languages); the words around it do not.
      return (
        <div role="alert" className={orderStyles.notice.warning}>
          <p>
            <strong>{text.reviewOrder}</strong> {notice.message}
          </p>
          {notice.removed.length > 0 ? <p>{fill(text.takenOut, { names: notice.removed.join(", ") })}</p> : null}
        </div>
      );
    case "expired":
      return (
        <p role="status" className={orderStyles.notice.warning}>
          {fill(text.orderExpired, { hours: MAX_AGE_HOURS })}
        </p>
      );
  }
}
