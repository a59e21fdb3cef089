import { useEffect, useRef, useState } from "react";
import { formatCustomerDate } from "../../../shared/dates";
import { formatRupees } from "../../../shared/money";
import { CUSTOMER_NOTES_MAX } from "../../../shared/schemas/customers";
import { averageOrderValue } from "../../../shared/stats";
import type { LocalCustomer } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Email } from "../../ui/Email/Email";
import { Fact, Facts } from "../../ui/Facts/Facts";
import { TextAreaField } from "../../ui/Field/TextAreaField";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import * as styles from "./Crm.css";

interface CustomerCardProps {
  customer: LocalCustomer;
  /** Whether this customer's notes are the ones being edited (one customer at a time). */
  editing: boolean;
  onEdit(): void;
  onCancel(): void;
  onSave(notes: string): Promise<void>;
}

const dateOrNever = (iso: string | null) => (iso ? formatCustomerDate(iso) : "Never");

/** One customer with every field and their Staff Notes (docs/product.md, CRM). */
export function CustomerCard({ customer, editing, onEdit, onCancel, onSave }: CustomerCardProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // After Save or Cancel the notes editor is gone: put keyboard focus back on Edit Notes, unless it
  // already moved elsewhere (to another customer's notes).
  useEffect(() => {
    if (wasEditing.current && !editing && document.activeElement === document.body) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <Card title={customer.name} headingLevel={3} action={<PendingBadge pending={customer.pending} />}>
      <Facts columns="medium">
        <Fact term="Email">
          <Email address={customer.email} />
        </Fact>
        <Fact term="Phone">{customer.phone}</Fact>
        <Fact term="Last Order">{dateOrNever(customer.lastOrderDate)}</Fact>
        <Fact term="Orders">{String(customer.totalOrders)}</Fact>
        <Fact term="Total Spent">{formatRupees(customer.totalSpent)}</Fact>
        <Fact term="First Order">{dateOrNever(customer.firstOrderDate)}</Fact>
        <Fact term="Avg Order Value">{formatRupees(averageOrderValue(customer.totalSpent, customer.totalOrders))}</Fact>
        {customer.noShows > 0 ? <Fact term="No-shows">{String(customer.noShows)}</Fact> : null}
      </Facts>
      <div className={styles.notes}>
        <h4 className={styles.notesHeading}>Staff Notes</h4>
        {editing ? (
          <NotesEditor customer={customer} onCancel={onCancel} onSave={onSave} />
        ) : (
          <>
            <p className={customer.notes ? styles.notesText : styles.muted}>{customer.notes || "No notes yet"}</p>
            <div>
              <Button
                ref={editButton}
                variant="secondary"
                className={styles.tapTarget}
                aria-label={`Edit Notes for ${customer.name}`}
                onClick={onEdit}
              >
                Edit Notes
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

function NotesEditor({ customer, onCancel, onSave }: Pick<CustomerCardProps, "customer" | "onCancel" | "onSave">) {
  const [notes, setNotes] = useState(customer.notes);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(notes);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <TextAreaField
        label={`Staff Notes for ${customer.name}`}
        rows={4}
        maxLength={CUSTOMER_NOTES_MAX}
        value={notes}
        // Focus lands in the notes as soon as Edit Notes is pressed, for keyboard users too.
        autoFocus
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className={styles.actions}>
        <Button className={styles.tapTarget} disabled={saving} onClick={() => void save()}>
          Save
        </Button>
        <Button variant="ghost" className={styles.tapTarget} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}
