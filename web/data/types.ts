/*
 * The data layer's shared types, at the bottom of its imports: the database, the outbox, the stores and
 * the mutators all read these and none of them imports another for a type.
 */
import type { Bill } from "../../shared/schemas/bills";
import type { Customer } from "../../shared/schemas/customers";
import type { MenuItem } from "../../shared/schemas/menu";
import type { Order } from "../../shared/schemas/orders";
import type { RestaurantSettings } from "../../shared/schemas/settings";
import type { RestaurantTable } from "../../shared/schemas/tables";
import type { ServiceRequest } from "../../shared/service-requests";

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

/** Every list a device pulls: the restaurant's own, and for the operator the platform's two. */
export type ListName = StoreName | "restaurants" | "demoRequests";

/** The few things a mutator does to a local table. */
export interface RowStore<Row> {
  get(id: string): Promise<Row | undefined>;
  put(row: Row): Promise<void>;
  delete(id: string): Promise<void>;
  filter(test: (row: Row) => boolean): Promise<Row[]>;
}

/** The restaurant's local tables as mutators see them: IndexedDB in the app, plain maps inside `rebase`. */
export type LocalStores = { [K in StoreName]: RowStore<StaffRows[K]> };

export type RowLists = { [K in StoreName]?: readonly StaffRows[K][] };
