import type { LocalBill } from "../../data/hooks";
import { Badge } from "../../ui/Badge/Badge";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import * as styles from "./Billing.css";

/** Paid or Unpaid, and Waiting to sync while a payment taken here has not reached the server. */
export function BillBadges({ bill }: { bill: LocalBill }) {
  const paid = bill.status === "paid";
  return (
    <span className={styles.row}>
      <Badge tone={paid ? "success" : "accent"}>{paid ? "Paid" : "Unpaid"}</Badge>
      <PendingBadge pending={bill.pending} />
    </span>
  );
}
