import type { ComponentPropsWithRef, ReactNode } from "react";
import { cx } from "../../lib/cx";
import * as styles from "./Field.css";
import { FieldShell } from "./FieldShell";

export interface FieldProps extends Omit<ComponentPropsWithRef<"input">, "children"> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** A control inside the input's right edge, e.g. a show/hide password button. */
  end?: ReactNode;
}

export function Field({ label, error, hint, id, end, className, ...inputProps }: FieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id}>
      {({ controlId, describedBy, invalid }) => {
        const input = (
          <input
            id={controlId}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={cx(styles.control, end ? styles.controlWithEnd : null, className)}
            {...inputProps}
          />
        );
        return end ? (
          <div className={styles.withEnd}>
            {input}
            <span className={styles.end}>{end}</span>
          </div>
        ) : (
          input
        );
      }}
    </FieldShell>
  );
}
