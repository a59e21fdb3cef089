import { useId, useRef, useState } from "react";
import type { CartLine } from "../../../shared/cart";
import { formatRupees, lineTotal } from "../../../shared/money";
import type { OrderContactFields } from "../../../shared/schemas/orders";
import { pageStorage } from "../../lib/pageStorage";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { TextAreaField } from "../../ui/Field/TextAreaField";
import { Form } from "../../ui/Form/Form";
import * as styles from "./Diner.css";
import * as orderStyles from "./DinerOrder.css";
import { useText, useWords } from "./i18n/DinerText";
import { ENGLISH_ORDER } from "./i18n/englishOrder";
import { fill } from "./i18n/messages";
import { ModalDialog } from "./ModalDialog";
import { OrderTotal } from "./OrderLines";
import { type OrderNotice, OrderNoticeText } from "./OrderNotice";
import { orderContactRules, savedContact } from "./orderContact";
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
  /** One more, or one fewer, on the line with this key. */
  onAdd: (key: string) => void;
  onRemove: (key: string) => void;
  /** GST is added to these prices on the bill: the total says "+ GST". */
  gstOnTop?: boolean;
}

/**
 * Your Order: the lines with their quantities, the total, the diner's details, Continue Shopping and
 * Place Order. It stays mounted while closed, so Continue Shopping keeps what the diner typed; the
 * page remounts it after an order goes through: the remembered details again, no instructions.
 */
export function OrderDialog({
  open,
  onClose,
  lines,
  total,
  notice,
  onPlace,
  waiting,
  onAdd,
  onRemove,
  gstOnTop = false,
}: OrderDialogProps) {
  const text = useWords(ENGLISH_ORDER);
  // The details this phone last ordered with: a second round need not type them again.
  const [remembered] = useState(() => savedContact(pageStorage()));
  const form = useValidatedForm(orderContactRules(text), remembered);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const empty = lines.length === 0;
  const menuText = useText();

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId}>
      <div className={orderStyles.dialogBody}>
        <div className={orderStyles.dialogHead}>
          <h2 id={titleId} ref={title} tabIndex={-1} className={styles.sectionTitle}>
            {text.yourOrder}
          </h2>
          <Button variant="ghost" size="icon" className={styles.tap} aria-label={menuText.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
        {notice ? <OrderNoticeText notice={notice} /> : null}
        {empty ? (
          <p className={styles.muted}>{text.cartEmpty}</p>
        ) : (
          <ul className={orderStyles.lines} aria-label={text.itemsInOrder}>
            {lines.map((line) => (
              <li key={line.key} className={orderStyles.line}>
                <div>
                  <p>{line.name}</p>
                  <p className={styles.quiet}>
                    {fill(text.each, { price: formatRupees(line.price), total: formatRupees(lineTotal(line)) })}
                  </p>
                </div>
                <QuantityControl
                  name={line.name}
                  quantity={line.quantity}
                  onAdd={() => onAdd(line.key)}
                  onRemove={() => {
                    onRemove(line.key);
                    // The line goes with its last one; focus must not fall out of the dialog.
                    if (line.quantity === 1) title.current?.focus();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        <OrderTotal total={total} gstOnTop={gstOnTop} />
        <Form ref={form.formRef} onSubmit={form.onSubmit(onPlace)}>
          <Field label={text.yourName} autoComplete="name" aria-required="true" {...form.bind("customerName")} />
          <Field
            label={text.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            aria-required="true"
            {...form.bind("customerPhone")}
          />
          <Field label={text.email} type="email" autoComplete="email" aria-required="true" {...form.bind("customerEmail")} />
          <TextAreaField label={text.instructions} {...form.bind("specialInstructions")} />
          <div className={orderStyles.actions}>
            <Button variant="secondary" size="lg" onClick={onClose}>
              {text.continueShopping}
            </Button>
            <Button type="submit" size="lg" disabled={form.pending || waiting || empty}>
              {form.pending ? text.placingOrder : text.placeOrder}
            </Button>
          </div>
        </Form>
      </div>
    </ModalDialog>
  );
}
