import { Link } from "@tanstack/react-router";
import { formatPaise } from "../../../shared/billing/paise";
import { formatOrderTime } from "../../../shared/dates";
import { billPlaceLabel } from "../../../shared/order-channel";
import type { LocalBill } from "../../data/hooks";
import { buttonClassName } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Fact, Facts } from "../../ui/Facts/Facts";
import { BillBadges } from "./BillBadges";
import * as styles from "./Billing.css";
import { PaymentActions } from "./PaymentActions";

/** One bill on a staff screen: its total, what is paid, the payment buttons until it is paid, and printing. */
export function BillCard({ bill }: { bill: LocalBill }) {
  return (
    <Card title={`Bill ${bill.number}`} headingLevel={3} action={<BillBadges bill={bill} />}>
      <Facts>
        <Fact term={billPlaceLabel(bill)}>{bill.tableNumber}</Fact>
        <Fact term="Made">{formatOrderTime(bill.createdAt)}</Fact>
        <Fact term="Total">{formatPaise(bill.totalPaise)}</Fact>
        <Fact term="Paid">{formatPaise(bill.paidPaise)}</Fact>
      </Facts>
      <PaymentActions bill={bill} />
      <div className={styles.row}>
        <Link to="/bills/$billId/print" params={{ billId: bill.id }} search={{}} className={buttonClassName({ variant: "secondary" })}>
          Print Receipt
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
