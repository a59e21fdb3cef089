import type { ComponentPropsWithRef, ReactNode } from "react";
import * as fieldStyles from "../../ui/Field/Field.css";
import { FieldShell } from "../../ui/Field/FieldShell";

interface NativeSelectProps extends Omit<ComponentPropsWithRef<"select">, "children"> {
  label: ReactNode;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select: the phone's own picker, quick on a tablet at the door. */
export function NativeSelect({ label, error, options, id, ...props }: NativeSelectProps) {
  return (
    <FieldShell label={label} error={error} id={id}>
      {({ controlId, describedBy, invalid }) => (
        <select id={controlId} aria-invalid={invalid} aria-describedby={describedBy} className={fieldStyles.control} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
