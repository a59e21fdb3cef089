import type { SiteOrderEstimate, SiteOrderStatus, TrackedSiteOrder } from "../../shared/schemas/takeout";
import { PREP_MINUTES_DEFAULT } from "../../shared/stations";
import type { Db } from "./connection";
import { findSiteOrder, guestView } from "./takeout";

/** The restaurant's latest orders read for the estimate; those the kitchen put at the pass are measured. */
const SCAN = 200;
/** Fewer measured orders than this say too little: the stations' targets stand in. */
const MIN_SAMPLES = 5;
/** Only this recent a kitchen: a menu or a team changes. */
const WINDOW_MS = 30 * 86_400_000;
/** Statuses still on their way to ready: the estimate means something only for these. */
const COOKING: readonly SiteOrderStatus[] = ["placed", "accepted", "paid", "preparing"];

/**
 * The restaurant's prep time in whole minutes: the median, over its latest orders put at the pass, of
 * order to ready (kitchen Ready, every line bumped, or the counter's Ready); the longest of its
 * stations' targets while it has too few of them (docs/api.md, Takeout and delivery). One indexed read of
 * at most SCAN rows.
 */
async function prepMinutesOf(db: Db, restaurantId: string, now: Date): Promise<number> {
  const rows = await db
    .selectFrom("orders")
    .select(["orderTime", "readyAt"])
    .where("restaurantId", "=", restaurantId)
    .where("orderTime", ">=", new Date(now.getTime() - WINDOW_MS).toISOString())
    .orderBy("orderTime", "desc")
    .limit(SCAN)
    .execute();
  // Not filtered in SQL: a kitchen that never marks Ready would make the read walk the whole window.
  const spans = rows
    .flatMap((row) => (row.readyAt === null ? [] : [Date.parse(row.readyAt) - Date.parse(row.orderTime)]))
    .filter((span) => span >= 0)
    .sort((a, b) => a - b);
  let minutes: number;
  if (spans.length >= MIN_SAMPLES) minutes = Math.ceil((spans[Math.floor(spans.length / 2)] ?? 0) / 60_000);
  else {
    const target = await db
      .selectFrom("stations")
      .select((eb) => eb.fn.max("prepMinutes").as("longest"))
      .where("restaurantId", "=", restaurantId)
      .executeTakeFirst();
    minutes = Number(target?.longest ?? PREP_MINUTES_DEFAULT) || PREP_MINUTES_DEFAULT;
  }
  return Math.min(Math.max(minutes, 1), 180);
}

/**
 * When a site order should be ready: the restaurant's prep time and, once the kitchen has the order,
 * the time that makes (its kitchen order's time plus the prep time); null once it is ready or over.
 */
async function estimateOf(db: Db, id: string, status: SiteOrderStatus, now: Date): Promise<SiteOrderEstimate | null> {
  if (!COOKING.includes(status)) return null;
  const row = await db
    .selectFrom("siteOrders")
    .leftJoin("orders", "orders.id", "siteOrders.id")
    .select(["siteOrders.restaurantId", "orders.orderTime"])
    .where("siteOrders.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const prepMinutes = await prepMinutesOf(db, row.restaurantId, now);
  const readyBy = row.orderTime ? new Date(Date.parse(row.orderTime) + prepMinutes * 60_000).toISOString() : null;
  return { prepMinutes, readyBy };
}

/** What the guest's tracking page reads (`GET /api/site-orders/{id}` and its stream): no contact details, with the estimate. */
export async function trackedSiteOrder(db: Db, id: string, now: Date): Promise<TrackedSiteOrder | null> {
  const order = await findSiteOrder(db, id, now);
  if (!order) return null;
  return { ...guestView(order), estimate: await estimateOf(db, id, order.status, now) };
}
