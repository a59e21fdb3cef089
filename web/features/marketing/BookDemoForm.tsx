import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { demoRequestInput } from "../../../shared/schemas/demo-requests";
import { api } from "../../api/api";
import { serverMessageOf } from "../../api/client";
import { focusFirstInvalid, validateForm, type FieldErrors } from "../../lib/validateForm";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { TextAreaField } from "../../ui/Field/TextAreaField";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./BookDemo.css";

const EMPTY = { name: "", email: "", phone: "", restaurantName: "", message: "" };
type DemoFormValues = typeof EMPTY;

export function BookDemoForm({ onDone }: { onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DemoFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const bind = (field: keyof DemoFormValues) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(demoRequestInput, values);
    flushSync(() => setErrors(result.ok ? {} : result.errors));
    if (!result.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      await api.post("/api/demo-requests", result.data);
      toast({ title: "Demo Requested", description: "Thanks! We'll be in touch within one business day." });
      onDone();
    } catch (error) {
      toast({
        title: "Request Failed",
        description: serverMessageOf(error) ?? "We couldn't send your request. Please try again.",
        variant: "destructive",
      });
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.row}>
        <Field label="Your Name" autoComplete="name" {...bind("name")} />
        <Field label="Email" type="email" autoComplete="email" {...bind("email")} />
      </div>
      <div className={styles.row}>
        <Field label="Phone" type="tel" inputMode="numeric" autoComplete="tel" hint="Digits only, at least 10" {...bind("phone")} />
        <Field label="Restaurant Name" autoComplete="organization" {...bind("restaurantName")} />
      </div>
      <TextAreaField label="Message (Optional)" {...bind("message")} />
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? "Sending..." : "Request Demo"}
      </Button>
    </form>
  );
}
