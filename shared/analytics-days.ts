import {
  type AnalyticsBill,
  type AnalyticsOrder,
  type Channel,
  type Covers,
  channelOf,
  type GuestVisits,
  guestsOf,
  hourCellOf,
  hourCells,
  liveQuantityOf,
  noChannels,
  optionOf,
  orderRevenuePaise,
  rankedItems,
  type SalesDay,
  type SoldItem,
  salesOfDays,
} from "./analytics";
import { restaurantDate } from "./billing/bill-number";

/**
 * One business day's analytics, kept per closed day (docs/decisions/106-analytics-day-summaries.md) so a
 * year's answer adds up 365 small rows instead of reading 200,000 orders. Every answer made from these
 * equals the one made straight from the rows (shared/analytics.ts); the tests check both ways.
 */
export interface DayFigures {
  bills: number;
  salesPaise: number;
  orders: number;
  revenuePaise: number;
  channels: Record<Channel, number>;
  /** [weekday × 24 + hour, bills, paise] of the cells with bills. */
  hours: [number, number, number][];
  /** [minutes from the first order to payment, bills]: the table turns of the day's paid bills. */
  turns: [number, number][];
}

export interface DayItems {
  /** [dish id, option, name, quantity, revenue in paise], in the order first sold. */
  sold: [string, string, string, number, number][];
  /** [dish id, station id ("" for a line from before stations), name, total ms from order to bump, bumps]. */
  prep: [string, string, string, number, number][];
}

export interface DaySummary {
  day: string;
  figures: DayFigures;
  items: DayItems;
}

/** A paid bill's table turn, on its bill's business day. */
export interface AnalyticsTurn {
  createdAt: string;
  minutes: number;
}

const emptyDay = (day: string): DaySummary => ({
  day,
  figures: { bills: 0, salesPaise: 0, orders: 0, revenuePaise: 0, channels: noChannels(), hours: [], turns: [] },
  items: { sold: [], prep: [] },
});

/** Adds `amounts` to the tuple keyed by its leading `keyLength` fields, keeping first-seen order. */
function addTo<T extends (string | number)[]>(index: Map<string, T>, list: T[], row: T, keyLength: number, fixed = keyLength): void {
  const key = row.slice(0, keyLength).join("\u0000");
  const seen = index.get(key);
  if (!seen) {
    const copy = [...row] as T;
    index.set(key, copy);
    list.push(copy);
    return;
  }
  for (let at = fixed; at < row.length; at++) (seen[at] as number) += row[at] as number;
}

/** Folds rows into summaries without losing first-seen order: one per tuple list. */
class DayBuilder {
  readonly summary: DaySummary;
  readonly #index = { hours: new Map(), turns: new Map(), sold: new Map(), prep: new Map() } as {
    hours: Map<string, [number, number, number]>;
    turns: Map<string, [number, number]>;
    sold: Map<string, DayItems["sold"][number]>;
    prep: Map<string, DayItems["prep"][number]>;
  };
  constructor(day: string) {
    this.summary = emptyDay(day);
  }
  addBill(bill: AnalyticsBill) {
    const { figures } = this.summary;
    figures.bills += 1;
    figures.salesPaise += bill.subtotalPaise;
    addTo(this.#index.hours, figures.hours, [hourCellOf(bill.createdAt), 1, bill.subtotalPaise], 1);
  }
  addTurn(minutes: number, count = 1) {
    addTo(this.#index.turns, this.summary.figures.turns, [minutes, count], 1);
  }
  addOrder(order: AnalyticsOrder) {
    const { figures, items } = this.summary;
    figures.orders += 1;
    figures.revenuePaise += orderRevenuePaise(order);
    figures.channels[channelOf(order)] += 1;
    const placed = Date.parse(order.orderTime);
    for (const line of order.items) {
      const quantity = liveQuantityOf(line);
      if (quantity > 0)
        addTo(this.#index.sold, items.sold, [line.id, optionOf(line), line.name, quantity, quantity * line.price * 100], 2, 3);
      if (line.readyAt)
        addTo(
          this.#index.prep,
          items.prep,
          [line.id, line.stationId ?? "", line.name, Math.max(0, Date.parse(line.readyAt) - placed), 1],
          2,
          3,
        );
    }
  }
  /** Adds a whole day's summary (merging days into a period). */
  addDay({ figures, items }: DaySummary) {
    const mine = this.summary.figures;
    mine.bills += figures.bills;
    mine.salesPaise += figures.salesPaise;
    mine.orders += figures.orders;
    mine.revenuePaise += figures.revenuePaise;
    for (const channel of Object.keys(mine.channels) as Channel[]) mine.channels[channel] += figures.channels[channel] ?? 0;
    for (const row of figures.hours) addTo(this.#index.hours, mine.hours, row, 1);
    for (const row of figures.turns) addTo(this.#index.turns, mine.turns, row, 1);
    for (const row of items.sold) addTo(this.#index.sold, this.summary.items.sold, row, 2, 3);
    for (const row of items.prep) addTo(this.#index.prep, this.summary.items.prep, row, 2, 3);
  }
}

/**
 * The rows of some business days as one summary per day (days without a row are absent). Orders in
 * time order, so the first name a dish was sold under is the one kept, as the straight answer does.
 */
export function summarizeDays(
  rows: { bills: readonly AnalyticsBill[]; orders: readonly AnalyticsOrder[]; turns: readonly AnalyticsTurn[] },
  dayEndsAt?: string,
): Map<string, DaySummary> {
  const days = new DaysBuilder(dayEndsAt);
  for (const bill of rows.bills) days.of(bill.createdAt).addBill(bill);
  for (const turn of rows.turns) days.of(turn.createdAt).addTurn(turn.minutes);
  for (const order of [...rows.orders].sort((a, b) => a.orderTime.localeCompare(b.orderTime))) days.of(order.orderTime).addOrder(order);
  return days.summaries();
}

/** A builder per business day, made on the day's first row. */
class DaysBuilder {
  readonly #days = new Map<string, DayBuilder>();
  readonly dayEndsAt: string | undefined;
  constructor(dayEndsAt?: string) {
    this.dayEndsAt = dayEndsAt;
  }
  of(at: string): DayBuilder {
    const day = restaurantDate(new Date(at), this.dayEndsAt);
    const builder = this.#days.get(day) ?? new DayBuilder(day);
    this.#days.set(day, builder);
    return builder;
  }
  summaries(): Map<string, DaySummary> {
    return new Map([...this.#days].map(([day, builder]) => [day, builder.summary]));
  }
}

/** The keys an order adds to its day's dish lists (sold, bumped): where a list's first-seen order matters. */
function listKeysOf(order: AnalyticsOrder): string[] {
  const keys: string[] = [];
  for (const line of order.items) {
    if (liveQuantityOf(line) > 0) keys.push(`s\u0000${line.id}\u0000${optionOf(line)}`);
    if (line.readyAt) keys.push(`p\u0000${line.id}\u0000${line.stationId ?? ""}`);
  }
  return keys;
}

/**
 * Orders folded into day summaries as they come (an open day read again and again): what summarizeDays
 * makes of the same orders, without going over the earlier ones again. The sums do not care in which
 * order orders come; the dish lists keep each dish's first-seen name and place, so an order earlier
 * than ones already folded is taken only where it changes neither. The summaries it answers are its
 * own and change with the next order: copy before keeping.
 */
export class OrderDays {
  readonly #days: DaysBuilder;
  /** Per day: each list key's first order (time, then id), and the latest of those. */
  readonly #firsts = new Map<string, { keys: Map<string, string>; latest: string }>();
  constructor(dayEndsAt?: string) {
    this.#days = new DaysBuilder(dayEndsAt);
  }
  /** Folds the order in and answers true; or folds nothing and answers false where its place matters (sum again, in time order). */
  add(order: AnalyticsOrder, id: string): boolean {
    const at = `${order.orderTime}\u0000${id}`;
    const day = restaurantDate(new Date(order.orderTime), this.#days.dayEndsAt);
    const firsts = this.#firsts.get(day) ?? { keys: new Map<string, string>(), latest: "" };
    const keys = listKeysOf(order);
    for (const key of keys) {
      const first = firsts.keys.get(key);
      if (first === undefined ? at < firsts.latest : at < first) return false;
    }
    for (const key of keys) {
      if (firsts.keys.has(key)) continue;
      firsts.keys.set(key, at);
      if (at > firsts.latest) firsts.latest = at;
    }
    this.#firsts.set(day, firsts);
    this.#days.of(order.orderTime).addOrder(order);
    return true;
  }
  summaries(): Map<string, DaySummary> {
    return this.#days.summaries();
  }
}

/** One day's parts (its orders' summary, its bills' summary) as one, as summarizeDays makes of their rows together. */
export function joinDay(day: string, parts: readonly DaySummary[]): DaySummary {
  const builder = new DayBuilder(day);
  for (const part of parts) builder.addDay(part);
  return builder.summary;
}

/** The days of a period (and of the period before) added up, in day order. */
export function mergeDays(days: readonly DaySummary[]): DaySummary {
  const builder = new DayBuilder("");
  for (const day of [...days].sort((a, b) => a.day.localeCompare(b.day))) builder.addDay(day);
  return builder.summary;
}

const salesDays = (days: readonly DaySummary[]): SalesDay[] =>
  days
    .filter((day) => day.figures.bills > 0)
    .map((day) => ({ date: day.day, billCount: day.figures.bills, salesPaise: day.figures.salesPaise }));

/** Sales by day, week and month from the days' summaries (the same answer as salesAnalytics over the bills). */
export const salesFromDays = (days: readonly DaySummary[], previous: readonly DaySummary[]) =>
  salesOfDays(salesDays(days), salesDays(previous));

/** The heat map from the days' summaries. */
export const hoursFromDays = (days: readonly DaySummary[]) => hourCells(mergeDays(days).figures.hours);

/** Best sellers, slow movers, categories and options from the days' summaries. */
export function itemsFromDays(days: readonly DaySummary[], categoryOf: (dishId: string) => string) {
  const sold: SoldItem[] = mergeDays(days).items.sold.map(([id, option, name, quantity, revenuePaise]) => ({
    id,
    name,
    option,
    quantity,
    revenuePaise,
  }));
  return rankedItems(sold, categoryOf);
}

/** Who comes, from the days' summaries, the known guests' visits and the covers. */
export function guestsFromDays(
  days: readonly DaySummary[],
  visits: readonly GuestVisits[],
  seenBefore: ReadonlySet<string>,
  covers?: Covers,
) {
  const { figures } = mergeDays(days);
  return guestsOf(figures, visits, seenBefore, figures.turns, covers);
}

export interface StationName {
  id: string;
  name: string;
}

const minutesOf = (totalMs: number, bumps: number) => Math.round(totalMs / bumps / 6_000) / 10;

/**
 * Prep time by dish and by station: each bumped line's time from its order to its bump, averaged
 * (shared/stations.ts averagePrepTimes measures the same); a line from before stations is the first's.
 */
export function prepOf(prep: DayItems["prep"], stations: readonly StationName[]) {
  const first = stations[0]?.id ?? "";
  const stationName = (id: string) => stations.find((station) => station.id === id)?.name ?? "No station";
  const dishes = prep.map(([id, stationId, name, totalMs, bumps]) => ({ id, name, stationId: stationId || first, totalMs, bumps }));
  const byStation = new Map<string, { totalMs: number; bumps: number }>();
  for (const dish of dishes) {
    const sum = byStation.get(dish.stationId) ?? { totalMs: 0, bumps: 0 };
    sum.totalMs += dish.totalMs;
    sum.bumps += dish.bumps;
    byStation.set(dish.stationId, sum);
  }
  const slowestFirst = (a: { minutes: number; name: string }, b: { minutes: number; name: string }) =>
    b.minutes - a.minutes || a.name.localeCompare(b.name, "en");
  return {
    dishes: dishes
      .map(({ id, name, stationId, totalMs, bumps }) => ({
        id,
        name,
        station: stationName(stationId),
        minutes: minutesOf(totalMs, bumps),
        bumps,
      }))
      .sort(slowestFirst),
    stations: [...byStation]
      .map(([id, { totalMs, bumps }]) => ({ name: stationName(id), minutes: minutesOf(totalMs, bumps), bumps }))
      .sort(slowestFirst),
  };
}

/** Prep time by dish and station from the days' summaries. */
export const prepFromDays = (days: readonly DaySummary[], stations: readonly StationName[]) => prepOf(mergeDays(days).items.prep, stations);
