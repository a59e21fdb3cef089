import type { AnalyticsOrder } from "../../shared/analytics";
import { type DaySummary, OrderDays } from "../../shared/analytics-days";
import { analyticsOrder, type Bounds, CHANGE_MARGIN_MS, type OrderRow, ordersOf } from "./analytics-rows";
import type { Db } from "./connection";

/** An open order as last read: its stamp, what of it analytics count, and that parsed. */
interface KeptOrder {
  id: string;
  updatedAt: string;
  counted: string;
  order: AnalyticsOrder;
}

/** The open days' orders of one restaurant as last read, and their day summaries folded so far. */
interface OpenDays {
  orders: Map<string, KeptOrder>;
  days: OrderDays;
  /** When the last read began; null before the first. */
  readAt: Date | null;
}

const kept = new WeakMap<Db, Map<string, OpenDays>>();
/** Restaurants and periods kept per database: an owner's outlets, each view's open days. */
const KEPT = 64;
const IDS_PER_QUERY = 500;

/** What of an order analytics count: a new status or table moves `updated_at` and leaves this as it was. */
const countedOf = (row: OrderRow) => [row.orderTime, row.takenBy, row.customerId, row.siteChannel, row.items].join("\u0000");

/** By time, then id: the order summarizeDays folds rows in. */
const inTimeOrder = (a: KeptOrder, b: KeptOrder) => a.order.orderTime.localeCompare(b.order.orderTime) || a.id.localeCompare(b.id);

/**
 * The orders of the days not yet closed as day summaries, read again on every answer without going over
 * what is unchanged (docs/decisions/106-analytics-day-summaries.md): only the orders new or changed since
 * the last answer are read whole, and new ones are folded into the days already summed. A change to
 * what an order counts (a void, a bump) sums the open days again, once.
 */
export async function openOrderDays(db: Db, restaurantId: string, bounds: Bounds, dayEndsAt: string): Promise<Map<string, DaySummary>> {
  const perDb = kept.get(db) ?? new Map<string, OpenDays>();
  kept.set(db, perDb);
  const key = [restaurantId, bounds.from, bounds.to, dayEndsAt].join("|");
  const open = perDb.get(key) ?? { orders: new Map<string, KeptOrder>(), days: new OrderDays(dayEndsAt), readAt: null };
  perDb.delete(key);
  if (perDb.size >= KEPT) perDb.delete(perDb.keys().next().value ?? "");
  perDb.set(key, open);

  // The first read takes the period's stamps; later ones only what changed since (less the margin a
  // commit may trail its stamp by), through the index on the stamp: a busy day is not read whole per answer.
  const readAt = new Date();
  const changedSince = open.readAt === null ? null : new Date(open.readAt.getTime() - CHANGE_MARGIN_MS).toISOString();
  const stamps = (
    changedSince === null
      ? await db
          .selectFrom("orders")
          .select(["id", "updatedAt", "orderTime"])
          .where("restaurantId", "=", restaurantId)
          .where("orderTime", ">=", bounds.from)
          .where("orderTime", "<", bounds.to)
          .execute()
      : await db
          .selectFrom("orders")
          .select(["id", "updatedAt", "orderTime"])
          .where("restaurantId", "=", restaurantId)
          .where("updatedAt", ">", changedSince)
          .execute()
  ).filter((stamp) => stamp.orderTime >= bounds.from && stamp.orderTime < bounds.to);
  open.readAt = readAt;

  const wanted = stamps.filter((stamp) => open.orders.get(stamp.id)?.updatedAt !== stamp.updatedAt).map((stamp) => stamp.id);
  // A change to what a kept order counts sums the days again.
  let again = false;
  const added: KeptOrder[] = [];
  for (let first = 0; first < wanted.length; first += IDS_PER_QUERY) {
    const rows = await ordersOf(db, restaurantId)
      .where("orders.id", "in", wanted.slice(first, first + IDS_PER_QUERY))
      .execute();
    for (const row of rows) {
      const counted = countedOf(row);
      const before = open.orders.get(row.id);
      const order = {
        id: row.id,
        updatedAt: row.updatedAt,
        counted,
        order: before?.counted === counted ? before.order : analyticsOrder(row),
      };
      open.orders.set(row.id, order);
      if (!before) added.push(order);
      else if (before.counted !== counted) again = true;
    }
  }
  added.sort(inTimeOrder);
  if (!again && added.every(({ order, id }) => open.days.add(order, id))) return open.days.summaries();
  // Summed again from the kept orders in time order, where a change or a late order's place needs it: nothing is read or parsed twice for it.
  open.days = new OrderDays(dayEndsAt);
  for (const { order, id } of [...open.orders.values()].sort(inTimeOrder)) open.days.add(order, id);
  return open.days.summaries();
}
