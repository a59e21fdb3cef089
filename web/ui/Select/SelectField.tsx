import { Select } from "radix-ui";
import type { ReactNode } from "react";
import { FieldShell } from "../Field/FieldShell";
import * as styles from "./Select.css";

interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

interface SelectFieldProps<Value extends string> {
  label: ReactNode;
  options: readonly SelectOption<Value>[];
  value: Value | "";
  onValueChange: (value: Value) => void;
  placeholder?: string;
  name?: string;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
  /** Shows the value without letting it change (e.g. a role an invitation fixed). */
  disabled?: boolean;
}

/** A labelled Radix Select; the label's `for` points at the trigger button so it names it. */
export function SelectField<Value extends string>({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  name,
  error,
  hint,
  id,
  disabled,
}: SelectFieldProps<Value>) {
  const onChange = (next: string) => {
    const option = options.find((candidate) => candidate.value === next);
    if (option) onValueChange(option.value);
  };
  return (
    <FieldShell label={label} error={error} hint={hint} id={id}>
      {({ controlId, describedBy, invalid }) => (
        <Select.Root value={value} onValueChange={onChange} name={name} disabled={disabled}>
          <Select.Trigger id={controlId} className={styles.trigger} aria-invalid={invalid} aria-describedby={describedBy}>
            <Select.Value placeholder={placeholder} />
            <Select.Icon aria-hidden="true">▾</Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content className={styles.content} position="popper" sideOffset={4}>
              <Select.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <Select.Item key={option.value} value={option.value} className={styles.item}>
                    <Select.ItemText>{option.label}</Select.ItemText>
                    <Select.ItemIndicator aria-hidden="true">✓</Select.ItemIndicator>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      )}
    </FieldShell>
  );
}
