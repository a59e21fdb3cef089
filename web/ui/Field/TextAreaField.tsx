import type { ComponentPropsWithRef, ReactNode } from "react";
import { cx } from "../../lib/cx";
import * as styles from "./Field.css";
import { FieldShell } from "./FieldShell";

interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<"textarea">, "children"> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, id, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id}>
      {({ controlId, describedBy, invalid }) => (
        <textarea
          id={controlId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={cx(styles.control, styles.textarea, className)}
          {...props}
        />
      )}
    </FieldShell>
  );
}
