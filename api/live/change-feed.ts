import type { LiveTopic } from "../../shared/live";

/** One committed write: which restaurant's data changed, and which lists of it. */
export interface Change {
  restaurantId: string;
  topics: readonly LiveTopic[];
  /**
   * The one table the change is about, when it is about one: a diner's page there hears of it
   * (docs/diner-ordering.md); null when it is about no table (a takeout order, a deleted table), so no
   * diner's page hears of it; absent when it may be about any.
   */
  tableId?: string | null;
}

/** Whether a change may be about something at no table (a takeout order): it names none, or may be about any. */
export const mayBeAtNoTable = (change: Change): boolean => change.tableId === undefined || change.tableId === null;

/** `tableId` for a change about an order or bill, which has a table or none. */
export function atTable(tableId: string | null): Pick<Change, "tableId"> {
  return { tableId };
}

type Listener = (change: Change) => void;

/**
 * In-process fan-out of committed changes (one server process, so no broker is needed). Writers
 * publish after their transaction commits; the staff event stream and caches subscribe. A listener
 * that throws is logged and skipped so one broken subscriber cannot fail a write that already landed.
 */
export class ChangeFeed {
  readonly #everywhere = new Set<Listener>();
  readonly #byRestaurant = new Map<string, Set<Listener>>();
  readonly #missed = new Set<() => void>();

  /** Listens to every restaurant's changes, or to one restaurant's; returns the unsubscribe. */
  subscribe(listener: Listener, restaurantId?: string): () => void {
    if (restaurantId === undefined) {
      this.#everywhere.add(listener);
      return () => this.#everywhere.delete(listener);
    }
    let listeners = this.#byRestaurant.get(restaurantId);
    if (!listeners) {
      listeners = new Set();
      this.#byRestaurant.set(restaurantId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      // Only its own set: a second call, after newer listeners made a new set, must not drop theirs.
      if (listeners.size === 0 && this.#byRestaurant.get(restaurantId) === listeners) this.#byRestaurant.delete(restaurantId);
    };
  }

  publish(change: Change): void {
    for (const listener of [...this.#everywhere, ...(this.#byRestaurant.get(change.restaurantId) ?? [])]) {
      try {
        listener(change);
      } catch (error) {
        console.error("A change listener failed", error);
      }
    }
  }

  /** Calls `listener` when changes may have been missed (api/db/postgres/notices.ts lost its connection); returns the unsubscribe. */
  onMissed(listener: () => void): () => void {
    this.#missed.add(listener);
    return () => this.#missed.delete(listener);
  }

  /** Tells every stream and cache to pull everything again: some changes may never have been announced. */
  missed(): void {
    for (const listener of [...this.#missed]) {
      try {
        listener();
      } catch (error) {
        console.error("A change listener failed", error);
      }
    }
  }

  /** Listeners of one restaurant (tests and housekeeping). */
  listenerCount(restaurantId: string): number {
    return this.#byRestaurant.get(restaurantId)?.size ?? 0;
  }
}
