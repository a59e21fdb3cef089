import type { Change } from "../live/change-feed";
import type { CachedAnswer } from "./cached-answer";

// What both stores' order-list caches share: SQLite's is api/db/sqlite/order-lists.ts, PostgreSQL's api/db/postgres/order-lists.ts.

/** Lists kept at once; a busy list is about 650 bytes an order, so 64 of 2,000 orders is about 80 MB at most. */
const MAX_LISTS = 64;

/** Keeps a restaurant's built list, first letting go of the oldest kept when MAX_LISTS are held. */
export function keepList(lists: Map<string, CachedAnswer>, restaurantId: string, list: CachedAnswer): void {
  if (lists.size >= MAX_LISTS) {
    const oldest = lists.keys().next().value;
    if (oldest !== undefined) lists.delete(oldest);
  }
  lists.set(restaurantId, list);
}

/** The topics after which a restaurant's order list may read differently (a renamed table shows in it). */
export const changesOrders = (change: Change) => change.topics.some((topic) => topic === "orders" || topic === "restaurantTables");
