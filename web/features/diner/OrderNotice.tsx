import * as styles from "./Diner.css";
import { PENDING_ORDER_MAX_AGE_MS } from "./orderQueue";

/** What the page tells the diner about their last tap on Place Order, besides the toasts. */
export type OrderNotice = { kind: "saved" } | { kind: "review"; message: string; removed: string[] } | { kind: "expired" };

export const SAVED_MESSAGE =
  "No connection right now. Your order is saved on this phone and will be sent as soon as the connection returns.";

const MAX_AGE_HOURS = PENDING_ORDER_MAX_AGE_MS / (60 * 60 * 1000);

export function OrderNoticeText({ notice }: { notice: OrderNotice }) {
  switch (notice.kind) {
    case "saved":
      return (
        <p role="status" className={styles.notice.info}>
          {SAVED_MESSAGE}
        </p>
      );
    case "review":
      return (
        <div role="alert" className={styles.notice.warning}>
          <p>
            <strong>Please review your order.</strong> {notice.message}
          </p>
          {notice.removed.length > 0 ? <p>Taken out of your cart: {notice.removed.join(", ")}.</p> : null}
        </div>
      );
    case "expired":
      return (
        <p role="status" className={styles.notice.warning}>
          An order saved on this phone more than {MAX_AGE_HOURS} hours ago was not sent. Your cart is still here if you would like to order
          again.
        </p>
      );
  }
}
