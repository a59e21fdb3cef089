import { useState } from "react";
import { liveQuantity } from "../../../shared/order-lines";
import { type LocalOrder, useMutate } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Billing.css";

/**
 * Void an item of an order not yet served, with a reason (docs/billing.md, Bill changes): saved here at
 * once and sent through the outbox, so it works offline; the bill leaves it out.
 */
export function VoidLines({ order }: { order: LocalOrder }) {
  const mutate = useMutate();
  const [open, setOpen] = useState(false);
  const live = order.items.filter((line) => liveQuantity(line) > 0);
  const [lineId, setLineId] = useState(live[0]?.lineId ?? "");
  const [quantity, setQuantity] = useState("1");
  const [reason, setReason] = useState("");
  if (order.status === "served" || order.status === "completed" || live.length === 0) return null;
  const line = live.find((item) => item.lineId === lineId) ?? live[0];

  const submit = async () => {
    if (!line) return;
    try {
      await mutate.voidOrderLine({ orderId: order.id, lineId: line.lineId, quantity: Number(quantity), reason: reason.trim() });
      toast({ title: "Item Voided", description: `${quantity} x ${line.name}` });
      setOpen(false);
      setReason("");
    } catch {
      toast({ title: "Void Failed", description: "Choose how many (at most what is left) and give a reason", variant: "destructive" });
    }
  };

  return (
    <div className={styles.lines}>
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        Void an Item
      </Button>
      {open ? (
        <div className={styles.lines}>
          <label className={styles.lines}>
            <span>Item</span>
            <select value={line?.lineId ?? ""} onChange={(event) => setLineId(event.target.value)}>
              {live.map((item) => (
                <option key={item.lineId} value={item.lineId}>
                  {item.name} ({liveQuantity(item)})
                </option>
              ))}
            </select>
          </label>
          <Field
            label="How many"
            inputMode="numeric"
            className={styles.amountField}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <Field label="Void reason" value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button disabled={reason.trim() === ""} onClick={() => void submit()}>
            Void
          </Button>
        </div>
      ) : null}
    </div>
  );
}
