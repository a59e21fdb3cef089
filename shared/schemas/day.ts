import * as z from "zod/mini";

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDate = z.string({ error: "date must be YYYY-MM-DD" }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date must be YYYY-MM-DD" }),
  // Checks all run, so a value the regex refused still arrives here: it must not throw.
  z.refine(
    (value) => {
      const at = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
    },
    { error: "date must be a real date" },
  ),
);
