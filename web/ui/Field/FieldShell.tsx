import { type ReactNode, useId } from "react";
import * as styles from "./Field.css";

interface FieldIds {
  controlId: string;
  /** Value for the control's aria-describedby: hint and error ids, or undefined. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldShellProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, control, hint and error message, wired together with ids so screen readers read them. */
export function FieldShell({ label, error, hint, id, children }: FieldShellProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({ controlId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
