import { type DemoRequestInput, demoRequestInput } from "../../../shared/schemas/demo-requests";
import { api } from "../../http/api";
import { serverMessageOf } from "../../http/client";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { Field } from "../../ui/Field/Field";
import { TextAreaField } from "../../ui/Field/TextAreaField";
import { Form, SubmitButton } from "../../ui/Form/Form";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./BookDemo.css";

const EMPTY_REQUEST = { name: "", email: "", phone: "", restaurantName: "", message: "" };

export function BookDemoForm({ onDone }: { onDone: () => void }) {
  const form = useValidatedForm(demoRequestInput, EMPTY_REQUEST);

  const requestDemo = async (request: DemoRequestInput) => {
    try {
      await api.post("/api/demo-requests", request);
      toast({ title: "Demo Requested", description: "Thanks! We'll be in touch within one business day." });
      onDone();
    } catch (error) {
      toast({
        title: "Request Failed",
        description: serverMessageOf(error) ?? "We couldn't send your request. Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <Form ref={form.formRef} onSubmit={form.onSubmit(requestDemo)}>
      <div className={styles.row}>
        <Field label="Your Name" autoComplete="name" {...form.bind("name")} />
        <Field label="Email" type="email" autoComplete="email" {...form.bind("email")} />
      </div>
      <div className={styles.row}>
        <Field label="Phone" type="tel" inputMode="numeric" autoComplete="tel" hint="Digits only, at least 10" {...form.bind("phone")} />
        <Field label="Restaurant Name" autoComplete="organization" {...form.bind("restaurantName")} />
      </div>
      <TextAreaField label="Message (Optional)" {...form.bind("message")} />
      <SubmitButton pending={form.pending} pendingLabel="Sending...">
        Request Demo
      </SubmitButton>
    </Form>
  );
}
