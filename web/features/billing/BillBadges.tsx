import type { LocalBill } from "../../data/hooks";
import { Badge } from "../../ui/Badge/Badge";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import * as styles from "./Billing.css";

const STATUS_WORDS = { paid: "Paid", unpaid: "Unpaid", cancelled: "Cancelled" } as const;

/** Paid, Unpaid or Cancelled, and Waiting to sync while a payment taken here has not reached the server. */
export function BillBadges({ bill }: { bill: LocalBill }) {
  return (
    <span className={styles.row}>
      <Badge tone={bill.status === "paid" ? "success" : bill.status === "cancelled" ? "neutral" : "accent"}>
        {STATUS_WORDS[bill.status]}
      </Badge>
      <PendingBadge pending={bill.pending} />
    </span>
  );
}
