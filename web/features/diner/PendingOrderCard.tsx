import { useId } from "react";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Diner.css";
import * as orderStyles from "./DinerOrder.css";
import { useWords } from "./i18n/DinerText";
import { ENGLISH_ORDER } from "./i18n/englishOrder";
import { OrderLines } from "./OrderLines";
import type { PendingOrder } from "./orderQueue";

interface PendingOrderCardProps {
  pending: PendingOrder;
  sending: boolean;
  onRetry: () => void;
  /** The menu on screen, in the diner's language; empty while it has not loaded. */
  menu: readonly DinerMenuItem[];
}

/** An order saved on the phone that the server has not answered yet; it is sent by itself, or now on request. */
export function PendingOrderCard({ pending, sending, onRetry, menu }: PendingOrderCardProps) {
  const titleId = useId();
  const text = useWords(ENGLISH_ORDER);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {text.orderWaiting}
      </h2>
      <p className={orderStyles.notice.info}>{text.orderSaved}</p>
      <OrderLines items={pending.body.items} total={pending.body.totalAmount} menu={menu} />
      <Button variant="secondary" className={styles.tap} onClick={onRetry} disabled={sending}>
        {sending ? text.sending : text.tryNow}
      </Button>
    </section>
  );
}
