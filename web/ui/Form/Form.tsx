import type { ComponentPropsWithRef, ReactNode } from "react";
import { Button } from "../Button/Button";
import * as styles from "./Form.css";

type FormProps = Pick<ComponentPropsWithRef<"form">, "ref" | "onSubmit" | "children">;

/** A form in one column. The browser's own validation is off: fields show the shared schemas' messages. */
export function Form(props: FormProps) {
  return <form className={styles.form} noValidate {...props} />;
}

interface SubmitButtonProps {
  pending: boolean;
  /** Shown instead of the label while the form is being sent. */
  pendingLabel: ReactNode;
  children: ReactNode;
}

/** The form's full-width submit button, disabled while the form is being sent. */
export function SubmitButton({ pending, pendingLabel, children }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" fullWidth disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
