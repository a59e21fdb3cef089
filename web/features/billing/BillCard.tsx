import { Link } from "@tanstack/react-router";
import { formatPaise } from "../../../shared/billing/paise";
import { formatOrderTime } from "../../../shared/dates";
import type { LocalBill } from "../../data/hooks";
import { Badge } from "../../ui/Badge/Badge";
import { buttonClassName } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Fact, Facts } from "../../ui/Facts/Facts";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import * as styles from "./Billing.css";
import { PaymentActions } from "./PaymentActions";

/** One bill on a staff screen: its total, what is paid, the payment buttons until it is paid, and printing. */
export function BillCard({ bill }: { bill: LocalBill }) {
  const paid = bill.status === "paid";
  return (
    <Card
      title={`Bill ${bill.number}`}
      headingLevel={3}
      action={
        <span className={styles.row}>
          <Badge tone={paid ? "success" : "accent"}>{paid ? "Paid" : "Unpaid"}</Badge>
          <PendingBadge pending={bill.pending} />
        </span>
      }
    >
      <Facts>
        <Fact term="Table">{bill.tableNumber}</Fact>
        <Fact term="Made">{formatOrderTime(bill.createdAt)}</Fact>
        <Fact term="Total">{formatPaise(bill.totalPaise)}</Fact>
        <Fact term="Paid">{formatPaise(bill.paidPaise)}</Fact>
      </Facts>
      {paid ? null : <PaymentActions key={bill.paidPaise} bill={bill} />}
      <div className={styles.row}>
        <Link
          to="/bills/$billId/print"
          params={{ billId: bill.id }}
          search={{ paper: "80mm" }}
          className={buttonClassName({ variant: "secondary" })}
        >
          Print 80 mm
        </Link>
        <Link
          to="/bills/$billId/print"
          params={{ billId: bill.id }}
          search={{ paper: "a4" }}
          className={buttonClassName({ variant: "secondary" })}
        >
          Print A4
        </Link>
      </div>
    </Card>
  );
}
