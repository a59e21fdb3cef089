import type { GuestVisits, Period } from "../../shared/analytics";
import type { DayFigures, DayItems, DaySummary } from "../../shared/analytics-days";
import { joinDay, mergeDays, summarizeDays } from "../../shared/analytics-days";
import { restaurantDate, restaurantDayBounds } from "../../shared/billing/bill-number";
import { openOrderDays } from "./analytics-open-orders";
import { billsIn, CHANGE_MARGIN_MS, ordersIn, turnsIn } from "./analytics-rows";
import type { Db } from "./connection";

/**
 * Analytics' day summaries (docs/decisions/106-analytics-day-summaries.md): a closed business day's
 * figures are built once from its rows and kept; today is always read from the rows. A change to an
 * order or bill of a closed day (a void, a late payment, a refund, a cancellation) moves its
 * `updated_at`, and the next read drops that day's summary, which is built again from the rows.
 */

/** Runs a write: the app's writer (so SQLite's one connection is never written beside it), or a transaction. */
export type SummaryWrite = (job: (db: Db) => Promise<void>) => Promise<void>;

/** The watermark moves at most this often: a write per analytics read would cost the writer a sync each. */
const WATERMARK_EVERY_MS = 60_000;
/** Days read and written at once: one job never holds the writer long. */
const DAYS_PER_WRITE = 31;
const DAY_MS = 86_400_000;

const shiftDay = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();

function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** When this process last looked for changed days, per database and restaurant. */
const lastLook = new WeakMap<Db, Map<string, number>>();

/** Drops every summary of the restaurant and starts looking for changes from `checkedAt`. */
async function forgetDays(restaurantId: string, checkedAt: string, write: SummaryWrite) {
  await write(async (tx) => {
    await tx.deleteFrom("analyticsDays").where("restaurantId", "=", restaurantId).execute();
    await tx
      .insertInto("analyticsWatermarks")
      .values({ restaurantId, checkedAt })
      .onConflict((conflict) => conflict.column("restaurantId").doUpdateSet({ checkedAt }))
      .execute();
  });
}

/** Drops the summaries of closed days changed since the last look; the first look trusts no summary. Once per answer, before summariesOf. */
export async function dropChangedDays(db: Db, restaurantId: string, { dayEndsAt, write, now }: Omit<SummaryOptions, "parts">) {
  const today = restaurantDate(now, dayEndsAt);
  const mark = await db.selectFrom("analyticsWatermarks").select("checkedAt").where("restaurantId", "=", restaurantId).executeTakeFirst();
  const checkedAt = now.toISOString();
  if (!mark) {
    await forgetDays(restaurantId, checkedAt, write);
    return;
  }
  // This process's own last look counts too: only rows stamped since it (less the margin) are looked at again.
  const looked = lastLook.get(db)?.get(restaurantId);
  const since = iso(Math.max(Date.parse(mark.checkedAt), looked ?? 0) - CHANGE_MARGIN_MS);
  const before = restaurantDayBounds(today, dayEndsAt).from;
  const [orders, bills] = await Promise.all([
    db
      .selectFrom("orders")
      .select(["orderTime as at", "updatedAt"])
      .where("restaurantId", "=", restaurantId)
      .where("updatedAt", ">", since)
      .where("orderTime", "<", before)
      .execute(),
    db
      .selectFrom("bills")
      .select(["createdAt as at", "updatedAt"])
      .where("restaurantId", "=", restaurantId)
      .where("updatedAt", ">", since)
      .where("createdAt", "<", before)
      .execute(),
  ]);
  const changed = new Map<string, string>();
  for (const row of [...orders, ...bills]) {
    const day = restaurantDate(new Date(row.at), dayEndsAt);
    if ((changed.get(day) ?? "") < row.updatedAt) changed.set(day, row.updatedAt);
  }
  const built =
    changed.size === 0
      ? []
      : await db
          .selectFrom("analyticsDays")
          .select(["day", "builtAt"])
          .where("restaurantId", "=", restaurantId)
          .where("day", "in", [...changed.keys()])
          .execute();
  // Changed after the build began, or within the margin before it (it may have committed after the build read its rows).
  const stale = built.filter((row) => (changed.get(row.day) ?? "") > iso(Date.parse(row.builtAt) - CHANGE_MARGIN_MS)).map((row) => row.day);
  // Remembered only once the stale days are gone: a failed drop is looked for again.
  const remember = () => lastLook.set(db, (lastLook.get(db) ?? new Map<string, number>()).set(restaurantId, now.getTime()));
  if (stale.length === 0 && Date.parse(checkedAt) - Date.parse(mark.checkedAt) < WATERMARK_EVERY_MS) {
    remember();
    return;
  }
  await write(async (tx) => {
    if (stale.length > 0) await tx.deleteFrom("analyticsDays").where("restaurantId", "=", restaurantId).where("day", "in", stale).execute();
    await tx.updateTable("analyticsWatermarks").set({ checkedAt }).where("restaurantId", "=", restaurantId).execute();
  });
  remember();
}

function blankDay(day: string): DaySummary {
  return {
    day,
    figures: {
      bills: 0,
      salesPaise: 0,
      orders: 0,
      revenuePaise: 0,
      channels: { qr: 0, waiter: 0, pickup: 0, delivery: 0 },
      hours: [],
      turns: [],
    },
    items: { sold: [], prep: [] },
  };
}

/** The days from `from` to `to` summarized straight from their rows (days without rows come back empty). */
async function summarizeFromRows(
  db: Db,
  restaurantId: string,
  from: string,
  to: string,
  dayEndsAt: string,
  open?: OpenRows,
): Promise<DaySummary[]> {
  const bounds = { from: restaurantDayBounds(from, dayEndsAt).from, to: restaurantDayBounds(to, dayEndsAt).to };
  // A day kept is built whole; an open day reads only what the view shows, its orders summed as they come.
  const orders = open ? [] : await ordersIn(db, restaurantId, bounds);
  const bills = open === "orders" ? [] : await billsIn(db, restaurantId, bounds);
  const turns = open === "orders" || open === "bills" ? [] : await turnsIn(db, restaurantId, bounds);
  const summaries = summarizeDays({ bills, orders, turns }, dayEndsAt);
  const openOrders = open && open !== "bills" ? await openOrderDays(db, restaurantId, bounds, dayEndsAt) : new Map<string, DaySummary>();
  return daysFrom(from, to).map((day) => {
    const parts = [summaries.get(day), openOrders.get(day)].filter((part) => part !== undefined);
    // Joined into a summary of this answer's own: the open orders' days change with the next order.
    return parts.length === 0 ? blankDay(day) : open ? joinDay(day, parts) : (parts[0] ?? blankDay(day));
  });
}

/** Builds and keeps the summaries of closed days from `from` to `to`, a month at a time (a year's rows never sit in memory at once). */
async function buildDays(db: Db, restaurantId: string, from: string, to: string, dayEndsAt: string, write: SummaryWrite, now: Date) {
  const built: DaySummary[] = [];
  for (let start = from; start <= to; start = shiftDay(start, DAYS_PER_WRITE)) {
    const end = shiftDay(start, DAYS_PER_WRITE - 1) < to ? shiftDay(start, DAYS_PER_WRITE - 1) : to;
    built.push(...(await buildMonth(db, restaurantId, start, end, dayEndsAt, write, now)));
  }
  return built;
}

async function buildMonth(db: Db, restaurantId: string, from: string, to: string, dayEndsAt: string, write: SummaryWrite, now: Date) {
  // Stamped before the rows are read: a change committed while they are read is newer, so it is looked at again.
  const builtAt = now.toISOString();
  const summaries = await summarizeFromRows(db, restaurantId, from, to, dayEndsAt);
  const rows = summaries.map((summary) => ({
    restaurantId,
    day: summary.day,
    dayEndsAt,
    builtAt,
    figures: JSON.stringify(summary.figures),
    items: JSON.stringify(summary.items),
  }));
  await write(async (tx) => {
    await tx
      .insertInto("analyticsDays")
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(["restaurantId", "day"]).doUpdateSet((eb) => ({
          dayEndsAt: eb.ref("excluded.dayEndsAt"),
          builtAt: eb.ref("excluded.builtAt"),
          figures: eb.ref("excluded.figures"),
          items: eb.ref("excluded.items"),
        })),
      )
      .execute();
  });
  return summaries;
}

/** Contiguous runs of days. */
function runsOf(days: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && shiftDay(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** Bills only (sales, hours), orders only (items), or everything (guests: orders, bills and turns). */
export type OpenRows = "bills" | "orders" | "all";

interface SummaryOptions {
  dayEndsAt: string;
  /** Which half a view needs: the sums (sales, hours, guests) or the dishes (items). */
  parts: "figures" | "items";
  /** The closed days come back added up as one summary (every view but sales by day). */
  merged?: boolean;
  /** What of the open days' rows the view shows; all when not said. */
  open?: OpenRows;
  write: SummaryWrite;
  now: Date;
}

interface KeptDays {
  count: number;
  latest: string;
  days: DaySummary[];
  /** The days added up, made on first use: what the heat map, the dishes and the guests need. */
  merged?: DaySummary;
  /** The known guests' visits on these days and the guests seen before them, read on first use (a change to a day's orders drops the day, and so these). */
  guests?: { visits: GuestVisits[]; seenBefore: readonly string[] };
}

/**
 * Closed days this process has read and parsed, per database and period: used again while the rows'
 * count and newest `built_at` are as they were (a day dropped or built again changes one of them).
 */
const keptDays = new WeakMap<Db, Map<string, KeptDays>>();
/** Periods kept per database: an owner's screen or two, each view and the period before. */
const KEPT_PERIODS = 32;

/** The closed days from `from` to `closedTo` as summaries: kept rows, built first where missing. */
async function closedDays(
  db: Db,
  restaurantId: string,
  from: string,
  closedTo: string,
  { dayEndsAt, parts, write, now }: SummaryOptions,
): Promise<KeptDays> {
  const stamp = await db
    .selectFrom("analyticsDays")
    .select((eb) => [eb.fn.countAll().as("count"), eb.fn.max("builtAt").as("latest")])
    .where("restaurantId", "=", restaurantId)
    .where("day", ">=", from)
    .where("day", "<=", closedTo)
    .where("dayEndsAt", "=", dayEndsAt)
    .executeTakeFirst();
  const count = Number(stamp?.count ?? 0);
  const latest = String(stamp?.latest ?? "");
  const cache = keptDays.get(db) ?? new Map<string, KeptDays>();
  keptDays.set(db, cache);
  const key = [restaurantId, from, closedTo, parts, dayEndsAt].join("|");
  const hit = cache.get(key);
  if (hit && hit.count === count && hit.latest === latest) return hit;
  const kept = await db
    .selectFrom("analyticsDays")
    .select(["day", parts === "items" ? "items" : "figures"])
    .where("restaurantId", "=", restaurantId)
    .where("day", ">=", from)
    .where("day", "<=", closedTo)
    .where("dayEndsAt", "=", dayEndsAt)
    .execute();
  const days: DaySummary[] = kept.map((row) => {
    const summary = blankDay(row.day);
    if ("items" in row) summary.items = JSON.parse(row.items) as DayItems;
    if ("figures" in row) summary.figures = JSON.parse(row.figures) as DayFigures;
    return summary;
  });
  const have = new Set(days.map((day) => day.day));
  const missing = daysFrom(from, closedTo).filter((day) => !have.has(day));
  for (const [start, end] of runsOf(missing)) days.push(...(await buildDays(db, restaurantId, start, end, dayEndsAt, write, now)));
  const answer = { count, latest, days };
  if (missing.length === 0) {
    if (cache.size >= KEPT_PERIODS) cache.delete(cache.keys().next().value ?? "");
    cache.set(key, answer);
  }
  return answer;
}

/**
 * Every business day of the period as a summary: closed days from their kept rows (built first where
 * missing), today (and any day not yet closed) straight from the rows. Call dropChangedDays first.
 */
export async function summariesOf(db: Db, restaurantId: string, period: Period, options: SummaryOptions) {
  const today = restaurantDate(options.now, options.dayEndsAt);
  const lastClosed = shiftDay(today, -1);
  const closedTo = period.to < lastClosed ? period.to : lastClosed;
  const days: DaySummary[] = [];
  if (period.from <= closedTo) {
    const closed = await closedDays(db, restaurantId, period.from, closedTo, options);
    if (options.merged) {
      closed.merged ??= mergeDays(closed.days);
      days.push(closed.merged);
    } else days.push(...closed.days);
  }
  const openFrom = period.from > today ? period.from : today;
  if (openFrom <= period.to)
    days.push(...(await summarizeFromRows(db, restaurantId, openFrom, period.to, options.dayEndsAt, options.open ?? "all")));
  return days;
}

/** What the guests view reads of the rows: the visits in some instants, and the guests seen before one. */
export interface GuestReads {
  visits(bounds: { from: string; to: string }): Promise<GuestVisits[]>;
  seenBefore(before: string): Promise<string[]>;
}

/**
 * The known guests' visits over the period (the closed days' kept beside their summaries, the open
 * days' read) and the guests seen before it.
 */
export async function guestVisitsOf(
  db: Db,
  restaurantId: string,
  period: Period,
  options: Omit<SummaryOptions, "parts">,
  reads: GuestReads,
) {
  const { dayEndsAt, now } = options;
  const today = restaurantDate(now, dayEndsAt);
  const lastClosed = shiftDay(today, -1);
  const closedTo = period.to < lastClosed ? period.to : lastClosed;
  const from = restaurantDayBounds(period.from, dayEndsAt).from;
  const visits: GuestVisits[] = [];
  let seenBefore: readonly string[] | undefined;
  if (period.from <= closedTo) {
    const closed = await closedDays(db, restaurantId, period.from, closedTo, { ...options, parts: "figures" });
    closed.guests ??= {
      visits: await reads.visits({ from, to: restaurantDayBounds(closedTo, dayEndsAt).to }),
      seenBefore: await reads.seenBefore(from),
    };
    visits.push(...closed.guests.visits);
    seenBefore = closed.guests.seenBefore;
  }
  const openFrom = period.from > today ? period.from : today;
  if (openFrom <= period.to) {
    visits.push(
      ...(await reads.visits({ from: restaurantDayBounds(openFrom, dayEndsAt).from, to: restaurantDayBounds(period.to, dayEndsAt).to })),
    );
  }
  const byGuest = new Map<string, GuestVisits>();
  for (const guest of visits) {
    const seen = byGuest.get(guest.customerId);
    byGuest.set(
      guest.customerId,
      seen ? { ...seen, visits: seen.visits + guest.visits, revenuePaise: seen.revenuePaise + guest.revenuePaise } : guest,
    );
  }
  return { visits: [...byGuest.values()], seenBefore: seenBefore ?? (await reads.seenBefore(from)) };
}

/**
 * `npm run analytics:rebuild`: drops a restaurant's summaries and builds every closed day from its
 * first order or bill to yesterday again. Answers how many days were built.
 */
export async function rebuildSummaries(db: Db, restaurantId: string, dayEndsAt: string, write: SummaryWrite, now = new Date()) {
  const checkedAt = now.toISOString();
  await forgetDays(restaurantId, checkedAt, write);
  const first = [
    await db
      .selectFrom("orders")
      .select((eb) => eb.fn.min("orderTime").as("at"))
      .where("restaurantId", "=", restaurantId)
      .executeTakeFirst(),
    await db
      .selectFrom("bills")
      .select((eb) => eb.fn.min("createdAt").as("at"))
      .where("restaurantId", "=", restaurantId)
      .executeTakeFirst(),
  ]
    .flatMap((row) => (row?.at ? [restaurantDate(new Date(String(row.at)), dayEndsAt)] : []))
    .sort()[0];
  const lastClosed = shiftDay(restaurantDate(now, dayEndsAt), -1);
  if (first === undefined || first > lastClosed) return 0;
  return (await buildDays(db, restaurantId, first, lastClosed, dayEndsAt, write, now)).length;
}
