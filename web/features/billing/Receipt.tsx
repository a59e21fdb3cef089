import { forwardRef, useEffect } from "react";
import { duePaise } from "../../../shared/billing/paid";
import { formatPaiseShort } from "../../../shared/billing/paise";
import { RECEIPT_COLUMNS, type ReceiptRow, receiptRows } from "../../../shared/billing/receipt-layout";
import type { Receipt as ReceiptData } from "../../../shared/schemas/bills";
import { shownText } from "../../../shared/text";
import { cx } from "../../lib/cx";
import { useUpiQr } from "../../lib/useUpiQr";
import type { Paper } from "../printing";
import * as print from "../printing";
import * as styles from "./Receipt.css";

const PAPER_CLASS = { "80mm": print.roll, "58mm": print.roll58, a4: print.a4 } as const;

/** Rows with keys of their own: the text, and how many times it came before (rules repeat). */
function keyed(rows: readonly ReceiptRow[]): (ReceiptRow & { key: string })[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const count = (seen.get(row.text) ?? 0) + 1;
    seen.set(row.text, count);
    return { ...row, key: `${row.text}\u0000${count}` };
  });
}

/**
 * A bill as printed (docs/billing.md, Printing): the rows of shared/billing/receipt-layout.ts in the
 * printer's monospace columns (48 on 80 mm and A4, 32 on 58 mm), then the UPI QR code while unpaid.
 */
interface ReceiptProps {
  receipt: ReceiptData;
  paper: Paper;
  className?: string;
  /** Called once everything is drawn (the QR code too), and again whenever it changes. */
  onReady?: () => void;
}

export const Receipt = forwardRef<HTMLDivElement, ReceiptProps>(function Receipt({ receipt, paper, className, onReady }, ref) {
  const { bill } = receipt;
  const columns = RECEIPT_COLUMNS[paper === "a4" ? "80mm" : paper];
  const link = bill.status === "paid" ? null : bill.upiLink;
  const qr = useUpiQr(link, paper === "a4" ? 200 : 180);
  const due = duePaise(bill);
  const drawn = link === null || qr !== null;
  useEffect(() => {
    if (drawn) onReady?.();
  }, [drawn, onReady]);
  return (
    <div ref={ref} className={cx(PAPER_CLASS[paper], styles.receipt, className)} data-paper={paper}>
      <pre className={paper === "a4" ? styles.sheetText : styles.rollText} data-columns={columns}>
        {keyed(receiptRows(receipt, columns)).map((row) => (
          <span key={row.key} className={styles.row}>
            {/* Direction marks in a name or note could reorder a printed row ("stun on" as "no nuts"): they go. */}
            {row.bold ? <strong>{shownText(row.text)}</strong> : shownText(row.text)}
          </span>
        ))}
      </pre>
      {qr ? (
        <figure className={styles.centre}>
          <img className={styles.qr} src={qr} alt={`UPI QR code to pay ${formatPaiseShort(due)}`} />
          <figcaption>Scan with any UPI app to pay {formatPaiseShort(due)}</figcaption>
        </figure>
      ) : null}
    </div>
  );
});
