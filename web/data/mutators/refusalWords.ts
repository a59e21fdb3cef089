import type { Refusal, RefusalWords } from "./define";

/** What a change knows better than the generic words, by status: `{ 409: { reason, hint } }`. */
export type OwnWords = Partial<Record<number, Omit<RefusalWords, "failed">>>;

/** Why, in a restaurant's words, for refusals any change can meet; else the server's own message. */
const REASONS: Partial<Record<number, string>> = {
  403: "this account may not make this change",
  404: "it no longer exists",
  422: "the server mixed it up with an earlier change",
};

const HINTS: Partial<Record<number, string>> = { 403: "Ask the restaurant's admin to make it." };

/** The words for a refused change: `failed` ("Table 3 could not be renamed"), then why, and what to do instead. */
export function refusalWords(failed: string, refusal: Refusal, own: OwnWords = {}): RefusalWords {
  const known = own[refusal.status];
  const reason = known?.reason ?? REASONS[refusal.status] ?? (refusal.message.trim() || `the server refused it (${refusal.status})`);
  const hint = known?.hint ?? HINTS[refusal.status];
  return hint ? { failed, reason, hint } : { failed, reason };
}
