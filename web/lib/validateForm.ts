import type * as z from "zod/mini";

/** One message per field, keyed by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

export type FormResult<Output> = { ok: true; data: Output } | { ok: false; errors: FieldErrors };

/** Runs a shared zod/mini schema over form values and keeps the first message of each field. */
export function validateForm<Output>(schema: z.ZodMiniType<Output>, values: unknown): FormResult<Output> {
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
