/** Pure arithmetic of the Friday-night bench (bench/evening.ts): latency summaries and what one node holds. */

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentiles of `values` (ms); NaN for none. */
export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Latencies by action name, as the bench's devices record them. */
export class Timings {
  readonly #byAction = new Map<string, number[]>();

  record(action: string, ms: number): void {
    const list = this.#byAction.get(action);
    if (list) list.push(ms);
    else this.#byAction.set(action, [ms]);
  }

  summaries(): [string, Summary][] {
    return [...this.#byAction]
      .map(([action, values]) => [action, summarize(values)] as [string, Summary])
      .sort(([a], [b]) => a.localeCompare(b));
  }

  get total(): number {
    let total = 0;
    for (const values of this.#byAction.values()) total += values.length;
    return total;
  }
}

export interface NodeCapacity {
  /** Restaurants whose dinner peak the run played at once (its rate over one restaurant's peak rate). */
  restaurantsPlayed: number;
  /** Server CPU the run used, in cores (CPU seconds per second of the run). */
  coresUsed: number;
  cores: number;
  /** The share of the cores a node should use at peak, leaving room for bursts. */
  utilisation: number;
}

/**
 * How many restaurants at their dinner peak one node carries: the CPU one restaurant's peak costs
 * (what the run used over the restaurants it played), into the cores a node may use.
 */
export function restaurantsPerNode({ restaurantsPlayed, coresUsed, cores, utilisation }: NodeCapacity): number {
  if (coresUsed <= 0 || restaurantsPlayed <= 0) return Number.POSITIVE_INFINITY;
  return Math.floor((cores * utilisation * restaurantsPlayed) / coresUsed);
}

/** Per guest per minute, what a figure measured over `guests` guests for `seconds` comes to. */
export const perGuestMinute = (total: number, guests: number, seconds: number): number => (total / guests) * (60 / seconds);
