import { type FormEvent, useId, useRef, useState } from "react";
import { formatPaise } from "../../../shared/billing/paise";
import type { Bill, CreateBillInput } from "../../../shared/schemas/bills";
import { OTHER_REASON } from "../../../shared/schemas/settings";
import { useList, useRestaurantSettings, useSyncActions } from "../../data/hooks";
import { newId } from "../../data/ids";
import { useSessionUser } from "../../data/session";
import { HttpError, serverMessageOf } from "../../http/client";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Billing.css";
import { leftToBill } from "./leftToBill";
import { makeBill } from "./makeBill";

interface BillChangesFormProps {
  tableId: string;
  tableNumber: string;
  /** Offline the form stays, but a bill needs the server to number it. */
  online?: boolean;
  onMade?: (bill: Bill) => void;
}

/** The discount reasons to choose from: the admin's list and Other (with words). */
export function ReasonSelect({ value, onChange, label = "Reason" }: { value: string; onChange: (reason: string) => void; label?: string }) {
  const settings = useRestaurantSettings();
  const id = useId();
  const reasons = [...(settings?.discountReasons ?? []), OTHER_REASON];
  return (
    <label htmlFor={id} className={styles.lines}>
      <span>{label}</span>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {reasons.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Make Bill with changes (docs/billing.md, Bill changes): which lines and how many go on this bill
 * (splitting before the bill is making several), a discount with its reason, the service charge at the
 * guest's request. A discount above the admin's threshold asks for an admin's PIN on this device.
 */
export function BillChangesForm({ tableId, tableNumber, online = true, onMade }: BillChangesFormProps) {
  const user = useSessionUser();
  const orders = useList("orders");
  const bills = useList("bills");
  const settings = useRestaurantSettings();
  const { refresh } = useSyncActions();
  const left = leftToBill(orders ?? [], bills ?? [], tableId);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [kind, setKind] = useState<"percent" | "amount">("percent");
  const [value, setValue] = useState("");
  const [reason, setReason] = useState(settings?.discountReasons[0] ?? OTHER_REASON);
  const [note, setNote] = useState("");
  const [serviceCharge, setServiceCharge] = useState(false);
  const [approval, setApproval] = useState<{ username: string; pin: string } | null>(null);
  const [pending, setPending] = useState(false);
  const key = useRef(newId());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) return;
    const lines = left
      .map((entry) => ({ lineId: entry.line.lineId, quantity: Number(quantities[entry.line.lineId] ?? entry.left) }))
      .filter((line) => line.quantity > 0);
    const amount = Number(value);
    const input: CreateBillInput = {
      tableId,
      lines,
      ...(value.trim() === "" || !(amount > 0)
        ? {}
        : { discount: { kind, value: kind === "amount" ? Math.round(amount * 100) : amount, reason, ...(note ? { note } : {}) } }),
      ...(serviceCharge ? { serviceCharge: true } : {}),
      ...(approval ? { approval } : {}),
    };
    setPending(true);
    try {
      const bill = await makeBill(user.restaurantId, input, key.current);
      key.current = newId();
      await refresh(["bills", "orders", "serviceRequests"]);
      toast({ title: "Bill Made", description: `Bill ${bill.number} for table ${tableNumber}: ${formatPaise(bill.totalPaise)}` });
      setApproval(null);
      onMade?.(bill);
    } catch (error) {
      key.current = newId();
      // Above the threshold: ask an admin for their PIN here, then send again with it.
      if (error instanceof HttpError && error.status === 403 && approval === null) {
        setApproval({ username: "", pin: "" });
        toast({ title: "Approval Needed", description: serverMessageOf(error) ?? "An admin's approval is needed" });
      } else {
        toast({
          title: "Bill Not Made",
          description: serverMessageOf(error) ?? "Could not reach the server. Try again.",
          variant: "destructive",
        });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.lines} onSubmit={(event) => void submit(event)} aria-label={`Bill with changes for table ${tableNumber}`}>
      <fieldset className={styles.lines}>
        <legend>Lines on this bill</legend>
        {left.map((entry) => (
          <Field
            key={entry.line.lineId}
            label={`${entry.line.name} (of ${entry.left})`}
            inputMode="numeric"
            className={styles.amountField}
            value={quantities[entry.line.lineId] ?? String(entry.left)}
            onChange={(event) => setQuantities((current) => ({ ...current, [entry.line.lineId]: event.target.value }))}
          />
        ))}
      </fieldset>
      <fieldset className={styles.lines}>
        <legend>Discount</legend>
        <div className={styles.row}>
          <label>
            <input type="radio" name="discountKind" checked={kind === "percent"} onChange={() => setKind("percent")} /> Percent
          </label>
          <label>
            <input type="radio" name="discountKind" checked={kind === "amount"} onChange={() => setKind("amount")} /> Amount (₹)
          </label>
        </div>
        <Field
          label={kind === "percent" ? "Discount (%)" : "Discount (₹)"}
          inputMode="decimal"
          className={styles.amountField}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <ReasonSelect value={reason} onChange={setReason} label="Discount reason" />
        {reason === OTHER_REASON ? <Field label="Discount words" value={note} onChange={(event) => setNote(event.target.value)} /> : null}
      </fieldset>
      {settings?.serviceChargePercent ? (
        <label>
          <input type="checkbox" checked={serviceCharge} onChange={(event) => setServiceCharge(event.target.checked)} /> Add service charge
          ({settings.serviceChargePercent} %) at the guest's request
        </label>
      ) : null}
      {approval ? (
        <fieldset className={styles.lines}>
          <legend>Admin approval</legend>
          <Field
            label="Admin username"
            autoCapitalize="none"
            value={approval.username}
            onChange={(event) => setApproval({ ...approval, username: event.target.value })}
          />
          <Field
            label="Admin PIN"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={approval.pin}
            onChange={(event) => setApproval({ ...approval, pin: event.target.value })}
          />
        </fieldset>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" size="lg" disabled={!online || pending || left.length === 0}>
          {approval ? "Approve and Make Bill" : "Make This Bill"}
        </Button>
      </div>
    </form>
  );
}
