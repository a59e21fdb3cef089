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

/**
 * How long a write may take between stamping `updated_at` and committing, plus clock skew between
 * processes: changes stamped this long before a summary was built, or before the last look, are looked at again.
 */
export const CHANGE_MARGIN_MS = 10_000;

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

export function ordersOf(db: Db, restaurantId: string) {
  return (
    db
      .selectFrom("orders")
      .leftJoin("siteOrders", "siteOrders.id", "orders.id")
      // The one switch once orders carry their channel (migration 024): select "orders.channel as siteChannel" instead.
      .select([...orderColumns, "siteOrders.channel as siteChannel"])
      .where("orders.restaurantId", "=", restaurantId)
  );
}

export type OrderRow = { orderTime: string; takenBy: string | null; customerId: string | null; items: string; siteChannel: string | null };

// Only the order writers fill `items`; a parse failure is a bug worth a loud 500.
export const analyticsOrder = ({ orderTime, takenBy, customerId, items, siteChannel }: OrderRow): AnalyticsOrder => ({
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
