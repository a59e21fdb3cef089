/**
 * Text that no UTF-8 store can hold: in unicode mode \p{Cs} matches only a surrogate without its pair
 * (e.g. a JSON "\ud800"). Plain, without zod, so the diner's hand-written form rules can use it too.
 */
const LONE_SURROGATE = /\p{Cs}/u;
export const INVALID_TEXT_MESSAGE = "Must not contain invalid characters";

export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/** Control characters (NUL, line breaks, DEL and the C1 block): a name is one line of plain text. */
const CONTROL = /[\p{Cc}]/u;
/** Bidirectional embeddings, overrides and isolates: they reorder the text shown around them. */
const DIRECTION_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/u;
/**
 * What shows as nothing: spaces, format characters (zero-width space, joiners, marks), combining marks on
 * their own, and the blank-looking letters (Hangul fillers, the braille blank).
 */
const INVISIBLE = /[\s\p{Cf}\p{Zs}\p{Mn}\p{Me}\u115f\u1160\u3164\uffa0\u2800]/gu;

export const NAME_CONTROL_MESSAGE = "Must not contain line breaks, control or text-direction characters";
export const NAME_INVISIBLE_MESSAGE = "Must contain visible characters";

/** Why a name (of a restaurant, a dish, a person) cannot be shown safely, or null when it can. */
export function nameProblem(value: string): string | null {
  if (CONTROL.test(value) || DIRECTION_OVERRIDE.test(value)) return NAME_CONTROL_MESSAGE;
  if (value.replace(INVISIBLE, "") === "") return NAME_INVISIBLE_MESSAGE;
  return null;
}
