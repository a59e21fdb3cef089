import * as z from "zod/mini";
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "../constants";
import { phoneDigits } from "../phone";
import { INVALID_TEXT_MESSAGE, isWellFormedText, type TextKind, textProblem } from "../text";

/**
 * Field rules shared by every form and by the server. Written with zod/mini so the diner's bundle
 * stays small (full zod costs about 23 KB gzipped, mini about 5 KB).
 */
export const uuid = () => z.uuid({ error: "Must be a valid id" });

/** Refuses lone UTF-16 surrogates (e.g. a JSON "\ud800"), which would be stored as invalid UTF-8. */
export const wellFormed = () => z.refine<string>(isWellFormedText, { error: INVALID_TEXT_MESSAGE });

/**
 * Refuses control characters (both stores then answer the same 400: PostgreSQL cannot hold a NUL), and
 * for a name also text-direction characters and text that shows as blank. The message names the field.
 */
export const plainText = (label: string, kind: TextKind = {}) =>
  z.superRefine<string>((value, context) => {
    const problem = textProblem(value, label, kind);
    if (problem) context.addIssue({ code: "custom", message: problem, input: value });
  });

/** Refuses a name that would show as blank, or that carries control or text-direction characters; empty is a required rule's to judge. */
export const visibleName = (label: string) => plainText(label, { asName: true });

/** A required name (of a dish, a restaurant, a table): required text that also shows as itself. */
export const requiredName = (max: number, message: string, label: string) => requiredText(max, message, label, { asName: true });

export const requiredText = (max: number, message: string, label: string, kind: TextKind = {}) =>
  z
    .string({ error: message })
    .check(
      wellFormed(),
      z.trim(),
      plainText(label, kind),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `Must be at most ${max} characters` }),
    );

/** Any well-formed text up to `max` characters, trimmed; empty is fine. */
export const boundedText = (max: number, label: string, kind: TextKind = {}) =>
  z.string().check(wellFormed(), z.trim(), plainText(label, kind), z.maxLength(max, { error: `Must be at most ${max} characters` }));

export const optionalText = (max: number, label: string, kind: TextKind = {}) =>
  z._default(
    z.pipe(
      z.nullish(boundedText(max, label, kind)),
      z.transform((value) => value ?? ""),
    ),
    "",
  );

export const email = (message = "Please enter a valid email address") =>
  z
    .string({ error: message })
    .check(wellFormed(), z.trim(), z.toLowerCase(), z.maxLength(254, { error: message }), z.email({ error: message }));

export const phone = () =>
  z.string({ error: "Phone number is required" }).check(
    // "+91 98765 43210" and "98765-43210" are their ten digits; the rules below apply to the digits.
    z.overwrite(phoneDigits),
    z.minLength(PHONE_MIN_DIGITS, { error: `Phone number must be at least ${PHONE_MIN_DIGITS} digits` }),
    z.regex(/^\d+$/, { error: "Phone number must contain only digits" }),
    z.maxLength(PHONE_MAX_DIGITS, { error: `Phone number must be at most ${PHONE_MAX_DIGITS} digits` }),
  );

/** A whole number from `min` to `max`; `rangeMessage` replaces the plain "Must be at least/most" texts. */
export const wholeNumber = (min: number, max: number, message: string, rangeMessage?: string) =>
  z
    .int({ error: message })
    .check(
      z.gte(min, { error: rangeMessage ?? `Must be at least ${min}` }),
      z.lte(max, { error: rangeMessage ?? `Must be at most ${max}` }),
    );

/** Switching an account or a restaurant on or off: `{ isActive }`. */
export const activeSwitch = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });
