import {
  type AnalyticsView,
  type Covers,
  type GuestVisits,
  guestsAnalytics,
  hoursAnalytics,
  itemsAnalytics,
  type Period,
  periodBounds,
  previousPeriod,
  salesAnalytics,
} from "../../shared/analytics";
import {
  type DaySummary,
  guestsFromDays,
  hoursFromDays,
  itemsFromDays,
  mergeDays,
  prepFromDays,
  type StationName,
  salesFromDays,
  summarizeDays,
} from "../../shared/analytics-days";
import { dropChangedDays, guestVisitsOf, type SummaryWrite, summariesOf } from "./analytics-days";
import { type Bounds, billsIn, ordersIn, turnsIn } from "./analytics-rows";
import type { Db } from "./connection";
import { dayEndsAtOf } from "./settings";

/** The known guests' visits in the period, summed by the database (the orders' totals follow their voids). */
async function visitsIn(db: Db, restaurantId: string, { from, to }: Bounds): Promise<GuestVisits[]> {
  const rows = await db
    .selectFrom("orders")
    .select((eb) => ["customerId", eb.fn.countAll().as("visits"), eb.fn.sum("totalAmount").as("rupees")])
    .where("restaurantId", "=", restaurantId)
    .where("orderTime", ">=", from)
    .where("orderTime", "<", to)
    .where("customerId", "is not", null)
    .groupBy("customerId")
    .execute();
  return rows.flatMap((row) =>
    row.customerId === null ? [] : [{ customerId: row.customerId, visits: Number(row.visits), revenuePaise: Number(row.rupees) * 100 }],
  );
}

/** Covers: the party sizes of the parties seated from the waitlist and from bookings in the period (none stored per order). */
async function coversIn(db: Db, restaurantId: string, { from, to }: Bounds): Promise<Covers> {
  const seated = async (table: "waitlistEntries" | "reservations") => {
    const row = await db
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll().as("parties"), eb.fn.sum("partySize").as("covers")])
      .where("restaurantId", "=", restaurantId)
      .where("status", "=", "seated")
      .where("seatedAt", ">=", from)
      .where("seatedAt", "<", to)
      .executeTakeFirst();
    return { parties: Number(row?.parties ?? 0), covers: Number(row?.covers ?? 0) };
  };
  const [queue, bookings] = await Promise.all([seated("waitlistEntries"), seated("reservations")]);
  return { parties: queue.parties + bookings.parties, covers: queue.covers + bookings.covers };
}

async function categoryOf(db: Db, restaurantIds: readonly string[]): Promise<(dishId: string) => string> {
  const rows = await db
    .selectFrom("menuItems")
    .select(["id", "category"])
    .where("restaurantId", "in", [...restaurantIds])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.category]));
  return (dishId) => byId.get(dishId) ?? "Other";
}

async function stationsOf(db: Db, restaurantIds: readonly string[]): Promise<StationName[]> {
  return db
    .selectFrom("stations")
    .select(["id", "name"])
    .where("restaurantId", "in", [...restaurantIds])
    .orderBy("position")
    .execute();
}

async function guestsSeenBefore(db: Db, restaurantId: string, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom("customers")
    .select("id")
    .where("restaurantId", "=", restaurantId)
    .where("firstOrderDate", "<", before)
    .execute();
  return rows.map((row) => row.id);
}

export interface AnalyticsOptions {
  /** Where the day summaries are written: the app's writer, or straight to the database outside the app. */
  write: SummaryWrite;
  now?: Date;
}

/** One analytics view of these restaurants over a period of business days (each cut at its own `dayEndsAt`). */
export async function analyticsOf(
  db: Db,
  restaurantIds: readonly string[],
  view: AnalyticsView,
  period: Period,
  { write, now = new Date() }: AnalyticsOptions,
) {
  if (restaurantIds.length === 0) throw new Error("analytics of no restaurant");
  const days: DaySummary[] = [];
  const previous: DaySummary[] = [];
  const visits: GuestVisits[] = [];
  const seenBefore = new Set<string>();
  const covers: Covers = { covers: 0, parties: 0 };
  for (const restaurantId of restaurantIds) {
    const dayEndsAt = await dayEndsAtOf(db, restaurantId);
    const parts = view === "items" ? "items" : "figures";
    await dropChangedDays(db, restaurantId, { dayEndsAt, write, now });
    const open = view === "items" ? "orders" : view === "guests" ? "all" : "bills";
    const bounds = periodBounds(period, dayEndsAt);
    // Reads that do not depend on each other go out together: on PostgreSQL each is a round trip.
    const [current, before, seated] = await Promise.all([
      summariesOf(db, restaurantId, period, { dayEndsAt, parts, write, now, merged: view !== "sales", open }),
      view === "sales" ? summariesOf(db, restaurantId, previousPeriod(period), { dayEndsAt, parts, write, now }) : [],
      view === "guests" ? coversIn(db, restaurantId, bounds) : undefined,
    ]);
    days.push(...current);
    previous.push(...before);
    if (seated) {
      // After the summaries: a first read builds the missing days once, not twice.
      const guests = await guestVisitsOf(
        db,
        restaurantId,
        period,
        { dayEndsAt, write, now },
        {
          visits: (instants) => visitsIn(db, restaurantId, instants),
          seenBefore: (before) => guestsSeenBefore(db, restaurantId, before),
        },
      );
      visits.push(...guests.visits);
      for (const id of guests.seenBefore) seenBefore.add(id);
      covers.covers += seated.covers;
      covers.parties += seated.parties;
    }
  }
  switch (view) {
    case "sales":
      return { period, ...salesFromDays(days, previous) };
    case "hours":
      return { period, ...hoursFromDays(days) };
    case "items": {
      const [categories, stations] = await Promise.all([categoryOf(db, restaurantIds), stationsOf(db, restaurantIds)]);
      return { period, ...itemsFromDays(days, categories), prep: prepFromDays(days, stations) };
    }
    case "guests":
      return { period, ...guestsFromDays(days, visits, seenBefore, covers) };
  }
}

/**
 * The same view straight from the raw rows, with no summary: what the tests hold the summaries to
 * (docs/decisions/106-analytics-day-summaries.md). One restaurant.
 */
export async function analyticsFromRows(db: Db, restaurantId: string, view: AnalyticsView, period: Period) {
  const dayEndsAt = await dayEndsAtOf(db, restaurantId);
  const bounds = periodBounds(period, dayEndsAt);
  switch (view) {
    case "sales":
      return {
        period,
        ...salesAnalytics(
          await billsIn(db, restaurantId, bounds),
          await billsIn(db, restaurantId, periodBounds(previousPeriod(period), dayEndsAt)),
          dayEndsAt,
        ),
      };
    case "hours":
      return { period, ...hoursAnalytics(await billsIn(db, restaurantId, bounds)) };
    case "items": {
      const orders = await ordersIn(db, restaurantId, bounds);
      const whole = mergeDays([...summarizeDays({ bills: [], orders, turns: [] }, dayEndsAt).values()]);
      return {
        period,
        ...itemsAnalytics(orders, await categoryOf(db, [restaurantId])),
        prep: prepFromDays([whole], await stationsOf(db, [restaurantId])),
      };
    }
    case "guests":
      return {
        period,
        ...guestsAnalytics(
          await ordersIn(db, restaurantId, bounds),
          new Set(await guestsSeenBefore(db, restaurantId, bounds.from)),
          (await turnsIn(db, restaurantId, bounds)).map((turn) => turn.minutes),
          await coversIn(db, restaurantId, bounds),
        ),
      };
  }
}
