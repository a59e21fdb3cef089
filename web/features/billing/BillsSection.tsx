import { type LocalBill, type LocalOrder, useBills } from "../../data/hooks";
import { Card } from "../../ui/Card/Card";
import { BillCard } from "./BillCard";
import * as styles from "./Billing.css";
import { MakeBillButton } from "./MakeBillButton";
import { unbilledTables } from "./unbilledTables";

/**
 * Orders Management's billing part (docs/billing.md): each table with orders not yet on a bill gets a
 * Make Bill button; then today's bills and every unpaid one, unpaid first, to take payment and print.
 */
export function BillsSection({ orders }: { orders: readonly LocalOrder[] }) {
  const bills = useBills();
  const toBill = unbilledTables(orders, bills ?? []);
  const shown: LocalBill[] = [...(bills ?? [])].sort((a, b) => Number(a.status === "paid") - Number(b.status === "paid"));
  return (
    <section aria-labelledby="bills-heading" className={styles.list}>
      <h2 id="bills-heading">Bills</h2>
      <Card title="Tables to bill" headingLevel={3}>
        {toBill.length === 0 ? (
          <p className={styles.muted}>Every table's orders are billed</p>
        ) : (
          <ul className={styles.tables}>
            {toBill.map((table) => (
              <li key={table.tableId} className={styles.tableChip}>
                <strong>Table {table.tableNumber}</strong>
                <span className={styles.muted}>{table.orderCount === 1 ? "1 order" : `${table.orderCount} orders`}</span>
                <MakeBillButton tableId={table.tableId} tableNumber={table.tableNumber} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      {bills === undefined ? (
        <p className={styles.muted} role="status">
          Loading bills...
        </p>
      ) : (
        <ul className={styles.list} aria-label="Bills">
          {shown.map((bill) => (
            <li key={bill.id}>
              <BillCard bill={bill} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
