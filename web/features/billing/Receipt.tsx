import { forwardRef } from "react";
import { COMPOSITION_LEGEND, GST_RATE_PERCENT } from "../../../shared/billing/gst";
import { formatPaise, formatPaiseShort } from "../../../shared/billing/paise";
import { formatOrderTime } from "../../../shared/dates";
import type { Receipt as ReceiptData } from "../../../shared/schemas/bills";
import { cx } from "../../lib/cx";
import { useUpiQr } from "../../lib/useUpiQr";
import type { Paper } from "../printing";
import * as print from "../printing";
import * as styles from "./Receipt.css";

const TITLES = { "regular-5": "Tax Invoice", "regular-18": "Tax Invoice", composition: "Bill of Supply", unregistered: "Bill" } as const;

/**
 * A bill as printed (docs/billing.md, Printing): who issued it, its number, time and table, the lines,
 * the taxes or the composition legend, round-off, total, the UPI QR and the footer.
 */
export const Receipt = forwardRef<HTMLDivElement, { receipt: ReceiptData; paper: Paper; className?: string }>(function Receipt(
  { receipt: { bill, issuer }, paper, className },
  ref,
) {
  const qr = useUpiQr(bill.status === "paid" ? null : bill.upiLink, paper === "a4" ? 200 : 180);
  const half = GST_RATE_PERCENT[issuer.gstMode] / 2;
  const taxed = half > 0;
  const due = bill.totalPaise - bill.paidPaise;
  return (
    <div ref={ref} className={cx(paper === "a4" ? print.a4 : print.roll, styles.receipt, className)} data-paper={paper}>
      <header className={styles.centre}>
        <p className={styles.name}>{issuer.legalName}</p>
        {issuer.address ? <p>{issuer.address}</p> : null}
        {issuer.phone ? <p>Phone {issuer.phone}</p> : null}
        {issuer.gstin ? <p>GSTIN {issuer.gstin}</p> : null}
        {issuer.fssaiNumber ? <p>FSSAI Lic. No. {issuer.fssaiNumber}</p> : null}
        <p className={styles.title}>{TITLES[issuer.gstMode]}</p>
      </header>
      <dl className={styles.facts}>
        <dt>Bill No.</dt>
        <dd>{bill.number}</dd>
        <dt>Date</dt>
        <dd>{formatOrderTime(bill.createdAt, "Asia/Kolkata")}</dd>
        <dt>Table</dt>
        <dd>{bill.tableNumber}</dd>
      </dl>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Rate</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line) => (
            <tr key={`${line.name}-${line.unitPricePaise}`}>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>{formatPaise(line.unitPricePaise)}</td>
              <td>{formatPaise(line.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.sums}>
        <dt>{taxed && issuer.pricesIncludeGst ? "Taxable value" : "Subtotal"}</dt>
        <dd>{formatPaise(bill.subtotalPaise)}</dd>
        {taxed ? (
          <>
            <dt>CGST @ {half}%</dt>
            <dd>{formatPaise(bill.cgstPaise)}</dd>
            <dt>SGST @ {half}%</dt>
            <dd>{formatPaise(bill.sgstPaise)}</dd>
          </>
        ) : null}
        <dt>Round off</dt>
        <dd>{formatPaise(bill.roundOffPaise)}</dd>
        <dt className={styles.grand}>Total</dt>
        <dd className={styles.grand}>{formatPaise(bill.totalPaise)}</dd>
      </dl>
      {taxed && issuer.pricesIncludeGst ? <p>Prices include GST.</p> : null}
      {issuer.gstMode === "composition" ? <p>{COMPOSITION_LEGEND}</p> : null}
      {bill.status === "paid" ? <p className={styles.centre}>PAID</p> : null}
      {qr ? (
        <figure className={styles.centre}>
          <img className={styles.qr} src={qr} alt={`UPI QR code to pay ${formatPaiseShort(due)}`} />
          <figcaption>Scan with any UPI app to pay {formatPaiseShort(due)}</figcaption>
        </figure>
      ) : null}
      {issuer.billFooter ? <p className={styles.centre}>{issuer.billFooter}</p> : null}
    </div>
  );
});
