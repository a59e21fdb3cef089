import { useState } from "react";
import { duePaise } from "../../../shared/billing/paid";
import { formatPaise, paiseAsDecimal } from "../../../shared/billing/paise";
import { paiseOfText, planPayment } from "../../../shared/billing/tender";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "../../../shared/schemas/bills";
import { type LocalBill, useMutate } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Billing.css";

/**
 * Takes what the table pays, by UPI, cash or card, in as many parts as it likes (₹400 cash, the rest by
 * UPI); cash above what is due is tendered, and the change to give back stays on screen
 * (docs/decisions/078-cash-tendered-and-change.md). Saved here at once and sent through the outbox.
 */
export function PaymentActions({ bill }: { bill: LocalBill }) {
  const [change, setChange] = useState<number | null>(null);
  const paid = bill.status !== "unpaid";
  return (
    <div className={styles.lines}>
      {/* A new form for each part paid here or elsewhere: its amount starts at what is still due. */}
      {paid ? null : <PaymentForm key={bill.paidPaise} bill={bill} onRecorded={setChange} />}
      {change !== null && change > 0 ? (
        <p role="status" className={styles.change}>
          Change to give back: {formatPaise(change)}
        </p>
      ) : null}
    </div>
  );
}

function PaymentForm({ bill, onRecorded }: { bill: LocalBill; onRecorded: (changePaise: number) => void }) {
  const mutate = useMutate();
  const due = duePaise(bill);
  const [amount, setAmount] = useState(paiseAsDecimal(due));
  const [error, setError] = useState<string | undefined>();
  // A tip rides on the payment, outside the bill (docs/billing.md, Bill changes).
  const [tip, setTip] = useState("");

  const record = async (method: PaymentMethod) => {
    const plan = planPayment(method, paiseOfText(amount), due);
    if (!plan.ok) return setError(plan.message);
    setError(undefined);
    const { ok: _ok, changePaise, ...payment } = plan;
    const tipPaise = tip.trim() === "" ? 0 : paiseOfText(tip);
    if (tipPaise === null) return setError("Tip must be an amount in rupees");
    try {
      await mutate.recordPayment({ billId: bill.id, ...payment, ...(tipPaise > 0 ? { tipPaise } : {}) });
      setTip("");
      onRecorded(changePaise);
      toast({
        title: "Payment Recorded",
        description: `${PAYMENT_METHOD_LABELS[method]} ${formatPaise(payment.amountPaise)} on bill ${bill.number}`,
      });
    } catch {
      toast({ title: "Payment Failed", description: "Failed to record the payment", variant: "destructive" });
    }
  };

  return (
    <div className={styles.row}>
      <Field
        label="Amount (₹)"
        inputMode="decimal"
        className={styles.amountField}
        value={amount}
        error={error}
        hint={`Due ${formatPaise(due)}. Cash above it gives change.`}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Field
        label="Tip (₹)"
        inputMode="decimal"
        className={styles.amountField}
        value={tip}
        onChange={(event) => setTip(event.target.value)}
      />
      {PAYMENT_METHODS.map((method) => (
        <Button key={method} size="lg" variant={method === "upi" ? "primary" : "secondary"} onClick={() => void record(method)}>
          Paid by {PAYMENT_METHOD_LABELS[method]}
        </Button>
      ))}
    </div>
  );
}
