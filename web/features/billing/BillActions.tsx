import { useRef, useState } from "react";
import { paiseOfText } from "../../../shared/billing/tender";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod, type SplitAnswer } from "../../../shared/schemas/bills";
import { type LocalBill, useList, useSyncActions } from "../../data/hooks";
import { newId } from "../../data/ids";
import { useSessionUser } from "../../data/session";
import { serverMessageOf } from "../../http/client";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Billing.css";
import { cancelBill, refundBill, splitBill } from "./makeBill";

type Open = "split" | "cancel" | "refund" | null;

/**
 * What else can happen to a bill (docs/billing.md, Bill changes): split by items or equally (an unpaid
 * bill with nothing paid), and for admins cancel with a reason and refunds. Online only: a split numbers
 * new bills, and cancel and refund answer the bill as the server now has it.
 */
export function BillActions({ bill, onSplit }: { bill: LocalBill; onSplit?: (answer: SplitAnswer) => void }) {
  const user = useSessionUser();
  const { refresh } = useSyncActions();
  const [open, setOpen] = useState<Open>(null);
  const key = useRef(newId());
  const admin = user?.role === "admin";
  const run = async (title: string, action: () => Promise<string>) => {
    try {
      const description = await action();
      key.current = newId();
      setOpen(null);
      await refresh(["bills", "orders"]);
      toast({ title, description });
    } catch (error) {
      key.current = newId();
      toast({
        title: `${title.split(" ")[0]} Failed`,
        description: serverMessageOf(error) ?? "Could not reach the server. Try again.",
        variant: "destructive",
      });
    }
  };
  const splittable = bill.status === "unpaid" && bill.paidPaise === 0 && bill.held.every((line) => line.shareOf === 1);
  const refundable = bill.paidPaise - bill.refundedPaise;
  if (bill.status === "cancelled") return null;
  return (
    <div className={styles.lines}>
      <div className={styles.row}>
        {splittable ? (
          <Button variant="secondary" aria-expanded={open === "split"} onClick={() => setOpen(open === "split" ? null : "split")}>
            Split Bill
          </Button>
        ) : null}
        {admin ? (
          <Button variant="secondary" aria-expanded={open === "cancel"} onClick={() => setOpen(open === "cancel" ? null : "cancel")}>
            Cancel Bill
          </Button>
        ) : null}
        {admin && refundable > 0 ? (
          <Button variant="secondary" aria-expanded={open === "refund"} onClick={() => setOpen(open === "refund" ? null : "refund")}>
            Refund
          </Button>
        ) : null}
      </div>
      {open === "split" ? (
        <SplitForm
          bill={bill}
          onSplit={(input) =>
            run("Bill Split", async () => {
              const answer = await splitBill(bill.id, input, key.current);
              onSplit?.(answer);
              return `Bill ${bill.number} is now ${answer.parts.map((part) => part.number).join(" and ")}`;
            })
          }
        />
      ) : null}
      {open === "cancel" ? (
        <ReasonForm
          label="Why cancel?"
          submit="Cancel This Bill"
          onSubmit={(reason) =>
            run("Bill Cancelled", async () => {
              await cancelBill(bill.id, reason, key.current);
              return `Bill ${bill.number} is cancelled and keeps its number`;
            })
          }
        />
      ) : null}
      {open === "refund" ? (
        <RefundForm
          refundable={refundable}
          onSubmit={(method, amountPaise, reason) =>
            run("Refund Recorded", async () => {
              await refundBill(bill.id, { method, amountPaise, reason }, key.current);
              return `${PAYMENT_METHOD_LABELS[method]} refund on bill ${bill.number}`;
            })
          }
        />
      ) : null}
    </div>
  );
}

function ReasonForm({ label, submit, onSubmit }: { label: string; submit: string; onSubmit: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState("");
  return (
    <div className={styles.row}>
      <Field label={label} value={reason} onChange={(event) => setReason(event.target.value)} />
      <Button disabled={reason.trim() === ""} onClick={() => void onSubmit(reason.trim())}>
        {submit}
      </Button>
    </div>
  );
}

function RefundForm({
  refundable,
  onSubmit,
}: {
  refundable: number;
  onSubmit: (method: PaymentMethod, amountPaise: number, reason: string) => Promise<void>;
}) {
  const [amount, setAmount] = useState((refundable / 100).toFixed(2));
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [reason, setReason] = useState("");
  const paise = paiseOfText(amount);
  return (
    <div className={styles.lines}>
      <div className={styles.row}>
        {PAYMENT_METHODS.map((choice) => (
          <label key={choice}>
            <input type="radio" name="refundMethod" checked={method === choice} onChange={() => setMethod(choice)} />{" "}
            {PAYMENT_METHOD_LABELS[choice]}
          </label>
        ))}
      </div>
      <Field
        label="Refund (₹)"
        inputMode="decimal"
        className={styles.amountField}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Field label="Refund reason" value={reason} onChange={(event) => setReason(event.target.value)} />
      <Button
        disabled={paise === null || paise <= 0 || reason.trim() === ""}
        onClick={() => paise !== null && void onSubmit(method, paise, reason.trim())}
      >
        Record Refund
      </Button>
    </div>
  );
}

/** Split by items (how many of each line go on the first bill; the rest on the second) or equally among n. */
function SplitForm({
  bill,
  onSplit,
}: {
  bill: LocalBill;
  onSplit: (input: { equalParts: number } | { parts: { lines: { lineId: string; quantity: number }[] }[] }) => Promise<void>;
}) {
  const orders = useList("orders");
  const [first, setFirst] = useState<Record<string, string>>({});
  const [guests, setGuests] = useState("2");
  const nameOf = (lineId: string) => orders?.flatMap((order) => order.items).find((line) => line.lineId === lineId)?.name ?? lineId;
  const byItems = () => {
    const parts = [0, 1].map((part) =>
      bill.held
        .map((held) => {
          const one = Math.min(held.quantity, Math.max(0, Number(first[held.lineId] ?? 0) || 0));
          return { lineId: held.lineId, quantity: part === 0 ? one : held.quantity - one };
        })
        .filter((line) => line.quantity > 0),
    );
    return onSplit({ parts: parts.map((lines) => ({ lines })) });
  };
  return (
    <div className={styles.lines}>
      <p className={styles.muted}>By items: how many of each go on the first bill; the rest go on the second.</p>
      {bill.held.map((held) => (
        <Field
          key={held.lineId}
          label={`${nameOf(held.lineId)} on the first bill (of ${held.quantity})`}
          inputMode="numeric"
          className={styles.amountField}
          value={first[held.lineId] ?? "0"}
          onChange={(event) => setFirst((current) => ({ ...current, [held.lineId]: event.target.value }))}
        />
      ))}
      <Button onClick={() => void byItems()}>Split by Items</Button>
      <div className={styles.row}>
        <Field
          label="Guests"
          inputMode="numeric"
          className={styles.amountField}
          value={guests}
          onChange={(event) => setGuests(event.target.value)}
        />
        <Button onClick={() => void onSplit({ equalParts: Number(guests) })}>Split Equally</Button>
      </div>
    </div>
  );
}
