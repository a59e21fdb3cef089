import { duePaise } from "../../../shared/billing/paid";
import { formatPaise, formatPaiseShort } from "../../../shared/billing/paise";
import type { DinerLanguage } from "../../../shared/languages";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { useUpiQr } from "../../lib/useUpiQr";
import { buttonClassName } from "../../ui/Button/Button";
import { BillSums } from "../billing";
import * as styles from "./Diner.css";
import * as orderStyles from "./DinerOrder.css";
import { useWords } from "./i18n/DinerText";
import { ENGLISH_BILL } from "./i18n/englishBill";
import { ENGLISH_ORDER } from "./i18n/englishOrder";
import { fill } from "./i18n/messages";
import { billLineName } from "./localLines";
import type { DinerBill } from "./readBill";

/**
 * The table's bill on the diner's phone: the lines (named in the diner's language), then Subtotal, CGST, SGST, Round off and Total in
 * the receipt's words (docs/decisions/077-bill-reads-the-same.md), a Pay by UPI button that opens the
 * phone's UPI app, and the same link as a QR code for paying from another phone; "Paid, thank you"
 * once the counter has recorded it. Loaded only once the table has a bill.
 */
export function TableBillCard({ bill, menu, language }: { bill: DinerBill; menu: readonly DinerMenuItem[]; language: DinerLanguage }) {
  const text = useWords(ENGLISH_BILL);
  const money = useWords(ENGLISH_ORDER);
  const paid = bill.status === "paid";
  const qr = useUpiQr(paid ? null : bill.upiLink);
  const due = formatPaiseShort(duePaise(bill));
  return (
    <section className={styles.panel} aria-label={text.yourBill}>
      <h2 className={styles.sectionTitle}>{text.yourBill}</h2>
      <p className={styles.quiet}>{fill(text.billOf, { number: bill.number, table: bill.tableNumber })}</p>
      <ul className={orderStyles.lines}>
        {bill.lines.map((line) => (
          <li key={`${line.name}-${line.unitPricePaise}`} className={orderStyles.line}>
            <span>
              {line.quantity} x {billLineName(line.name, menu, language)}
            </span>
            <span>{formatPaise(line.amountPaise)}</span>
          </li>
        ))}
      </ul>
      <BillSums
        bill={bill}
        classNames={{ list: orderStyles.sums, line: orderStyles.sumLine, total: orderStyles.total, note: styles.quiet }}
        words={{ Subtotal: money.subtotal, CGST: money.cgst, SGST: money.sgst, "Round off": money.roundOff, Total: money.total }}
      />
      {paid ? (
        <p role="status" className={orderStyles.notice.info}>
          {text.paidThanks}
        </p>
      ) : bill.upiLink ? (
        <>
          <a className={buttonClassName({ size: "lg", fullWidth: true })} href={bill.upiLink}>
            {fill(text.payByUpi, { amount: due })}
          </a>
          {qr ? <img className={orderStyles.upiQr} src={qr} alt={fill(text.upiQrAlt, { amount: due })} /> : null}
          <p className={styles.quiet}>{text.payFromOtherPhone}</p>
        </>
      ) : (
        <p className={styles.quiet}>{text.payAtCounter}</p>
      )}
    </section>
  );
}
