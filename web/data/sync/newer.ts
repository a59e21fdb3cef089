import { restaurantLists } from "../lists";
import type { StaffRows, StoreName } from "../types";

/**
 * Whether the local copy of a row of `store` is newer than a server answer about it (a replayed first
 * answer, docs/sync.md), by the list's own rule in lists.ts.
 */
export function isLocalNewer<K extends StoreName>(store: K, local: StaffRows[K], answered: StaffRows[K]): boolean {
  return restaurantLists[store].newer(local, answered);
}
