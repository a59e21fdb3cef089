import { type FormEvent, useCallback, useState } from "react";
import { formatPaise } from "../../../shared/billing/paise";
import { methodLabel } from "../../../shared/billing/report";
import type { ShiftReport, ZReport } from "../../../shared/billing/shift";
import { paiseOfText } from "../../../shared/billing/tender";
import { formatOrderTime } from "../../../shared/dates";
import { PAYMENT_METHODS } from "../../../shared/schemas/bills";
import type { CashEntryKind } from "../../../shared/schemas/shifts";
import { useSessionUser } from "../../data/session";
import { serverMessageOf } from "../../http/client";
import { useServerData } from "../../lib/useServerData";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Fact, Facts } from "../../ui/Facts/Facts";
import { Field } from "../../ui/Field/Field";
import { Page } from "../../ui/Page/Page";
import { toast } from "../../ui/Toast/toastStore";
import { AdminOnly } from "../admin";
import { billStyles as styles } from "../billing";
import { addCash, closeShift, listShifts, openShift, type ShiftView, xReport } from "./shiftsApi";

const AMOUNT_HINT = "Enter an amount in rupees, e.g. 2000 or 2000.50";

/** The cash drawer (docs/api.md, Shifts): open with a float, cash in and out, a blind count at close, the Z report. */
export function ShiftPage() {
  return (
    <AdminOnly screen="Cash Drawer">
      <Drawer />
    </AdminOnly>
  );
}

function Drawer() {
  const user = useSessionUser();
  return user ? <DrawerFor restaurantId={user.restaurantId} /> : null;
}

function DrawerFor({ restaurantId }: { restaurantId: string }) {
  const load = useCallback(() => listShifts(restaurantId), [restaurantId]);
  const { state, reload } = useServerData(load);
  const [closed, setClosed] = useState<ZReport | null>(null);
  if (state.status === "loading")
    return (
      <Page title="Cash Drawer">
        <p role="status">Loading shifts...</p>
      </Page>
    );
  if (state.status === "error")
    return (
      <Page title="Cash Drawer">
        <p role="alert">{serverMessageOf(state.error) ?? "The cash drawer needs the connection. Try again when online."}</p>
      </Page>
    );
  const open = state.value.find((shift) => shift.status === "open");
  const lastZ = closed ?? state.value.find((shift) => shift.zReport)?.zReport ?? null;
  return (
    <Page title="Cash Drawer" lead="Open a shift with the float counted, record cash in and out, and close it with a blind count.">
      {open ? (
        <OpenShift
          shift={open}
          onClosed={(report) => {
            setClosed(report);
            void reload();
          }}
        />
      ) : (
        <OpenShiftForm restaurantId={restaurantId} onOpened={() => void reload()} />
      )}
      {lastZ ? <ZReportCard report={lastZ} /> : null}
    </Page>
  );
}

/** An amount field's value as paise, or null (and a toast) when it is not an amount. */
function amountOf(text: string): number | null {
  const paise = paiseOfText(text);
  if (paise === null) toast({ title: "Not an Amount", description: AMOUNT_HINT, variant: "destructive" });
  return paise;
}

async function attempt(work: () => Promise<unknown>, failed: string): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    toast({
      title: failed,
      description: serverMessageOf(error) ?? "It needs the connection. Try again when online.",
      variant: "destructive",
    });
    return false;
  }
}

function OpenShiftForm({ restaurantId, onOpened }: { restaurantId: string; onOpened: () => void }) {
  const [float, setFloat] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const floatPaise = amountOf(float);
    if (floatPaise !== null && (await attempt(() => openShift(restaurantId, floatPaise), "Shift Not Opened"))) onOpened();
  };
  return (
    <Card title="No shift is open" headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} className={styles.row}>
        <Field label="Float (₹)" inputMode="decimal" value={float} onChange={(event) => setFloat(event.target.value)} />
        <Button type="submit" size="lg">
          Open Shift
        </Button>
      </form>
    </Card>
  );
}

function OpenShift({ shift, onClosed }: { shift: ShiftView; onClosed: (report: ZReport) => void }) {
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [counted, setCounted] = useState("");
  const [x, setX] = useState<ShiftReport | null>(null);

  const record = async (kind: CashEntryKind) => {
    const amountPaise = amountOf(amount);
    if (amountPaise === null) return;
    if (await attempt(() => addCash(shift.id, kind, amountPaise, reason), "Not Recorded")) {
      toast({ title: kind === "in" ? "Cash In Recorded" : "Cash Out Recorded", description: `${formatPaise(amountPaise)}: ${reason}` });
      setAmount("");
      setReason("");
    }
  };

  const close = async (event: FormEvent) => {
    event.preventDefault();
    const countedPaise = amountOf(counted);
    if (countedPaise === null) return;
    let report: ZReport | null = null;
    if (
      (await attempt(async () => {
        report = await closeShift(shift.id, countedPaise);
      }, "Shift Not Closed")) &&
      report
    )
      onClosed(report);
  };

  return (
    <>
      <Card title="Shift open" headingLevel={2}>
        <Facts>
          <Fact term="Opened">{formatOrderTime(shift.openedAt)}</Fact>
          <Fact term="Float">{formatPaise(shift.floatPaise)}</Fact>
        </Facts>
        <Button variant="secondary" onClick={() => void attempt(async () => setX(await xReport(shift.id)), "No X Report")}>
          X Report
        </Button>
        {x ? <ReportFacts report={x} /> : null}
      </Card>
      <Card title="Cash in and out" headingLevel={2}>
        <div className={styles.row}>
          <Field label="Amount (₹)" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <Field label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button variant="secondary" onClick={() => void record("in")}>
            Cash In
          </Button>
          <Button variant="secondary" onClick={() => void record("out")}>
            Cash Out
          </Button>
        </div>
      </Card>
      <Card title="Close shift" headingLevel={2}>
        <p className={styles.muted}>Count the cash in the drawer and enter it: the expected figure is shown after the count.</p>
        <form onSubmit={(event) => void close(event)} className={styles.row}>
          <Field label="Counted cash (₹)" inputMode="decimal" value={counted} onChange={(event) => setCounted(event.target.value)} />
          <Button type="submit" size="lg">
            Close Shift
          </Button>
        </form>
      </Card>
    </>
  );
}

/** "Short by ₹40.00", "Over by ₹5.00" or "Exact". */
export function varianceText(variancePaise: number): string {
  if (variancePaise === 0) return "Exact";
  return `${variancePaise < 0 ? "Short by" : "Over by"} ${formatPaise(Math.abs(variancePaise))}`;
}

function ReportFacts({ report }: { report: ShiftReport }) {
  return (
    <Facts>
      <Fact term="Expected cash">{formatPaise(report.expectedCashPaise)}</Fact>
      <Fact term="Net Sales">{formatPaise(report.salesPaise)}</Fact>
      <Fact term="GST on Bills Made">{formatPaise(report.gstPaise)}</Fact>
      <Fact term="Bills">{String(report.billCount)}</Fact>
      {PAYMENT_METHODS.map((method) => (
        <Fact key={method} term={methodLabel(method)}>
          {formatPaise(report.payments[method])}
        </Fact>
      ))}
      <Fact term="Cash in">{formatPaise(report.cashInPaise)}</Fact>
      <Fact term="Cash out">{formatPaise(report.cashOutPaise)}</Fact>
      <Fact term="Tips">{formatPaise(report.tipsPaise)}</Fact>
      <Fact term="Discounts">{formatPaise(report.discountsPaise)}</Fact>
      <Fact term="Voids">{formatPaise(report.voidsPaise)}</Fact>
      <Fact term="Cancellations">{formatPaise(report.cancellationsPaise)}</Fact>
      <Fact term="Refunds">{formatPaise(report.refundsPaise)}</Fact>
    </Facts>
  );
}

function ZReportCard({ report }: { report: ZReport }) {
  return (
    <Card title={`Z report: ${formatOrderTime(report.closedAt)}`} headingLevel={2}>
      <Facts>
        <Fact term="Counted cash">{formatPaise(report.countedPaise)}</Fact>
        <Fact term="Variance">{varianceText(report.variancePaise)}</Fact>
      </Facts>
      <ReportFacts report={report} />
      <h3>Open bills carried to the next shift ({report.openBills.length})</h3>
      {report.openBills.length === 0 ? (
        <p className={styles.muted}>No bill was left open</p>
      ) : (
        <ul className={styles.lines}>
          {report.openBills.map((bill) => (
            <li key={bill.id} className={styles.line}>
              <span>
                {bill.number} · Table {bill.tableNumber}
              </span>
              <span>{formatPaise(bill.duePaise)} due</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
