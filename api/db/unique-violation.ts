/**
 * The unique index or constraint a failed insert or update ran into, on either store, else null:
 * SQLite names it in its message ("UNIQUE constraint failed: index 'users_email_unique'"), PostgreSQL
 * in the error's `constraint` (SQLSTATE 23505).
 */
export function violatedUniqueIndex(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if ("code" in error && error.code === "23505") return "constraint" in error ? String(error.constraint) : "";
  return error.message.includes("UNIQUE constraint failed") ? error.message : null;
}
