import { useId, useRef } from "react";
import type { CartLine } from "../../../shared/cart";
import { formatRupees, lineTotal } from "../../../shared/money";
import type { OrderContactFields } from "../../../shared/schemas/orders";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { TextAreaField } from "../../ui/Field/TextAreaField";
import { Form } from "../../ui/Form/Form";
import * as styles from "./Diner.css";
import { ModalDialog } from "./ModalDialog";
import { OrderTotal } from "./OrderLines";
import { type OrderNotice, OrderNoticeText } from "./OrderNotice";
import { EMPTY_CONTACT, orderContact } from "./orderContact";
import { QuantityControl } from "./QuantityControl";

export interface OrderDialogProps {
  open: boolean;
  onClose: () => void;
  lines: readonly CartLine[];
  total: number;
  notice: OrderNotice | null;
  onPlace: (contact: OrderContactFields) => Promise<void>;
  /** An earlier order still waits to be sent: no second one until it is answered. */
  waiting: boolean;
  onAdd: (dishId: string) => void;
  onRemove: (dishId: string) => void;
}

/**
 * Your Order: the lines with their quantities, the total, the diner's details, Continue Shopping and
 * Place Order. It stays mounted while closed, so Continue Shopping keeps what the diner typed; the
 * page remounts it to clear the form after an order goes through.
 */
export function OrderDialog({ open, onClose, lines, total, notice, onPlace, waiting, onAdd, onRemove }: OrderDialogProps) {
  const form = useValidatedForm(orderContact, EMPTY_CONTACT);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const empty = lines.length === 0;

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId}>
      <div className={styles.dialogBody}>
        <div className={styles.dialogHead}>
          <h2 id={titleId} ref={title} tabIndex={-1} className={styles.sectionTitle}>
            Your Order
          </h2>
          <Button variant="ghost" size="icon" className={styles.tap} aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
        {notice ? <OrderNoticeText notice={notice} /> : null}
        {empty ? (
          <p className={styles.muted}>Your cart is empty.</p>
        ) : (
          <ul className={styles.lines} aria-label="Items in your order">
            {lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <div>
                  <p>{line.name}</p>
                  <p className={styles.quiet}>
                    {formatRupees(line.price)} each · {formatRupees(lineTotal(line))}
                  </p>
                </div>
                <QuantityControl
                  name={line.name}
                  quantity={line.quantity}
                  onAdd={() => onAdd(line.id)}
                  onRemove={() => {
                    onRemove(line.id);
                    // The line goes with its last one; focus must not fall out of the dialog.
                    if (line.quantity === 1) title.current?.focus();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        <OrderTotal total={total} />
        <Form ref={form.formRef} onSubmit={form.onSubmit(onPlace)}>
          <Field label="Your Name *" autoComplete="name" aria-required="true" {...form.bind("customerName")} />
          <Field
            label="Phone Number *"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            aria-required="true"
            {...form.bind("customerPhone")}
          />
          <Field label="Email Address *" type="email" autoComplete="email" aria-required="true" {...form.bind("customerEmail")} />
          <TextAreaField label="Special Instructions (Optional)" {...form.bind("specialInstructions")} />
          <div className={styles.actions}>
            <Button variant="secondary" size="lg" onClick={onClose}>
              Continue Shopping
            </Button>
            <Button type="submit" size="lg" disabled={form.pending || waiting || empty}>
              {form.pending ? "Placing Order..." : "Place Order"}
            </Button>
          </div>
        </Form>
      </div>
    </ModalDialog>
  );
}
