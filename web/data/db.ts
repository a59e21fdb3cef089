import { Dexie, type DexieOptions, type EntityTable } from "dexie";
import type { Customer } from "../../shared/schemas/customers";
import type { DemoRequest } from "../../shared/schemas/demo-requests";
import type { MenuItem } from "../../shared/schemas/menu";
import type { Order } from "../../shared/schemas/orders";
import type { Restaurant } from "../../shared/schemas/restaurants";
import type { RestaurantTable } from "../../shared/schemas/tables";
import type { OutboxEntry, Rejection } from "./outbox";

/** The restaurant's rows a staff device keeps, by the name of their local table. Mutators change these. */
export interface StaffRows {
  orders: Order;
  menuItems: MenuItem;
  restaurantTables: RestaurantTable;
  customers: Customer;
}
export type StoreName = keyof StaffRows;
export const STORE_NAMES = ["orders", "menuItems", "restaurantTables", "customers"] as const satisfies readonly StoreName[];

/** Small facts about the local copy: see `MetaKey`. */
export interface MetaRow {
  key: MetaKey;
  value: string;
}
/**
 * `ordersCursor`: the newest `updatedAt` pulled, for the next incremental pull. `pulled:<list>`: when that
 * list was first pulled whole (until then screens show loading, not an empty state). `connection`: what the
 * device's replayer last learnt about the server, so every tab shows the same status.
 */
export type MetaKey = "ordersCursor" | "connection" | `pulled:${ListName}`;

/** Every list a device pulls: the restaurant's four, and for admins the platform's two. */
export type ListName = StoreName | "restaurants" | "demoRequests";

/**
 * One signed-in user's local database (IndexedDB through Dexie). Each user gets their own, named by
 * their id, so an outbox waiting for its user to sign in again never mixes with another's. See
 * docs/sync.md for what each table holds.
 */
export class StaffDb extends Dexie {
  orders!: EntityTable<Order, "id">;
  menuItems!: EntityTable<MenuItem, "id">;
  restaurantTables!: EntityTable<RestaurantTable, "id">;
  customers!: EntityTable<Customer, "id">;
  restaurants!: EntityTable<Restaurant, "id">;
  demoRequests!: EntityTable<DemoRequest, "id">;
  outbox!: EntityTable<OutboxEntry, "seq">;
  rejections!: EntityTable<Rejection, "id">;
  meta!: EntityTable<MetaRow, "key">;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      orders: "id, tableId",
      menuItems: "id",
      restaurantTables: "id",
      customers: "id",
      restaurants: "id",
      demoRequests: "id",
      // seq fixes the push order; store lets a screen ask which of its rows are waiting.
      outbox: "++seq, &id, store",
      rejections: "id, seq",
      meta: "key",
    });
    // Another tab deletes this database (logout): close it for good, or a late write would re-create it.
    // Returning false stops Dexie's own handler, which would close it but let the next write re-open it.
    this.on("versionchange", (event) => {
      if (event.newVersion) return;
      this.close({ disableAutoOpen: true });
      return false;
    });
  }
}

const DB_PREFIX = "rasoi-staff-";

export function staffDbName(userId: string): string {
  return `${DB_PREFIX}${userId}`;
}
