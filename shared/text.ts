/**
 * Text that no UTF-8 store can hold: in unicode mode \p{Cs} matches only a surrogate without its pair
 * (e.g. a JSON "\ud800"). Plain, without zod, so the diner's hand-written form rules can use it too.
 */
export const LONE_SURROGATE = /\p{Cs}/u;
export const INVALID_TEXT_MESSAGE = "Must not contain invalid characters";

export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);
