import { formatPaise, formatPaiseShort } from "../../../shared/billing/paise";
import { useUpiQr } from "../../lib/useUpiQr";
import { buttonClassName } from "../../ui/Button/Button";
import { BillSums } from "../billing";
import * as styles from "./Diner.css";
import type { DinerBill } from "./readBill";

/**
 * The table's bill on the diner's phone: the lines, then Subtotal, CGST, SGST, Round off and Total in
 * the receipt's words (docs/decisions/077-bill-reads-the-same.md), a Pay by UPI button that opens the
 * phone's UPI app, and the same link as a QR code for paying from another phone; "Paid, thank you"
 * once the counter has recorded it. Loaded only once the table has a bill.
 */
export function TableBillCard({ bill }: { bill: DinerBill }) {
  const paid = bill.status === "paid";
  const qr = useUpiQr(paid ? null : bill.upiLink);
  const due = bill.totalPaise - bill.paidPaise;
  return (
    <section className={styles.panel} aria-label="Your bill">
      <h2 className={styles.sectionTitle}>Your bill</h2>
      <p className={styles.quiet}>
        Bill {bill.number} · Table {bill.tableNumber}
      </p>
      <ul className={styles.lines}>
        {bill.lines.map((line) => (
          <li key={`${line.name}-${line.unitPricePaise}`} className={styles.line}>
            <span>
              {line.quantity} x {line.name}
            </span>
            <span>{formatPaise(line.amountPaise)}</span>
          </li>
        ))}
      </ul>
      <BillSums bill={bill} classNames={{ list: styles.sums, line: styles.sumLine, total: styles.total, note: styles.quiet }} />
      {paid ? (
        <p role="status" className={styles.notice.info}>
          Paid, thank you
        </p>
      ) : bill.upiLink ? (
        <>
          <a className={buttonClassName({ size: "lg", fullWidth: true })} href={bill.upiLink}>
            Pay {formatPaiseShort(due)} by UPI
          </a>
          {qr ? <img className={styles.upiQr} src={qr} alt={`UPI QR code to pay ${formatPaiseShort(due)}`} /> : null}
          <p className={styles.quiet}>Paying from another phone? Scan this code with any UPI app.</p>
        </>
      ) : (
        <p className={styles.quiet}>Please pay at the counter.</p>
      )}
    </section>
  );
}
