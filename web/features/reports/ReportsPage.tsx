import { useCallback, useState } from "react";
import { restaurantDate } from "../../../shared/billing/bill-number";
import { SALES_FIGURE_LABELS } from "../../../shared/billing/figures";
import { duePaise } from "../../../shared/billing/paid";
import { formatPaise } from "../../../shared/billing/paise";
import { changeTotals, methodLabel, summarizeDay, tipsByStaff } from "../../../shared/billing/report";
import { formatOrderTime } from "../../../shared/dates";
import { AUDIT_KIND_LABELS } from "../../../shared/schemas/audit";
import { type DayReport, PAYMENT_METHODS } from "../../../shared/schemas/bills";
import { useSessionUser } from "../../data/session";
import { serverMessageOf } from "../../http/client";
import { useServerData } from "../../lib/useServerData";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Fact, Facts } from "../../ui/Facts/Facts";
import { Field } from "../../ui/Field/Field";
import { Page } from "../../ui/Page/Page";
import { AdminOnly } from "../admin";
import { billStyles as styles } from "../billing";
import { WaitReport } from "../waitlist";
import { AuditTrail } from "./AuditTrail";
import { downloadCsv, fetchDayReport } from "./dayReport";

/** The day close (docs/billing.md): a day's bills, totals by payment method, GST collected, unpaid bills, CSV. */
export function ReportsPage() {
  return (
    <AdminOnly screen="Reports">
      <Reports />
    </AdminOnly>
  );
}

function Reports() {
  const user = useSessionUser();
  return user ? <ReportsFor restaurantId={user.restaurantId} /> : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function ReportsFor({ restaurantId }: { restaurantId: string }) {
  const [date, setDate] = useState(() => restaurantDate(new Date()));
  // The last whole date typed: a half-typed or cleared field keeps the report of the day before it.
  const [day, setDay] = useState(date);
  const load = useCallback(() => fetchDayReport(restaurantId, day), [restaurantId, day]);
  const { state } = useServerData(load);

  return (
    <Page title="Reports" lead="The day's bills: net sales, the GST on bills made, what each payment method brought.">
      <div className={styles.row}>
        <Field
          label="Day"
          type="date"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            if (DAY.test(event.target.value)) setDay(event.target.value);
          }}
        />
        <Button
          size="lg"
          variant="secondary"
          disabled={state.status !== "ready"}
          onClick={() => state.status === "ready" && downloadCsv(state.value)}
        >
          Download CSV
        </Button>
      </div>
      {state.status === "loading" ? (
        <p role="status">Loading report...</p>
      ) : state.status === "error" ? (
        <p role="alert">{serverMessageOf(state.error) ?? "Reports need the connection. Try again when online."}</p>
      ) : (
        <DaySummaryView report={state.value} />
      )}
      <WaitReport restaurantId={restaurantId} />
      <AuditTrail restaurantId={restaurantId} date={day} />
    </Page>
  );
}

const FIGURES_SHOWN = ["netSalesPaise", "gstPaise", "billedPaise", "paidPaise", "outstandingPaise"] as const;

function DaySummaryView({ report }: { report: DayReport }) {
  const day = summarizeDay(report.bills, report.payments);
  const changes = changeTotals(report.changes);
  const tips = tipsByStaff(report.payments);
  return (
    <>
      <Card title="Totals" headingLevel={2}>
        <Facts>
          <Fact term="Bills">{String(day.billCount)}</Fact>
          {FIGURES_SHOWN.map((figure) => (
            <Fact key={figure} term={SALES_FIGURE_LABELS[figure]}>
              {formatPaise(day[figure])}
            </Fact>
          ))}
          <Fact term="CGST on Bills Made">{formatPaise(day.cgstPaise)}</Fact>
          <Fact term="SGST on Bills Made">{formatPaise(day.sgstPaise)}</Fact>
          {PAYMENT_METHODS.map((method) => (
            <Fact key={method} term={methodLabel(method)}>
              {formatPaise(day.byMethod[method])}
            </Fact>
          ))}
        </Facts>
      </Card>
      <Card title={`Unpaid bills (${day.unpaid.length})`} headingLevel={2}>
        {day.unpaid.length === 0 ? (
          <p className={styles.muted}>Every bill of the day is paid</p>
        ) : (
          <ul className={styles.lines}>
            {day.unpaid.map((bill) => (
              <li key={bill.id} className={styles.line}>
                <span>
                  {bill.number} · Table {bill.tableNumber}
                </span>
                <span>{formatPaise(duePaise(bill))} due</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Discounts, voids, cancellations and refunds" headingLevel={2}>
        {changes.length === 0 ? (
          <p className={styles.muted}>None on this day</p>
        ) : (
          <ul className={styles.lines} aria-label="Money changes by reason and staff member">
            {changes.map((row) => (
              <li key={`${row.kind}-${row.by}-${row.key}`} className={styles.line}>
                <span>
                  {AUDIT_KIND_LABELS[row.kind]} · {row.by === "reason" ? "Reason" : "Staff"}: {row.key || "(none)"} · {row.count}
                </span>
                <span className={styles.figure}>{formatPaise(row.paise)}</span>
              </li>
            ))}
          </ul>
        )}
        {tips.map((tip) => (
          <p key={tip.staff} className={styles.line}>
            <span>Tips · {tip.staff}</span>
            <span className={styles.figure}>{formatPaise(tip.paise)}</span>
          </p>
        ))}
      </Card>
      <Card title="Bills" headingLevel={2}>
        {report.bills.length === 0 ? (
          <p className={styles.muted}>No bills on this day</p>
        ) : (
          <ul className={styles.lines}>
            {report.bills.map((bill) => (
              <li key={bill.id} className={styles.line}>
                <span>
                  {bill.number} · Table {bill.tableNumber} · {formatOrderTime(bill.createdAt)}
                </span>
                <span>
                  {formatPaise(bill.totalPaise)} {bill.status === "cancelled" ? `Cancelled (${bill.cancelReason})` : bill.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
