/** One message per field, keyed by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * What a form needs of a schema: a shared zod/mini schema fits, and so does a hand-written check
 * where zod would weigh too much on a small route (web/features/diner/orderContact.ts).
 */
export interface FormSchema<Values, Output> {
  safeParse(values: Values): { success: true; data: Output } | { success: false; error: { issues: readonly FieldIssue[] } };
}

type FormResult<Output> = { ok: true; data: Output } | { ok: false; errors: FieldErrors };

/** Runs a form's schema over its values and keeps the first message of each field. */
export function validateForm<Values, Output>(schema: FormSchema<Values, Output>, values: Values): FormResult<Output> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Moves focus to the first invalid control of a form, so keyboard and screen reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}
