import { useState } from "react";
import { paiseAsDecimal } from "../../../shared/billing/paise";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "../../../shared/schemas/bills";
import { type LocalBill, useMutate } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Billing.css";

/** "1101.50" or "1101" as paise; null for anything that is not an amount with at most two decimals. */
function paiseOf(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Records what the table paid, by UPI, cash or card; saved here at once and sent through the outbox. */
export function PaymentActions({ bill }: { bill: LocalBill }) {
  const mutate = useMutate();
  const due = bill.totalPaise - bill.paidPaise;
  const [amount, setAmount] = useState(paiseAsDecimal(due));
  const [error, setError] = useState<string | undefined>();

  const record = async (method: PaymentMethod) => {
    const amountPaise = paiseOf(amount);
    if (amountPaise === null || amountPaise < 1) return setError("Enter an amount in rupees, e.g. 250 or 250.50");
    if (amountPaise > due) return setError(`Only ₹${paiseAsDecimal(due)} is due`);
    setError(undefined);
    try {
      await mutate.recordPayment({ billId: bill.id, method, amountPaise });
      setAmount(paiseAsDecimal(due - amountPaise));
      toast({
        title: "Payment Recorded",
        description: `${PAYMENT_METHOD_LABELS[method]} ₹${paiseAsDecimal(amountPaise)} on bill ${bill.number}`,
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
        onChange={(event) => setAmount(event.target.value)}
      />
      {PAYMENT_METHODS.map((method) => (
        <Button key={method} size="lg" variant={method === "upi" ? "primary" : "secondary"} onClick={() => void record(method)}>
          Paid by {PAYMENT_METHOD_LABELS[method]}
        </Button>
      ))}
    </div>
  );
}
