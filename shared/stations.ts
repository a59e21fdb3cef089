import { MENU_CATEGORIES } from "./constants";
import { KITCHEN_COLUMNS } from "./kitchen";
import { optionLabel } from "./menu-options";
import { liveQuantity } from "./order-lines";
import type { OrderStatus } from "./order-status";
import type { OrderLine } from "./schemas/orders";
import type { AllDayRow } from "./schemas/stations";

/** A new restaurant's categories: the spec's eight, each to the restaurant's first station. */
export const DEFAULT_CATEGORIES: readonly { name: string; stationId: string | null }[] = MENU_CATEGORIES.map((name) => ({
  name,
  stationId: null,
}));

/** A station's prep-time target until an admin sets one (minutes). */
export const PREP_MINUTES_DEFAULT = 15;

/** How long after its bump a line can still be recalled (docs/api.md, Stations). */
export const RECALL_MS = 60_000;

interface Routable {
  stationId: string | null;
  category: string;
}

/**
 * The station that makes a dish: its own, else its category's, else the restaurant's first (null when
 * the restaurant has none). A station named but no longer there counts as not named.
 */
export function stationOfDish(
  dish: Routable,
  categories: readonly { name: string; stationId: string | null }[],
  stationIds: readonly string[],
): string | null {
  const known = (id: string | null | undefined) => (id && stationIds.includes(id) ? id : null);
  return known(dish.stationId) ?? known(categories.find((category) => category.name === dish.category)?.stationId) ?? stationIds[0] ?? null;
}

/** Whether a line shows at `stationId` (null: every station, the "All" screen); a line placed before stations is the first station's, `first`. */
export const atStation = (line: Pick<OrderLine, "stationId">, stationId: string | null, first: string | null = null) =>
  stationId === null || (line.stationId ?? first) === stationId;

interface KitchenOrder {
  status: OrderStatus;
  items: readonly OrderLine[];
}

const inKitchen = (order: KitchenOrder) => (KITCHEN_COLUMNS as readonly OrderStatus[]).includes(order.status);

/**
 * The all-day bar: what the station still has to make across the open tickets, per dish and options
 * ("Butter Naan 14, Garlic Naan 6"): lines not yet bumped, less what was voided; most first.
 */
export function allDayOf(orders: readonly KitchenOrder[], stationId: string | null, first: string | null = null): AllDayRow[] {
  const rows = new Map<string, AllDayRow>();
  for (const order of orders) {
    if (!inKitchen(order)) continue;
    for (const line of order.items) {
      const quantity = liveQuantity(line);
      if (line.readyAt !== null || quantity <= 0 || !atStation(line, stationId, first)) continue;
      const options = (line.options ?? []).map(optionLabel);
      const key = JSON.stringify([line.name, options]);
      const row = rows.get(key);
      if (row) row.quantity += quantity;
      else rows.set(key, { name: line.name, options, quantity });
    }
  }
  return [...rows.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, "en"));
}

export interface PrepTime {
  name: string;
  /** Average minutes from the order to the bump, one decimal. */
  minutes: number;
  /** How many bumps it is measured from. */
  bumps: number;
}

/** Average prep time per dish, measured from the bumps: each bumped line's readyAt less its order's time. */
export function averagePrepTimes(
  orders: readonly { orderTime: string; items: readonly OrderLine[] }[],
  stationId: string | null,
  first: string | null = null,
): PrepTime[] {
  const sums = new Map<string, { total: number; bumps: number }>();
  for (const order of orders) {
    const placed = Date.parse(order.orderTime);
    for (const line of order.items) {
      if (line.readyAt === null || !atStation(line, stationId, first)) continue;
      const sum = sums.get(line.name) ?? { total: 0, bumps: 0 };
      sum.total += Math.max(0, Date.parse(line.readyAt) - placed);
      sum.bumps += 1;
      sums.set(line.name, sum);
    }
  }
  return [...sums]
    .map(([name, { total, bumps }]) => ({ name, minutes: Math.round(total / bumps / 6_000) / 10, bumps }))
    .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name, "en"));
}

/** Whether every line still wanted is at the pass: what makes the order Ready (an order of voided lines only is not). */
export function allLinesReady(items: readonly OrderLine[]): boolean {
  const live = items.filter((line) => liveQuantity(line) > 0);
  return live.length > 0 && live.every((line) => line.readyAt !== null);
}

export type LineReadyOutcome =
  | { kind: "unchanged" }
  | { kind: "too-late" }
  | { kind: "changed"; items: OrderLine[]; readyAt: string | null };

/**
 * Bumps one line (`ready`) or recalls it, as both the server and an offline device apply it: the first
 * bump's time stays; a recall is only within RECALL_MS of it; the order is ready when all its live
 * lines are, and not once one is recalled. `orderReadyAt` keeps its first time while it stays ready.
 */
export function setLineReady(
  items: readonly OrderLine[],
  orderReadyAt: string | null,
  lineId: string,
  ready: boolean,
  at: string,
): LineReadyOutcome | null {
  const line = items.find((item) => item.lineId === lineId);
  if (!line) return null;
  if ((line.readyAt !== null) === ready) return { kind: "unchanged" };
  if (!ready && line.readyAt !== null && Date.parse(at) - Date.parse(line.readyAt) > RECALL_MS) return { kind: "too-late" };
  const next = items.map((item) => (item.lineId === lineId ? { ...item, readyAt: ready ? at : null } : item));
  return { kind: "changed", items: next, readyAt: allLinesReady(next) ? (orderReadyAt ?? at) : null };
}

/** The whole order at the pass, or taken back: every line bumped (first times kept) or every line cleared. */
export function setAllLinesReady(items: readonly OrderLine[], ready: boolean, at: string): OrderLine[] {
  return items.map((item) => ({ ...item, readyAt: ready ? (item.readyAt ?? at) : null }));
}

/** The spec's ticket colours against a station's prep-time target: amber past two thirds of it, red past four thirds (10 and 20 at 15). */
export function ticketAgeFor(minutes: number, prepMinutes: number): "fresh" | "late" | "overdue" {
  if (minutes > (prepMinutes * 4) / 3) return "overdue";
  if (minutes > (prepMinutes * 2) / 3) return "late";
  return "fresh";
}
