import { useState } from "react";
import { formatPaiseShort } from "../../../shared/billing/paise";
import { useUpiQr } from "../../lib/useUpiQr";
import { Button, buttonClassName } from "../../ui/Button/Button";
import { Dialog, DialogContent } from "../../ui/Dialog/Dialog";
import { Field } from "../../ui/Field/Field";
import * as styles from "./Bookings.css";
import { type Booking, depositDue, depositUpiLink, eventReference } from "./booking";
import * as stand from "./HostStand.css";
import { NativeSelect } from "./NativeSelect";

const METHODS = [
  { value: "upi", label: "UPI" },
  { value: "cash", label: "Cash" },
  { value: "card", label: "Card" },
] as const;
type Method = (typeof METHODS)[number]["value"];

interface DepositDialogProps {
  booking: Booking;
  settings: { upiId: string; upiPayee: string; legalName: string } | null;
  onRecord: (deposit: { method: Method; amountPaise: number }) => Promise<void>;
}

/**
 * An event's deposit: the guest pays by UPI from the link or its QR (the event's reference in `tr`),
 * and staff record what came, by UPI, cash or card; it becomes the final bill's advance.
 */
export function DepositDialog({ booking, settings, onRecord }: DepositDialogProps) {
  const [open, setOpen] = useState(false);
  const due = depositDue(booking);
  const left = Math.max(0, due - booking.depositPaise);
  const link = settings ? depositUpiLink(booking, settings, left) : null;
  const qr = useUpiQr(open ? link : null, 200);
  const [method, setMethod] = useState<Method>("upi");
  const [amount, setAmount] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const rupees = amount === "" ? left / 100 : Number(amount);

  const record = async () => {
    if (!Number.isInteger(rupees) || rupees < 1) {
      setProblem("Amount must be whole rupees, at least ₹1");
      return;
    }
    setPending(true);
    try {
      await onRecord({ method, amountPaise: rupees * 100 });
      setOpen(false);
      setAmount("");
      setProblem(null);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Deposit
      </Button>
      {open ? (
        <DialogContent
          title={`Deposit for ${booking.name}`}
          description={`Reference ${eventReference(booking.id)} · asked ${formatPaiseShort(due)} · paid ${formatPaiseShort(booking.depositPaise)}`}
        >
          {link ? (
            <>
              {qr ? <img className={styles.qr} src={qr} alt={`UPI QR code for ${formatPaiseShort(left)}`} /> : null}
              <a className={buttonClassName({ variant: "secondary" })} href={link}>
                Pay {formatPaiseShort(left)} by UPI
              </a>
              <p className={styles.linkText} data-testid="upi-link">
                {link}
              </p>
            </>
          ) : (
            <p className={stand.muted}>
              {settings && !settings.upiId
                ? "Add a UPI ID in Restaurant Settings to show a UPI link and QR."
                : "Nothing left to pay by UPI."}
            </p>
          )}
          <div className={styles.pair}>
            <NativeSelect
              label="Method"
              options={METHODS}
              value={method}
              onChange={(event) => setMethod(METHODS.find((one) => one.value === event.target.value)?.value ?? "upi")}
            />
            <Field
              label="Amount (₹)"
              type="number"
              inputMode="numeric"
              min={1}
              placeholder={String(left / 100)}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={problem ?? undefined}
            />
          </div>
          <Button onClick={() => void record()} disabled={pending}>
            Record Deposit
          </Button>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
