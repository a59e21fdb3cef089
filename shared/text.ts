/**
 * Text that no UTF-8 store can hold: in unicode mode \p{Cs} matches only a surrogate without its pair
 * (e.g. a JSON "\ud800"). Plain, without zod, so the diner's hand-written form rules can use it too.
 */
const LONE_SURROGATE = /\p{Cs}/u;
export const INVALID_TEXT_MESSAGE = "Must not contain invalid characters";

export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/** Control characters (NUL, line breaks, DEL and the C1 block): PostgreSQL cannot store NUL, and none of them prints. */
const CONTROL = /\p{Cc}/u;
/** The same, but for tab and the line breaks a multi-line field (a note, an address) is made of. */
const CONTROL_BUT_LINES = /[^\P{Cc}\t\n\r]/u;
/** Bidirectional embeddings, overrides and isolates: they reorder the text shown around them. */
const DIRECTION_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/u;
const DIRECTION_CONTROLS = new RegExp(DIRECTION_OVERRIDE.source, "gu");

/**
 * User text as a ticket or a receipt shows it (inside a <bdi>, so nothing leaks into the text around
 * it): explicit direction characters dropped, so a note reads in the order it was typed ("\u202estun on"
 * stays "stun on"); Urdu or Arabic still runs right to left by the implicit rules.
 */
export const shownText = (value: string) => value.replace(DIRECTION_CONTROLS, "");

/**
 * What shows as nothing: spaces, format characters (zero-width space, joiners, marks), combining marks on
 * their own, and the blank-looking letters (Hangul fillers, the braille blank).
 */
const INVISIBLE = /[\s\p{Cf}\p{Zs}\p{Mn}\p{Me}\u115f\u1160\u3164\uffa0\u2800]/gu;

/**
 * What a field is: `multiline` keeps tabs and line breaks; `asName` is text the restaurant shows as its
 * own label (a dish, a table, the bill footer), so it may not reorder the text around it or show as blank.
 */
export interface TextKind {
  multiline?: boolean;
  asName?: boolean;
}

export const controlMessage = (label: string) => `${label} must not contain control characters`;
export const nameControlMessage = (label: string, multiline = false) =>
  multiline
    ? `${label} must not contain control or text-direction characters`
    : `${label} must not contain line breaks, control or text-direction characters`;
export const invisibleMessage = (label: string) => `${label} must contain visible characters`;

/** Why `value` cannot be stored and shown as the field `label`, or null when it can; empty is a required rule's to judge. */
export function textProblem(value: string, label: string, { multiline = false, asName = false }: TextKind = {}): string | null {
  const control = multiline ? CONTROL_BUT_LINES : CONTROL;
  if (!asName) return control.test(value) ? controlMessage(label) : null;
  if (control.test(value) || DIRECTION_OVERRIDE.test(value)) return nameControlMessage(label, multiline);
  if (value !== "" && value.replace(INVISIBLE, "") === "") return invisibleMessage(label);
  return null;
}
