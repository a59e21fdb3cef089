import { useCallback, useState } from "react";
import { calendarDate, restaurantDate } from "../../../shared/billing/bill-number";
import { SALES_FIGURE_LABELS } from "../../../shared/billing/figures";
import { type GstSummary, MONTH_PATTERN } from "../../../shared/billing/gst-summary";
import { duePaise } from "../../../shared/billing/paid";
import { formatPaise } from "../../../shared/billing/paise";
import { changeTotals, methodLabel, summarizeDay, tipsByStaff } from "../../../shared/billing/report";
import { formatOrderTime } from "../../../shared/dates";
import { AUDIT_KIND_LABELS } from "../../../shared/schemas/audit";
import { type DayReport, PAYMENT_METHODS } from "../../../shared/schemas/bills";
import { useSessionUser } from "../../data/session";
import { api } from "../../http/api";
import { serverMessageOf } from "../../http/client";
import { useServerData } from "../../lib/useServerData";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Fact, Facts } from "../../ui/Facts/Facts";
import { Field } from "../../ui/Field/Field";
import { Page } from "../../ui/Page/Page";
import { AdminOnly } from "../admin";
import { billStyles as styles } from "../billing";
import { ALL_OUTLETS, type Outlet, OutletChoice, useOutlets } from "../outlets";
import { WaitReport } from "../waitlist";
import { AuditTrail } from "./AuditTrail";
import { downloadCsv, fetchDayReport, gstSummaryPath, mergeDayReports } from "./dayReport";

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
  const outlets = useOutlets(user);
  return user ? <ReportsFor restaurantId={user.restaurantId} outlets={outlets && outlets.length > 1 ? outlets : null} /> : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function ReportsFor({ restaurantId, outlets }: { restaurantId: string; outlets: readonly Outlet[] | null }) {
  const [date, setDate] = useState(() => restaurantDate(new Date()));
  // The last whole date typed: a half-typed or cleared field keeps the report of the day before it.
  const [day, setDay] = useState(date);
  // An owner of several outlets reads the day of any one, or of all together (docs/decisions/108-owner-switches-outlet.md).
  const [shown, setShown] = useState(restaurantId);
  const load = useCallback(async () => {
    if (shown !== ALL_OUTLETS || !outlets) return fetchDayReport(shown, day);
    return mergeDayReports(day, await Promise.all(outlets.map((outlet) => fetchDayReport(outlet.id, day))));
  }, [shown, outlets, day]);
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
        {outlets ? <OutletChoice outlets={outlets} value={shown} onChange={setShown} /> : null}
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
      <MonthSummary restaurantId={restaurantId} outlets={outlets} />
      <WaitReport restaurantId={restaurantId} />
      <AuditTrail restaurantId={restaurantId} date={day} />
    </Page>
  );
}

/** The month's GST summary for the accountant (docs/api.md, GST summary): this outlet, or any or all of an owner's. */
function MonthSummary({ restaurantId, outlets }: { restaurantId: string; outlets: readonly Outlet[] | null }) {
  const [month, setMonth] = useState(() => calendarDate(new Date()).slice(0, 7));
  const [shown, setShown] = useState(restaurantId);
  const path = gstSummaryPath(shown === ALL_OUTLETS ? "all" : shown, Boolean(outlets), month);
  const load = useCallback(async () => (await api.get(path)) as GstSummary, [path]);
  const { state } = useServerData(load);
  return (
    <Card title="Month's GST summary" headingLevel={2}>
      <div className={styles.row}>
        <Field
          label="Month"
          type="month"
          value={month}
          onChange={(event) => MONTH_PATTERN.test(event.target.value) && setMonth(event.target.value)}
        />
        {outlets ? <OutletChoice outlets={outlets} value={shown} onChange={setShown} /> : null}
        <a href={`${path}&format=csv`} download>
          Download GST CSV
        </a>
      </div>
      {state.status === "loading" ? (
        <p role="status">Loading GST summary...</p>
      ) : state.status === "error" ? (
        <p role="alert">{serverMessageOf(state.error) ?? "The GST summary needs the connection. Try again when online."}</p>
      ) : (
        <Facts>
          <Fact term="Bills in the month">{String(state.value.totals.billCount)}</Fact>
          <Fact term="Taxable value">{formatPaise(state.value.totals.taxablePaise)}</Fact>
          <Fact term="CGST">{formatPaise(state.value.totals.cgstPaise)}</Fact>
          <Fact term="SGST">{formatPaise(state.value.totals.sgstPaise)}</Fact>
          <Fact term="Cancelled bills">{String(state.value.cancelledBills)}</Fact>
        </Facts>
      )}
    </Card>
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
