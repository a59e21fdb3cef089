/**
 * An honest wait for a party at the door (docs/decisions/090-honest-wait.md): from how long the
 * restaurant's own tables stay occupied, which tables are occupied now and for how long, who is ahead
 * and which tables are held for bookings. Pure, so it is tested on recorded evenings and by properties.
 */

/** A table as the estimate sees it: its seats, how long its party has sat (null: free) and whether a booking holds it. */
export interface EstimateTable {
  capacity: number;
  occupiedMinutes: number | null;
  held: boolean;
}

export interface WaitInput {
  partySize: number;
  /** The parties ahead in the queue (waiting or notified), first first. */
  ahead: readonly { partySize: number }[];
  tables: readonly EstimateTable[];
  /** Past visits: a table's seats and minutes from its first order to its paid bill (or clearing). */
  history: readonly { capacity: number; minutes: number }[];
}

export interface WaitRange {
  minMinutes: number;
  maxMinutes: number;
}

/** With no history yet, a table turns in about this long (minutes): a typical Indian casual-dining sitting. */
const DEFAULT_TURN = { short: 35, long: 60 } as const;
/** An occupied table is never assumed to free sooner than this (the bill, the clearing). */
const LEAST_REMAINING = 5;
/** The range is shown in steps of five minutes ("15–25 min"), and is at least one step wide. */
const STEP = 5;
/** Fewer past visits than this, and the defaults count too, so one quick lunch does not set the evening's quotes. */
const ENOUGH_HISTORY = 8;

/** The value below which `share` of the sorted `values` lie (nearest rank). */
function quantile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** How long a table of these sizes turns over: a short (a quarter of visits were quicker) and a long (three quarters were) sitting. */
export function turnMinutes(history: WaitInput["history"], capacities: ReadonlySet<number>): { short: number; long: number } {
  const minutes = history
    .filter((visit) => capacities.has(visit.capacity) && visit.minutes > 0)
    .map((visit) => visit.minutes)
    .sort((a, b) => a - b);
  if (minutes.length >= ENOUGH_HISTORY) return { short: quantile(minutes, 0.25), long: quantile(minutes, 0.75) };
  // Thin history is blended with the defaults in proportion to how much of it there is.
  const weight = minutes.length / ENOUGH_HISTORY;
  const blend = (ours: number, fallback: number) => Math.round(weight * ours + (1 - weight) * fallback);
  if (minutes.length === 0) return { ...DEFAULT_TURN };
  return { short: blend(quantile(minutes, 0.25), DEFAULT_TURN.short), long: blend(quantile(minutes, 0.75), DEFAULT_TURN.long) };
}

/**
 * When the party ahead of us number `count` have each taken the first table to free, every party
 * sitting `turn` minutes: our start. Built from min and + only, so it can only grow with more parties
 * ahead and only shrink when a table frees sooner (the property tests hold it to both).
 */
function startAfter(freeAt: readonly number[], count: number, turn: number): number | null {
  if (freeAt.length === 0) return null;
  const heap = [...freeAt].sort((a, b) => a - b);
  for (let party = 0; party < count; party += 1) {
    const first = heap.shift() ?? 0;
    const next = first + turn;
    const at = heap.findIndex((value) => value > next);
    heap.splice(at === -1 ? heap.length : at, 0, next);
  }
  return heap[0] ?? null;
}

/**
 * The wait as a range of minutes, or null when no table of the restaurant seats the party. The tables
 * that fit are those with enough seats not held for a booking; the short end counts only the parties
 * ahead who need such a table too and assumes quick sittings, the long end counts everyone ahead and
 * long sittings.
 */
export function estimateWait(input: WaitInput): WaitRange | null {
  const fitting = input.tables.filter((table) => table.capacity >= input.partySize && !table.held);
  if (fitting.length === 0) return null;
  const smallest = Math.min(...input.tables.filter((table) => !table.held).map((table) => table.capacity));
  const turn = turnMinutes(input.history, new Set(fitting.map((table) => table.capacity)));
  const freeAt = (sitting: number) =>
    fitting.map((table) => (table.occupiedMinutes === null ? 0 : Math.max(LEAST_REMAINING, sitting - table.occupiedMinutes)));
  // A party ahead that a table too small for us would seat may well sit there: only the long end counts it.
  const needOurs = input.ahead.filter((party) => party.partySize >= input.partySize || party.partySize > smallest).length;
  const short = startAfter(freeAt(turn.short), needOurs, turn.short) ?? 0;
  const long = startAfter(freeAt(turn.long), input.ahead.length, turn.long) ?? 0;
  const minMinutes = Math.floor(short / STEP) * STEP;
  const maxMinutes = Math.max(minMinutes + STEP, Math.ceil(Math.max(short, long) / STEP) * STEP);
  return { minMinutes, maxMinutes };
}

/** "15–25 min" (an en dash, as menus print ranges). */
export function waitRangeText(range: WaitRange): string {
  return `${range.minMinutes}–${range.maxMinutes} min`;
}
