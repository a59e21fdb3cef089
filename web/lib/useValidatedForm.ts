import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type FieldErrors, type FormSchema, focusFirstInvalid, validateForm } from "./validateForm";

/** The fields that take any text, so a text control can be bound to them. */
type TextField<Values> = { [Field in keyof Values]: string extends Values[Field] ? Field : never }[keyof Values] & string;

/**
 * A form's values, its per-field errors and its pending flag, checked by a shared schema on submit.
 * Invalid: the errors show and focus moves to the first bad field. Valid: `submit` runs with the parsed
 * data while the form is pending; it handles its own success and failure.
 */
export function useValidatedForm<Values extends Record<string, string>, Output>(
  schema: FormSchema<NoInfer<Values>, Output>,
  initialValues: Values,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const setValue = <Field extends keyof Values>(field: Field, value: Values[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** Props for a text control bound to one field. */
  const bind = (field: TextField<Values>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    // A text field's type is plain string; TypeScript can't see that through the generic Values.
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value as Values[typeof field]),
  });

  const onSubmit = (submit: (data: Output) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(schema, values);
    // Errors must be in the DOM before focus can move to the first invalid field.
    flushSync(() => setErrors(result.ok ? {} : result.errors));
    if (!result.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    void submit(result.data).finally(() => setPending(false));
  };

  return { formRef, values, errors, pending, setValue, bind, onSubmit };
}
