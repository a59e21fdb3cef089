import type { StaffDb } from "./db";
import type { LocalStores, RowLists, RowStore, StaffRows, StoreName } from "./types";

export type { LocalStores, RowLists, RowStore } from "./types";

/** The Dexie tables themselves; call inside a transaction that covers them. */
export function dexieStores(db: StaffDb): LocalStores {
  const over = <K extends StoreName>(name: K): RowStore<StaffRows[K]> => {
    // Dexie types each table by its own row type; this picks one by name.
    const table = db.table<StaffRows[K], string>(name);
    return {
      get: (id) => table.get(id),
      put: async (row) => {
        await table.put(row);
      },
      delete: (id) => table.delete(id),
      filter: (test) => table.filter(test).toArray(),
    };
  };
  return {
    orders: over("orders"),
    menuItems: over("menuItems"),
    restaurantTables: over("restaurantTables"),
    customers: over("customers"),
    serviceRequests: over("serviceRequests"),
    bills: over("bills"),
    restaurantSettings: over("restaurantSettings"),
  };
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
  const stores = {
    orders: memoryStore(lists.orders ?? []),
    menuItems: memoryStore(lists.menuItems ?? []),
    restaurantTables: memoryStore(lists.restaurantTables ?? []),
    customers: memoryStore(lists.customers ?? []),
    serviceRequests: memoryStore(lists.serviceRequests ?? []),
    bills: memoryStore(lists.bills ?? []),
    restaurantSettings: memoryStore(lists.restaurantSettings ?? []),
  };
  return {
    stores,
    lists: () => ({
      ...(lists.orders && { orders: stores.orders.rows() }),
      ...(lists.menuItems && { menuItems: stores.menuItems.rows() }),
      ...(lists.restaurantTables && { restaurantTables: stores.restaurantTables.rows() }),
      ...(lists.customers && { customers: stores.customers.rows() }),
      ...(lists.serviceRequests && { serviceRequests: stores.serviceRequests.rows() }),
      ...(lists.bills && { bills: stores.bills.rows() }),
      ...(lists.restaurantSettings && { restaurantSettings: stores.restaurantSettings.rows() }),
    }),
  };
}
