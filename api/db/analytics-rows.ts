import * as z from "zod/mini";
import type { AnalyticsBill, AnalyticsOrder } from "../../shared/analytics";
import type { AnalyticsTurn } from "../../shared/analytics-days";
import type { Db } from "./connection";
import { isCancelledBill } from "./gst-summary";

/** The raw rows analytics are made of (api/db/analytics.ts answers from them, api/db/analytics-days.ts keeps them per day). */
const storedLines = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    quantity: z.number(),
    voidedQuantity: z.optional(z.number()),
    options: z.optional(z.array(z.object({ choiceName: z.string() }))),
    stationId: z.optional(z.nullable(z.string())),
    readyAt: z.optional(z.nullable(z.string())),
  }),
);

export type Bounds = { from: string; to: string };

/** The period's bills that count (not cancelled), by when they were made. */
export async function billsIn(db: Db, restaurantId: string, { from, to }: Bounds): Promise<AnalyticsBill[]> {
  const rows = await db
    .selectFrom("bills")
    .select(["createdAt", "subtotalPaise", "status"])
    .where("restaurantId", "=", restaurantId)
    .where("createdAt", ">=", from)
    .where("createdAt", "<", to)
    .execute();
  return rows.filter((row) => !isCancelledBill(row.status)).map(({ createdAt, subtotalPaise }) => ({ createdAt, subtotalPaise }));
}

const orderColumns = ["orders.id", "orders.updatedAt", "orders.orderTime", "orders.takenBy", "orders.customerId", "orders.items"] as const;

function ordersOf(db: Db, restaurantId: string) {
  return (
    db
      .selectFrom("orders")
      .leftJoin("siteOrders", "siteOrders.id", "orders.id")
      // The one switch once orders carry their channel (migration 024): select "orders.channel as siteChannel" instead.
      .select([...orderColumns, "siteOrders.channel as siteChannel"])
      .where("orders.restaurantId", "=", restaurantId)
  );
}

type OrderRow = { orderTime: string; takenBy: string | null; customerId: string | null; items: string; siteChannel: string | null };

// Only the order writers fill `items`; a parse failure is a bug worth a loud 500.
const analyticsOrder = ({ orderTime, takenBy, customerId, items, siteChannel }: OrderRow): AnalyticsOrder => ({
  orderTime,
  takenBy,
  customerId,
  siteChannel,
  items: storedLines.parse(JSON.parse(items)),
});

/** The period's orders in time order, with the channel of the site order each came from, if any. */
export async function ordersIn(db: Db, restaurantId: string, { from, to }: Bounds): Promise<AnalyticsOrder[]> {
  const rows = await ordersOf(db, restaurantId)
    .where("orders.orderTime", ">=", from)
    .where("orders.orderTime", "<", to)
    .orderBy("orders.orderTime")
    .orderBy("orders.id")
    .execute();
  return rows.map(analyticsOrder);
}

/** Today's orders as last read, per database and restaurant: an order is read and parsed again only once its `updated_at` moves. */
const openOrders = new WeakMap<Db, Map<string, Map<string, { updatedAt: string; order: AnalyticsOrder }>>>();
const IDS_PER_QUERY = 500;

/**
 * ordersIn for the days not yet closed, read again on every answer: only the orders new or changed
 * since the last answer are read whole, so an owner's screen costs a busy evening little.
 */
export async function openOrdersIn(db: Db, restaurantId: string, { from, to }: Bounds): Promise<AnalyticsOrder[]> {
  const stamps = await db
    .selectFrom("orders")
    .select(["id", "updatedAt"])
    .where("restaurantId", "=", restaurantId)
    .where("orderTime", ">=", from)
    .where("orderTime", "<", to)
    .orderBy("orderTime")
    .orderBy("id")
    .execute();
  const perDb = openOrders.get(db) ?? new Map<string, Map<string, { updatedAt: string; order: AnalyticsOrder }>>();
  openOrders.set(db, perDb);
  const known = perDb.get(restaurantId) ?? new Map<string, { updatedAt: string; order: AnalyticsOrder }>();
  const wanted = stamps.filter((stamp) => known.get(stamp.id)?.updatedAt !== stamp.updatedAt).map((stamp) => stamp.id);
  for (let first = 0; first < wanted.length; first += IDS_PER_QUERY) {
    const rows = await ordersOf(db, restaurantId)
      .where("orders.id", "in", wanted.slice(first, first + IDS_PER_QUERY))
      .execute();
    for (const row of rows) known.set(row.id, { updatedAt: row.updatedAt, order: analyticsOrder(row) });
  }
  // Only what this answer holds stays: yesterday's orders leave once the day has closed.
  const kept = new Map<string, { updatedAt: string; order: AnalyticsOrder }>();
  for (const { id } of stamps) {
    const hit = known.get(id);
    if (hit) kept.set(id, hit);
  }
  perDb.set(restaurantId, kept);
  return [...kept.values()].map((hit) => hit.order);
}

/** Minutes from a paid bill's first order to its payment (how long the table was taken), on the bill's day. */
export async function turnsIn(db: Db, restaurantId: string, { from, to }: Bounds): Promise<AnalyticsTurn[]> {
  const rows = await db
    .selectFrom("bills")
    .innerJoin("billOrders", "billOrders.billId", "bills.id")
    .innerJoin("orders", "orders.id", "billOrders.orderId")
    .select((eb) => ["bills.createdAt", "bills.paidAt", eb.fn.min("orders.orderTime").as("firstOrderAt")])
    .where("bills.restaurantId", "=", restaurantId)
    .where("bills.paidAt", "is not", null)
    .where("bills.createdAt", ">=", from)
    .where("bills.createdAt", "<", to)
    .groupBy(["bills.id", "bills.createdAt", "bills.paidAt"])
    .execute();
  return rows.flatMap((row) =>
    row.paidAt && row.firstOrderAt
      ? [
          {
            createdAt: row.createdAt,
            minutes: Math.max(0, Math.round((Date.parse(row.paidAt) - Date.parse(String(row.firstOrderAt))) / 60_000)),
          },
        ]
      : [],
  );
}
