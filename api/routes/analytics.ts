import type { Context } from "hono";
import { Hono } from "hono";
import type { Period } from "../../shared/analytics";
import { restaurantDate } from "../../shared/billing/bill-number";
import { analyticsParams, analyticsQuery } from "../../shared/schemas/analytics";
import { ownRestaurantId, requireAdmin } from "../auth/guards";
import { analyticsOf } from "../db/analytics";
import type { SummaryWrite } from "../db/analytics-days";
import { dayEndsAtOf } from "../db/settings";
import type { AppEnv } from "../env";
import type { Services } from "../services";
import { pathParams, queryParams } from "../validate";

const DEFAULT_DAYS = 30;

/** The period asked for; without one, the last 30 business days up to today. */
export function periodOf(c: Context<AppEnv>, dayEndsAt?: string): Period {
  const { from, to } = queryParams(c, analyticsQuery);
  const today = restaurantDate(new Date(), dayEndsAt);
  const end = to ?? today;
  const start = from ?? new Date(Date.parse(`${end}T00:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from: start <= end ? start : end, to: end };
}

/** Day summaries are written through the app's writer, as every write is. */
export const summaryWrite =
  ({ writer }: Services): SummaryWrite =>
  async (job) => {
    await writer.run(async (db) => {
      await job(db);
      return {};
    });
  };

/** One outlet's analytics (docs/api.md, Analytics): admins only. On the restaurant router. */
export const restaurantAnalyticsRoutes = new Hono<AppEnv>().get("/analytics/:view", requireAdmin, async (c) => {
  const { view } = pathParams(c, analyticsParams);
  const restaurantId = ownRestaurantId(c);
  const services = c.get("services");
  const dayEndsAt = await dayEndsAtOf(services.db, restaurantId);
  return c.json(await analyticsOf(services.db, [restaurantId], view, periodOf(c, dayEndsAt), { write: summaryWrite(services) }));
});
