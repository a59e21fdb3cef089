import { restaurantDate, restaurantDayBounds } from "./billing/bill-number";

/**
 * The owner's analytics (docs/api.md, Analytics): pure functions over a period's bills and orders, so
 * the same sums serve one outlet or all of an owner's. Money in paise; days are business days.
 */
export const ANALYTICS_VIEWS = ["sales", "hours", "items", "guests"] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

/** A period may run from one day to a year. */
export const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

export interface Period {
  from: string;
  to: string;
}

/** Days from `from` to `to`, both counted. */
export function periodDays({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The same number of days just before: what a period is compared with. */
export function previousPeriod(period: Period): Period {
  const days = periodDays(period);
  return { from: shiftDate(period.from, -days), to: shiftDate(period.from, -1) };
}

/** The stored instants a period of business days covers. */
export function periodBounds({ from, to }: Period, dayEndsAt?: string): { from: string; to: string } {
  return { from: restaurantDayBounds(from, dayEndsAt).from, to: restaurantDayBounds(to, dayEndsAt).to };
}

export interface AnalyticsBill {
  createdAt: string;
  subtotalPaise: number;
}

interface SalesTotals {
  billCount: number;
  salesPaise: number;
  averageBillPaise: number;
}

/** Monday of the ISO week a date falls in. */
const weekOf = (date: string) => shiftDate(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** One business day's bills: what sales by day, week and month are made of. */
export interface SalesDay {
  date: string;
  billCount: number;
  salesPaise: number;
}

const withAverage = (billCount: number, salesPaise: number): SalesTotals => ({
  billCount,
  salesPaise,
  averageBillPaise: billCount === 0 ? 0 : Math.round(salesPaise / billCount),
});

function regrouped(days: readonly SalesDay[], keyOf: (date: string) => string) {
  const groups = new Map<string, { billCount: number; salesPaise: number }>();
  for (const day of days) {
    const key = keyOf(day.date);
    const group = groups.get(key) ?? { billCount: 0, salesPaise: 0 };
    group.billCount += day.billCount;
    group.salesPaise += day.salesPaise;
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => ({ key, ...withAverage(group.billCount, group.salesPaise) }));
}

const totalOf = (days: readonly SalesDay[]) =>
  withAverage(
    days.reduce((sum, day) => sum + day.billCount, 0),
    days.reduce((sum, day) => sum + day.salesPaise, 0),
  );

/** Net sales by day, week and month from the period's days (those with bills), against the period before. */
export function salesOfDays(days: readonly SalesDay[], previous: readonly SalesDay[]) {
  const totals = totalOf(days);
  const before = totalOf(previous);
  return {
    totals,
    previous: before,
    changePercent: before.salesPaise === 0 ? null : Math.round(((totals.salesPaise - before.salesPaise) * 1000) / before.salesPaise) / 10,
    days: regrouped(days, (date) => date).map(({ key, ...rest }) => ({ date: key, ...rest })),
    weeks: regrouped(days, weekOf).map(({ key, ...rest }) => ({ weekOf: key, ...rest })),
    months: regrouped(days, (date) => date.slice(0, 7)).map(({ key, ...rest }) => ({ month: key, ...rest })),
  };
}

/** The bills' business days, each with its count and sum. */
function salesDaysOf(bills: readonly AnalyticsBill[], dayEndsAt?: string): SalesDay[] {
  const days = new Map<string, SalesDay>();
  for (const bill of bills) {
    const date = restaurantDate(new Date(bill.createdAt), dayEndsAt);
    const day = days.get(date) ?? { date, billCount: 0, salesPaise: 0 };
    day.billCount += 1;
    day.salesPaise += bill.subtotalPaise;
    days.set(date, day);
  }
  return [...days.values()];
}

/** Net sales by day, week and month of the period, with the period before for comparison (straight from the bills). */
export function salesAnalytics(bills: readonly AnalyticsBill[], previous: readonly AnalyticsBill[], dayEndsAt?: string) {
  return salesOfDays(salesDaysOf(bills, dayEndsAt), salesDaysOf(previous, dayEndsAt));
}

/** The heat map's cell of an instant: weekday (0 Monday … 6 Sunday) × 24 + hour on the restaurant's clock. */
export function hourCellOf(at: string): number {
  const local = new Date(Date.parse(at) + IST_OFFSET_MS);
  return ((local.getUTCDay() + 6) % 7) * 24 + local.getUTCHours();
}

/** The 7 × 24 cells from [cell, bills, paise] counts. */
export function hourCells(counts: Iterable<readonly [number, number, number]>) {
  const cells = Array.from({ length: 7 * 24 }, (_, index) => ({
    weekday: Math.floor(index / 24),
    hour: index % 24,
    billCount: 0,
    salesPaise: 0,
  }));
  for (const [index, billCount, salesPaise] of counts) {
    const cell = cells[index];
    if (!cell) continue;
    cell.billCount += billCount;
    cell.salesPaise += salesPaise;
  }
  return { cells };
}

/** Bills by weekday (0 Monday … 6 Sunday) and hour of the restaurant's clock: when is it busy? */
export function hoursAnalytics(bills: readonly AnalyticsBill[]) {
  return hourCells(bills.map((bill) => [hourCellOf(bill.createdAt), 1, bill.subtotalPaise] as const));
}

export interface AnalyticsLine {
  id: string;
  name: string;
  /** Whole rupees, as the order kept it. */
  price: number;
  quantity: number;
  voidedQuantity?: number;
  options?: readonly { choiceName: string }[];
  /** The station that makes it (null: placed before stations, the first station's) and when it was bumped. */
  stationId?: string | null;
  readyAt?: string | null;
}

/** How an order came in: QR at the table, a waiter, or a takeout (pickup) or delivery order from the website or counter. */
export const CHANNELS = ["qr", "waiter", "pickup", "delivery"] as const;
export type Channel = (typeof CHANNELS)[number];

export interface AnalyticsOrder {
  orderTime: string;
  /** Null for a diner's QR order, the staff's username for one taken by a waiter. */
  takenBy: string | null;
  /** The site order's channel when the order came from one (migration 023), else null or absent. */
  siteChannel?: string | null;
  customerId: string | null;
  items: readonly AnalyticsLine[];
}

/**
 * An order's channel. Site orders are read through their kitchen order's row in site_orders (same id).
 * Once orders carry `channel` (migration 024), the one switch is to read it here instead of `siteChannel`.
 */
export function channelOf(order: Pick<AnalyticsOrder, "takenBy" | "siteChannel">): Channel {
  if (order.siteChannel === "pickup" || order.siteChannel === "delivery") return order.siteChannel;
  return order.takenBy === null ? "qr" : "waiter";
}

export const liveQuantityOf = (line: AnalyticsLine) => line.quantity - (line.voidedQuantity ?? 0);
export const optionOf = (line: AnalyticsLine) => (line.options ?? []).map((choice) => choice.choiceName).join(" · ");
/** What an order's live lines came to, in paise. */
export const orderRevenuePaise = (order: AnalyticsOrder) =>
  order.items.reduce((sum, line) => sum + liveQuantityOf(line) * line.price * 100, 0);

export interface ItemFigures {
  id: string;
  name: string;
  /** The chosen options, "Full · Spicy"; empty for none. */
  option: string;
  category: string;
  quantity: number;
  revenuePaise: number;
}

/** One dish and option's sales, in the order they were first sold (the first name sold is the one shown). */
export type SoldItem = Omit<ItemFigures, "category">;

/** Dishes by quantity and revenue, per option and per category: best sellers first, slow movers last. */
export function rankedItems(sold: Iterable<SoldItem>, categoryOf: (dishId: string) => string, limit = 10) {
  const items = [...sold]
    .map((item) => ({ ...item, category: categoryOf(item.id) }))
    .sort((a, b) => b.quantity - a.quantity || b.revenuePaise - a.revenuePaise || a.name.localeCompare(b.name));
  const categories = new Map<string, { category: string; quantity: number; revenuePaise: number }>();
  for (const item of items) {
    const seen = categories.get(item.category) ?? { category: item.category, quantity: 0, revenuePaise: 0 };
    seen.quantity += item.quantity;
    seen.revenuePaise += item.revenuePaise;
    categories.set(item.category, seen);
  }
  return {
    items,
    bestSellers: items.slice(0, limit),
    slowMovers: items.slice(-limit).reverse(),
    byRevenue: [...items].sort((a, b) => b.revenuePaise - a.revenuePaise || a.name.localeCompare(b.name)).slice(0, limit),
    categories: [...categories.values()].sort((a, b) => b.revenuePaise - a.revenuePaise),
    options: optionsSold(items),
  };
}

/**
 * Options sold, for the dishes sold in more than one (is half or full biryani selling?): each option's
 * share of the dish's quantity, in percent with one decimal; dishes by quantity, options most first.
 */
export function optionsSold(items: readonly ItemFigures[]) {
  const byDish = new Map<string, ItemFigures[]>();
  for (const item of items) byDish.set(item.id, [...(byDish.get(item.id) ?? []), item]);
  return [...byDish.values()]
    .filter((options) => options.length > 1)
    .map((options) => ({ options, quantity: options.reduce((sum, item) => sum + item.quantity, 0) }))
    .sort((a, b) => b.quantity - a.quantity)
    .flatMap(({ options, quantity }) =>
      options.map(({ id, name, option, quantity: sold, revenuePaise }) => ({
        id,
        name,
        option,
        quantity: sold,
        revenuePaise,
        sharePercent: Math.round((sold * 1000) / quantity) / 10,
      })),
    );
}

/** Dishes by quantity and revenue, per option and per category, straight from the orders. */
export function itemsAnalytics(orders: readonly AnalyticsOrder[], categoryOf: (dishId: string) => string, limit = 10) {
  const byKey = new Map<string, SoldItem>();
  for (const order of orders) {
    for (const line of order.items) {
      const quantity = liveQuantityOf(line);
      if (quantity <= 0) continue;
      const option = optionOf(line);
      const key = `${line.id}\u0000${option}`;
      const seen = byKey.get(key) ?? { id: line.id, name: line.name, option, quantity: 0, revenuePaise: 0 };
      seen.quantity += quantity;
      seen.revenuePaise += quantity * line.price * 100;
      byKey.set(key, seen);
    }
  }
  return rankedItems(byKey.values(), categoryOf, limit);
}

/** A known guest's visits (orders) in the period and what they came to. */
export interface GuestVisits {
  customerId: string;
  visits: number;
  revenuePaise: number;
}

/** The median of a histogram of [minutes, count]: the same element a sorted list's middle would give. */
export function medianOfCounts(counts: Iterable<readonly [number, number]>): number | null {
  const sorted = [...counts].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  let seen = 0;
  for (const [minutes, count] of sorted) {
    seen += count;
    if (seen > Math.floor(total / 2)) return minutes;
  }
  return null;
}

/** Covers: the guests of the parties the host seated (waitlist and bookings); a walk-in sat down by no one is not counted. */
export interface Covers {
  covers: number;
  parties: number;
}

/**
 * Who comes, from the period's totals: the channel mix, guests known to the CRM, the share of revenue
 * from guests seen before the period or more than once in it, visits per guest, covers and table turns.
 */
export function guestsOf(
  totals: { orders: number; revenuePaise: number; channels: Record<Channel, number> },
  visits: readonly GuestVisits[],
  seenBefore: ReadonlySet<string>,
  turns: Iterable<readonly [number, number]>,
  covers: Covers = { covers: 0, parties: 0 },
) {
  const repeat = visits.filter((guest) => guest.visits > 1 || seenBefore.has(guest.customerId));
  const repeatRevenue = repeat.reduce((sum, guest) => sum + guest.revenuePaise, 0);
  const turnCounts = [...turns];
  return {
    orders: totals.orders,
    channels: totals.channels,
    guests: visits.length,
    repeatGuests: repeat.length,
    revenuePaise: totals.revenuePaise,
    knownGuestRevenuePaise: visits.reduce((sum, guest) => sum + guest.revenuePaise, 0),
    repeatRevenuePaise: repeatRevenue,
    repeatRevenueSharePercent: totals.revenuePaise === 0 ? 0 : Math.round((repeatRevenue * 1000) / totals.revenuePaise) / 10,
    visitsPerGuest:
      visits.length === 0 ? 0 : Math.round((visits.reduce((sum, guest) => sum + guest.visits, 0) * 100) / visits.length) / 100,
    tableTurns: turnCounts.reduce((sum, [, count]) => sum + count, 0),
    medianTableTurnMinutes: medianOfCounts(turnCounts),
    covers: covers.covers,
    seatedParties: covers.parties,
    averagePartySize: covers.parties === 0 ? null : Math.round((covers.covers * 10) / covers.parties) / 10,
  };
}

export const noChannels = (): Record<Channel, number> => ({ qr: 0, waiter: 0, pickup: 0, delivery: 0 });

/** Who comes, straight from the orders (see guestsOf); table turn time from the bills' minutes. */
export function guestsAnalytics(
  orders: readonly AnalyticsOrder[],
  seenBefore: ReadonlySet<string>,
  turnMinutes: readonly number[],
  covers?: Covers,
) {
  const channels = noChannels();
  const visits = new Map<string, GuestVisits>();
  let revenuePaise = 0;
  for (const order of orders) {
    const amount = orderRevenuePaise(order);
    revenuePaise += amount;
    channels[channelOf(order)] += 1;
    if (order.customerId === null) continue;
    const guest = visits.get(order.customerId) ?? { customerId: order.customerId, visits: 0, revenuePaise: 0 };
    guest.visits += 1;
    guest.revenuePaise += amount;
    visits.set(order.customerId, guest);
  }
  return guestsOf(
    { orders: orders.length, revenuePaise, channels },
    [...visits.values()],
    seenBefore,
    turnMinutes.map((minutes) => [minutes, 1] as const),
    covers,
  );
}
