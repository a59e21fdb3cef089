/** ISO-8601 UTC, the one timestamp format stored and answered. */
export function nowIso(): string {
  return new Date().toISOString();
}
