import type { ReactNode } from "react";
import { duePaise } from "../../../shared/billing/paid";
import { formatPaise, formatPaiseShort } from "../../../shared/billing/paise";
import type { SplitAnswer } from "../../../shared/schemas/bills";
import type { LocalBill } from "../../data/hooks";
import { useUpiQr } from "../../lib/useUpiQr";
import { Card } from "../../ui/Card/Card";
import { BillActions } from "./BillActions";
import { BillBadges } from "./BillBadges";
import * as styles from "./Billing.css";
import { BillSums } from "./BillSums";
import { PaymentActions } from "./PaymentActions";
import { PrintReceiptButton } from "./PrintReceiptButton";

/**
 * A bill where it is taken (the waiter's table panel and Orders Management, docs/decisions/077-bill-reads-the-same.md):
 * its lines, sums and UPI QR code, the payments in as many parts as the table likes, the change for
 * cash tendered above what is due, and Print Receipt.
 */
export function BillPanel({
  bill,
  facts,
  actions,
  onSplit,
}: {
  bill: LocalBill;
  facts?: ReactNode;
  actions?: ReactNode;
  onSplit?: (answer: SplitAnswer) => void;
}) {
  const paid = bill.status !== "unpaid";
  const due = duePaise(bill);
  const qr = useUpiQr(paid ? null : bill.upiLink);
  return (
    <Card title={`Bill ${bill.number}`} headingLevel={3} action={<BillBadges bill={bill} />}>
      {facts}
      <ul className={styles.lines} aria-label={`Lines of bill ${bill.number}`}>
        {bill.lines.map((line) => (
          <li key={`${line.name}-${line.unitPricePaise}-${line.discountPaise ?? 0}`} className={styles.line}>
            <span>
              {line.quantity} x {line.name}
            </span>
            <span className={styles.figure}>{formatPaise(line.amountPaise)}</span>
            {line.discountPaise ? (
              <span className={styles.muted}>
                − {formatPaise(line.discountPaise)} ({line.discountReason})
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {bill.discountReason ? <p className={styles.muted}>Discount: {bill.discountReason}</p> : null}
      {bill.status === "cancelled" ? <p className={styles.muted}>Cancelled: {bill.cancelReason}</p> : null}
      <BillSums bill={bill} classNames={{ list: styles.sums, line: styles.line, total: styles.total, note: styles.muted }} />
      {paid ? null : (
        <p className={styles.line}>
          <span>Due</span>
          <span className={styles.figure}>{formatPaise(due)}</span>
        </p>
      )}
      {qr ? <img className={styles.qr} src={qr} alt={`UPI QR code to pay ${formatPaiseShort(due)}`} /> : null}
      <PaymentActions bill={bill} />
      <div className={styles.row}>
        <PrintReceiptButton billId={bill.id} />
        {actions}
      </div>
      <BillActions bill={bill} {...(onSplit ? { onSplit } : {})} />
    </Card>
  );
}
