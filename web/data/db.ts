import { Dexie, type DexieOptions, type EntityTable } from "dexie";
import type { Bill } from "../../shared/schemas/bills";
import type { Customer } from "../../shared/schemas/customers";
import type { DemoRequest } from "../../shared/schemas/demo-requests";
import type { MenuItem } from "../../shared/schemas/menu";
import type { Order } from "../../shared/schemas/orders";
import type { Restaurant } from "../../shared/schemas/restaurants";
import type { RestaurantSettings } from "../../shared/schemas/settings";
import type { RestaurantTable } from "../../shared/schemas/tables";
import type { ServiceRequest } from "../../shared/service-requests";
import type { OutboxEntry, Rejection } from "./outbox";

/** The restaurant's rows a staff device keeps, by the name of their local table. Mutators change these. */
export interface StaffRows {
  orders: Order;
  menuItems: MenuItem;
  restaurantTables: RestaurantTable;
  customers: Customer;
  serviceRequests: ServiceRequest;
  bills: Bill;
  restaurantSettings: LocalSettings;
}
/** The restaurant's bill settings, kept as one row under the restaurant's id. */
export type LocalSettings = RestaurantSettings & { id: string };
export type StoreName = keyof StaffRows;
export const STORE_NAMES = [
  "orders",
  "menuItems",
  "restaurantTables",
  "customers",
  "serviceRequests",
  "bills",
  "restaurantSettings",
] as const satisfies readonly StoreName[];

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

/** Every list a device pulls: the restaurant's five, and for admins the platform's two. */
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
  serviceRequests!: EntityTable<ServiceRequest, "id">;
  bills!: EntityTable<Bill, "id">;
  restaurantSettings!: EntityTable<LocalSettings, "id">;
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
    // Diners' calls for service (docs/decisions/063-waiter-floor.md); bills and the admin's bill settings (docs/billing.md).
    this.version(2).stores({ serviceRequests: "id, tableId", bills: "id, tableId", restaurantSettings: "id" });
  }
}

const DB_PREFIX = "rasoi-staff-";

export function staffDbName(userId: string): string {
  return `${DB_PREFIX}${userId}`;
}
