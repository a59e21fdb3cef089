import * as z from "zod/mini";
import { ANALYTICS_VIEWS, MAX_PERIOD_DAYS, periodDays } from "../analytics";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  z.optional(
    z.string().check(
      z.regex(DATE, { error: `${label} must be a date like 2026-11-27` }),
      z.refine(
        (value) => Number.isFinite(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        {
          error: `${label} must be a real date`,
        },
      ),
    ),
  );

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: business days, both counted, a day to a year. */
export const analyticsQuery = z
  .object({ from: day("from"), to: day("to"), outlet: z.optional(z.uuid({ error: "outlet must be a valid id" })) })
  .check(
    z.refine(({ from, to }) => from === undefined || to === undefined || (from <= to && periodDays({ from, to }) <= MAX_PERIOD_DAYS), {
      error: `from must be on or before to, at most ${MAX_PERIOD_DAYS} days apart`,
    }),
  );

export const analyticsParams = z.object({ view: z.enum(ANALYTICS_VIEWS, { error: "The view must be sales, hours, items or guests" }) });

/** `POST /api/owner/outlets`: a new outlet's name. */
export const outletInput = z.object({
  id: z.optional(z.uuid({ error: "Must be a valid id" })),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: "Outlet name is required" }),
      z.maxLength(200, { error: "Outlet name must be at most 200 characters" }),
    ),
});

/** `POST /api/owner/outlets/{restaurantId}/menu-copy`: the outlet whose menu is copied. */
export const menuCopyInput = z.object({ fromRestaurantId: z.uuid({ error: "fromRestaurantId must be a valid id" }) });
