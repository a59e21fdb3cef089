import type { StaffDb } from "./db";
import { STORE_NAMES } from "./lists";
import type { LocalStores, RowLists, RowStore, StaffRows, StoreName } from "./types";

export type { LocalStores, RowLists, RowStore } from "./types";

/** One store per list of lists.ts, each made by `make` for its own name. */
function storesOf(make: (name: StoreName) => RowStore<StaffRows[StoreName]>): LocalStores {
  // Each name of STORE_NAMES (all of LocalStores' keys) gets the store made for its own table.
  return Object.fromEntries(STORE_NAMES.map((name) => [name, make(name)])) as LocalStores;
}

/** The Dexie tables themselves; call inside a transaction that covers them. */
export function dexieStores(db: StaffDb): LocalStores {
  return storesOf((name) => {
    // Dexie types each table by its own row type; this picks one by name.
    const table = db.table<StaffRows[StoreName], string>(name);
    return {
      get: (id) => table.get(id),
      put: async (row) => {
        await table.put(row);
      },
      delete: (id) => table.delete(id),
      filter: (test) => table.filter(test).toArray(),
    };
  });
}

function memoryStore<Row extends { id: string }>(rows: readonly Row[]): RowStore<Row> & { rows(): Row[] } {
  const byId = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  return {
    get: async (id) => {
      const row = byId.get(id);
      return row && structuredClone(row);
    },
    put: async (row) => {
      byId.set(row.id, structuredClone(row));
    },
    delete: async (id) => {
      byId.delete(id);
    },
    filter: async (test) => [...byId.values()].filter(test).map((row) => structuredClone(row)),
    rows: () => [...byId.values()],
  };
}

/** In-memory stores seeded with copies of `lists` (absent lists start empty); `lists()` reads back the given ones. */
export function memoryStores(lists: RowLists): { stores: LocalStores; lists(): RowLists } {
  const given = STORE_NAMES.flatMap((name) => (lists[name] ? [name] : []));
  const made = new Map(STORE_NAMES.map((name) => [name, memoryStore<StaffRows[StoreName]>(lists[name] ?? [])]));
  return {
    stores: storesOf((name) => made.get(name) ?? memoryStore([])),
    // The rows each given list's store holds now, under its own name.
    lists: () => Object.fromEntries(given.map((name) => [name, made.get(name)?.rows() ?? []])) as RowLists,
  };
}
