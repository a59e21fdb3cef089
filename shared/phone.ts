/** Spaces, hyphens, dots and brackets people type inside a phone number. */
const SEPARATORS = /[\s().-]+/g;

/**
 * The digits of a phone number as people write it: "+91 98765 43210", "98765-43210" and
 * "(98765) 43210" are all "9876543210". India's +91 goes, since numbers are kept in their
 * ten-digit local form; another country's + goes but its code stays. Anything else (letters,
 * a + in the middle) is left for the digits-only rule to refuse.
 */
export function phoneDigits(typed: string): string {
  const compact = typed.trim().replace(SEPARATORS, "");
  const india = /^\+91(\d{10})$/.exec(compact);
  if (india?.[1]) return india[1];
  return /^\+\d+$/.test(compact) ? compact.slice(1) : compact;
}
