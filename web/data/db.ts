import { Dexie, type DexieOptions, type EntityTable } from "dexie";
import type { Bill } from "../../shared/schemas/bills";
import type { Customer } from "../../shared/schemas/customers";
import type { DemoRequest } from "../../shared/schemas/demo-requests";
import type { MenuItem } from "../../shared/schemas/menu";
import type { Order } from "../../shared/schemas/orders";
import type { Restaurant } from "../../shared/schemas/restaurants";
import type { RestaurantTable } from "../../shared/schemas/tables";
import type { ServiceRequest } from "../../shared/service-requests";
import type { MutatorName } from "./mutators";
import type { ListName, LocalSettings, StoreName } from "./types";

export type { ListName, LocalSettings, StaffRows, StoreName } from "./types";

/**
 * A change waiting for the server. `seq` (auto-increment) fixes the push order; `id` is sent as the
 * `Idempotency-Key`, so resending an entry whose answer was lost changes nothing twice. `args` are
 * what `mutators[name]` was prepared with (checked by its schema before they were stored).
 */
export interface OutboxEntry {
  seq: number;
  id: string;
  name: MutatorName;
  args: unknown;
  createdAt: string;
  /** Tries that ended without an answer to act on (network error, timeout, 5xx, 408, 429). */
  attempts: number;
  lastError: string | null;
  /** The local table and row the change touches, for the pending marks on screens. */
  store: StoreName;
  rowId: string;
}

/** An entry the server refused (400, 403, 404, 409, 422): kept until the user retries or discards it. */
export interface Rejection extends Omit<OutboxEntry, "attempts" | "lastError"> {
  status: number;
  message: string;
  /** The server's word for why, where it gives one (an order's 409: shared/refusals.ts). */
  code?: string;
  rejectedAt: string;
}

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
