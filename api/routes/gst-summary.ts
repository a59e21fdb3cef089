import type { Context } from "hono";
import { Hono } from "hono";
import * as z from "zod/mini";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { calendarDate } from "../../shared/billing/bill-number";
import { gstSummary, gstSummaryCsv, MONTH_PATTERN } from "../../shared/billing/gst-summary";
import { ownRestaurantId, requireAdmin } from "../auth/guards";
import type { Db } from "../db/connection";
import { billsOfMonth } from "../db/gst-summary";
import type { AppEnv } from "../env";
import { queryParams } from "../validate";

export const gstSummaryQuery = z.object({
  month: z.optional(z.string().check(z.regex(MONTH_PATTERN, { error: "Month must look like 2026-11" }))),
  format: z.optional(z.enum(["json", "csv"], { error: "Format must be json or csv" })),
});

/** The month's summary of these restaurants as JSON, or as a CSV download. */
export async function answerGstSummary(c: Context<AppEnv>, db: Db, restaurantIds: readonly string[]) {
  const { month = calendarDate(new Date()).slice(0, 7), format = "json" } = queryParams(c, gstSummaryQuery);
  const summary = gstSummary(month, await billsOfMonth(db, restaurantIds, month));
  if (format === "json") return c.json(summary);
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="gst-summary-${month}.csv"`);
  return c.body(gstSummaryCsv(summary));
}

/** The accountant's month (docs/api.md, GST summary): admins only. On the restaurant router. */
export const restaurantGstSummaryRoutes = new Hono<AppEnv>().get(inRestaurant(API_PATHS.gstSummary), requireAdmin, (c) =>
  answerGstSummary(c, c.get("services").db, [ownRestaurantId(c)]),
);
