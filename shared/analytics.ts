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

const totalsOf = (bills: readonly AnalyticsBill[]): SalesTotals => {
  const salesPaise = bills.reduce((sum, bill) => sum + bill.subtotalPaise, 0);
  return { billCount: bills.length, salesPaise, averageBillPaise: bills.length === 0 ? 0 : Math.round(salesPaise / bills.length) };
};

/** Monday of the ISO week a date falls in. */
const weekOf = (date: string) => shiftDate(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

function grouped(bills: readonly AnalyticsBill[], keyOf: (bill: AnalyticsBill) => string) {
  const groups = new Map<string, AnalyticsBill[]>();
  for (const bill of bills) {
    const key = keyOf(bill);
    const group = groups.get(key);
    if (group) group.push(bill);
    else groups.set(key, [bill]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, group]) => ({ key, ...totalsOf(group) }));
}

/** Net sales by day, week and month of the period, with the period before for comparison. */
export function salesAnalytics(bills: readonly AnalyticsBill[], previous: readonly AnalyticsBill[], dayEndsAt?: string) {
  const dayOf = (bill: AnalyticsBill) => restaurantDate(new Date(bill.createdAt), dayEndsAt);
  const totals = totalsOf(bills);
  const before = totalsOf(previous);
  return {
    totals,
    previous: before,
    changePercent: before.salesPaise === 0 ? null : Math.round(((totals.salesPaise - before.salesPaise) * 1000) / before.salesPaise) / 10,
    days: grouped(bills, dayOf).map(({ key, ...rest }) => ({ date: key, ...rest })),
    weeks: grouped(bills, (bill) => weekOf(dayOf(bill))).map(({ key, ...rest }) => ({ weekOf: key, ...rest })),
    months: grouped(bills, (bill) => dayOf(bill).slice(0, 7)).map(({ key, ...rest }) => ({ month: key, ...rest })),
  };
}

/** Bills by weekday (0 Monday … 6 Sunday) and hour of the restaurant's clock: when is it busy? */
export function hoursAnalytics(bills: readonly AnalyticsBill[]) {
  const cells = Array.from({ length: 7 * 24 }, (_, index) => ({
    weekday: Math.floor(index / 24),
    hour: index % 24,
    billCount: 0,
    salesPaise: 0,
  }));
  for (const bill of bills) {
    const local = new Date(Date.parse(bill.createdAt) + IST_OFFSET_MS);
    const cell = cells[((local.getUTCDay() + 6) % 7) * 24 + local.getUTCHours()];
    if (!cell) continue;
    cell.billCount += 1;
    cell.salesPaise += bill.subtotalPaise;
  }
  return { cells };
}

export interface AnalyticsLine {
  id: string;
  name: string;
  /** Whole rupees, as the order kept it. */
  price: number;
  quantity: number;
  voidedQuantity?: number;
  options?: readonly { choiceName: string }[];
}

export interface AnalyticsOrder {
  orderTime: string;
  /** Null for a diner's QR order, the staff's username for one taken by a waiter. */
  takenBy: string | null;
  customerId: string | null;
  items: readonly AnalyticsLine[];
}

export interface ItemFigures {
  id: string;
  name: string;
  /** The chosen options, "Full · Spicy"; empty for none. */
  option: string;
  category: string;
  quantity: number;
  revenuePaise: number;
}

/** Dishes by quantity and revenue, per option and per category: best sellers first, slow movers last. */
export function itemsAnalytics(orders: readonly AnalyticsOrder[], categoryOf: (dishId: string) => string, limit = 10) {
  const byKey = new Map<string, ItemFigures>();
  for (const order of orders) {
    for (const line of order.items) {
      const quantity = line.quantity - (line.voidedQuantity ?? 0);
      if (quantity <= 0) continue;
      const option = (line.options ?? []).map((choice) => choice.choiceName).join(" · ");
      const key = `${line.id}\u0000${option}`;
      const seen = byKey.get(key) ?? { id: line.id, name: line.name, option, category: categoryOf(line.id), quantity: 0, revenuePaise: 0 };
      seen.quantity += quantity;
      seen.revenuePaise += quantity * line.price * 100;
      byKey.set(key, seen);
    }
  }
  const items = [...byKey.values()].sort(
    (a, b) => b.quantity - a.quantity || b.revenuePaise - a.revenuePaise || a.name.localeCompare(b.name),
  );
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
  };
}

/**
 * Who comes: the channel mix (QR at the table or a waiter), guests known to the CRM, the share of
 * revenue from guests seen before the period, and visits per guest; table turn time from the bills.
 */
export function guestsAnalytics(orders: readonly AnalyticsOrder[], seenBefore: ReadonlySet<string>, turnMinutes: readonly number[]) {
  const revenue = (order: AnalyticsOrder) =>
    order.items.reduce((sum, line) => sum + (line.quantity - (line.voidedQuantity ?? 0)) * line.price * 100, 0);
  const visits = new Map<string, number>();
  let knownRevenue = 0;
  let repeatRevenue = 0;
  let totalRevenue = 0;
  const channels = { qr: 0, waiter: 0 };
  for (const order of orders) {
    const amount = revenue(order);
    totalRevenue += amount;
    channels[order.takenBy === null ? "qr" : "waiter"] += 1;
    if (order.customerId === null) continue;
    knownRevenue += amount;
    visits.set(order.customerId, (visits.get(order.customerId) ?? 0) + 1);
  }
  for (const order of orders) {
    if (order.customerId === null) continue;
    if (seenBefore.has(order.customerId) || (visits.get(order.customerId) ?? 0) > 1) repeatRevenue += revenue(order);
  }
  const guests = visits.size;
  const repeatGuests = [...visits.entries()].filter(([id, count]) => count > 1 || seenBefore.has(id)).length;
  const turns = [...turnMinutes].sort((a, b) => a - b);
  return {
    orders: orders.length,
    channels,
    guests,
    repeatGuests,
    revenuePaise: totalRevenue,
    knownGuestRevenuePaise: knownRevenue,
    repeatRevenuePaise: repeatRevenue,
    repeatRevenueSharePercent: totalRevenue === 0 ? 0 : Math.round((repeatRevenue * 1000) / totalRevenue) / 10,
    visitsPerGuest: guests === 0 ? 0 : Math.round(([...visits.values()].reduce((a, b) => a + b, 0) * 100) / guests) / 100,
    medianTableTurnMinutes: turns.length === 0 ? null : (turns[Math.floor(turns.length / 2)] ?? null),
  };
}
