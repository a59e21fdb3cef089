import type { RefObject } from "react";
import { useMemo } from "react";
import { TABLE_CAPACITY } from "../../../shared/constants";
import type { TableFields } from "../../../shared/schemas/tables";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { Dialog, DialogContent } from "../../ui/Dialog/Dialog";
import { Field } from "../../ui/Field/Field";
import { Form, SubmitButton } from "../../ui/Form/Form";
import { SelectField } from "../../ui/Select/SelectField";
import { EMPTY_TABLE_FORM, LOCATION_OPTIONS, type TableFormValues, tableFormAgainst } from "./tableForm";

interface TableDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The edited table's values, or null for Add Table. */
  initial: TableFormValues | null;
  onSubmit(fields: TableFields): Promise<void>;
  /** The button that opened the dialog: it has no Radix trigger, so focus is sent back by hand. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The numbers of this device's other tables: taken ones are refused in the dialog. */
  takenNumbers: readonly string[];
}

/** Add Table and Edit Table (docs/product.md, Table management). */
export function TableDialog({ open, onOpenChange, initial, onSubmit, returnFocusTo, takenNumbers }: TableDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={initial ? "Edit Table" : "Add Table"} returnFocusTo={returnFocusTo}>
        <TableForm initial={initial} onSubmit={onSubmit} takenNumbers={takenNumbers} />
      </DialogContent>
    </Dialog>
  );
}

function TableForm({ initial, onSubmit, takenNumbers }: Pick<TableDialogProps, "initial" | "onSubmit" | "takenNumbers">) {
  const schema = useMemo(() => tableFormAgainst(takenNumbers), [takenNumbers]);
  const form = useValidatedForm(schema, initial ?? EMPTY_TABLE_FORM);
  return (
    <Form ref={form.formRef} onSubmit={form.onSubmit(onSubmit)}>
      <Field label="Table Number" autoComplete="off" {...form.bind("tableNumber")} />
      <Field
        label="Capacity (Number of Seats)"
        type="number"
        inputMode="numeric"
        min={TABLE_CAPACITY.min}
        max={TABLE_CAPACITY.max}
        step={1}
        {...form.bind("capacity")}
      />
      <SelectField
        label="Location (Optional)"
        name="location"
        placeholder="Select a location"
        options={LOCATION_OPTIONS}
        value={form.values.location}
        onValueChange={(location) => form.setValue("location", location)}
        error={form.errors.location}
      />
      <SubmitButton pending={form.pending} pendingLabel="Saving...">
        {initial ? "Update Table" : "Add Table"}
      </SubmitButton>
    </Form>
  );
}
