import * as z from "zod/mini";
import {
  type AnalyticsBill,
  type AnalyticsOrder,
  type AnalyticsView,
  guestsAnalytics,
  hoursAnalytics,
  itemsAnalytics,
  type Period,
  periodBounds,
  previousPeriod,
  salesAnalytics,
} from "../../shared/analytics";
import type { Db } from "./connection";
import { isCancelledBill } from "./gst-summary";

const storedLines = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    quantity: z.number(),
    voidedQuantity: z.optional(z.number()),
    options: z.optional(z.array(z.object({ choiceName: z.string() }))),
  }),
);

type Bounds = { from: string; to: string };

async function billsIn(db: Db, restaurantIds: readonly string[], { from, to }: Bounds): Promise<AnalyticsBill[]> {
  const rows = await db
    .selectFrom("bills")
    .select(["createdAt", "subtotalPaise", "status"])
    .where("restaurantId", "in", [...restaurantIds])
    .where("createdAt", ">=", from)
    .where("createdAt", "<", to)
    .execute();
  return rows.filter((row) => !isCancelledBill(row.status));
}

async function ordersIn(db: Db, restaurantIds: readonly string[], { from, to }: Bounds): Promise<AnalyticsOrder[]> {
  const rows = await db
    .selectFrom("orders")
    .select(["orderTime", "takenBy", "customerId", "items"])
    .where("restaurantId", "in", [...restaurantIds])
    .where("orderTime", ">=", from)
    .where("orderTime", "<", to)
    .execute();
  // Only the order writers fill `items`; a parse failure is a bug worth a loud 500.
  return rows.map((row) => ({ ...row, items: storedLines.parse(JSON.parse(row.items)) }));
}

async function categories(db: Db, restaurantIds: readonly string[]): Promise<(dishId: string) => string> {
  const rows = await db
    .selectFrom("menuItems")
    .select(["id", "category"])
    .where("restaurantId", "in", [...restaurantIds])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.category]));
  return (dishId) => byId.get(dishId) ?? "Other";
}

async function guestsSeenBefore(db: Db, restaurantIds: readonly string[], before: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("customers")
    .select("id")
    .where("restaurantId", "in", [...restaurantIds])
    .where("firstOrderDate", "<", before)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Minutes from a paid bill's first order to its payment: how long the table was taken. */
async function turnMinutes(db: Db, restaurantIds: readonly string[], { from, to }: Bounds): Promise<number[]> {
  const rows = await db
    .selectFrom("bills")
    .innerJoin("billOrders", "billOrders.billId", "bills.id")
    .innerJoin("orders", "orders.id", "billOrders.orderId")
    .select((eb) => ["bills.paidAt", eb.fn.min("orders.orderTime").as("firstOrderAt")])
    .where("bills.restaurantId", "in", [...restaurantIds])
    .where("bills.paidAt", "is not", null)
    .where("bills.createdAt", ">=", from)
    .where("bills.createdAt", "<", to)
    .groupBy(["bills.id", "bills.paidAt"])
    .execute();
  return rows.flatMap((row) =>
    row.paidAt && row.firstOrderAt
      ? [Math.max(0, Math.round((Date.parse(row.paidAt) - Date.parse(String(row.firstOrderAt))) / 60_000))]
      : [],
  );
}

/** One analytics view of these restaurants over a period of business days. */
export async function analyticsOf(db: Db, restaurantIds: readonly string[], view: AnalyticsView, period: Period, dayEndsAt?: string) {
  if (restaurantIds.length === 0) throw new Error("analytics of no restaurant");
  const bounds = periodBounds(period, dayEndsAt);
  switch (view) {
    case "sales":
      return {
        period,
        ...salesAnalytics(
          await billsIn(db, restaurantIds, bounds),
          await billsIn(db, restaurantIds, periodBounds(previousPeriod(period), dayEndsAt)),
          dayEndsAt,
        ),
      };
    case "hours":
      return { period, ...hoursAnalytics(await billsIn(db, restaurantIds, bounds)) };
    case "items":
      return { period, ...itemsAnalytics(await ordersIn(db, restaurantIds, bounds), await categories(db, restaurantIds)) };
    case "guests":
      return {
        period,
        ...guestsAnalytics(
          await ordersIn(db, restaurantIds, bounds),
          await guestsSeenBefore(db, restaurantIds, bounds.from),
          await turnMinutes(db, restaurantIds, bounds),
        ),
      };
  }
}
