import type { ReactNode } from "react";

interface ChoiceInputProps {
  kind: "single" | "multiple";
  /** The group's id: a single choice's radios share it. */
  name: string;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
  className: string;
  /** The choice's name and price, the label's text. */
  children: ReactNode;
}

/** One option choice, labelled: a radio for a single choice, a checkbox for a multiple; no radix, so the diner's page may use it. */
export function ChoiceInput({ kind, name, checked, disabled, onToggle, className, children }: ChoiceInputProps) {
  return (
    <label className={className}>
      <input
        type={kind === "single" ? "radio" : "checkbox"}
        name={name}
        checked={checked}
        disabled={disabled}
        // A radio cannot be unticked by a tap: an optional single choice is cleared by tapping it again.
        onClick={onToggle}
        onChange={() => undefined}
      />
      {children}
    </label>
  );
}
