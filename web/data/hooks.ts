/**
 * The hooks staff screens read and write through; nothing else of the data layer is for screens.
 * Every read hook answers `undefined` while loading (before the list's first pull has landed on this
 * device), then the local rows, re-rendering on every local change (the user's own, a pull, another
 * tab's). Rows of the restaurant carry `pending: true` while a change to them waits in the outbox.
 *
 * Reads
 * - `useOrders()`: `LocalOrder[]`, newest first (orderTime, then id).
 * - `useMenuItems()`: `LocalMenuItem[]` in menu order (category as listed in the constants, then name).
 * - `useTables()`: `LocalTable[]` by table number as people count (2 before 10). A table added on this
 *   device has `qrCode: ""` until the server has made its code.
 * - `useCustomers()`: `LocalCustomer[]`, latest order first (admins; others get `[]`).
 * - `useServiceRequests()`: `LocalServiceRequest[]`, diners' open and acknowledged calls, newest first.
 * - `useBills()`: `LocalBill[]`, newest first: today's bills and every unpaid one (docs/billing.md).
 * - `useRestaurantSettings()`: the bill settings row (every staff member reads it; admins change it).
 * - `useList(name)`: any restaurant list of lists.ts, as its `shown` orders it (the reads above are it by name).
 * - `useRestaurants()`, `useDemoRequests()`: the platform lists, newest first; `[]` for anyone but the
 *   platform's operator (and when the server refuses them). Mounting either pulls both again.
 * - `usePendingIds(store)`: ids of the rows of a restaurant list (lists.ts) with a waiting change (the same thing as the rows' `pending` flags).
 * - `useSyncStatus()`: `{ online, signedOut, waiting, rejections }`: whether the server was reachable
 *   lately (and the browser is online), whether sync waits for the user to sign in again, how many
 *   changes wait, and the refused changes (`RejectedChange`: `{ id, failed, reason, hint?, retryable, status, rejectedAt }`).
 * Writes
 * - `useMutate()`: the mutator map; `await mutate.advanceOrder({ orderId, status })` and so on
 *   (mutators/index.ts lists them with their argument schemas). Resolves once the change is stored
 *   locally and queued; the server's verdict comes later (a refusal shows the error toast and lands
 *   in `useSyncStatus().rejections`). Throws for input the shared schema refuses, writing nothing.
 * - `useSyncActions()`: `{ refresh(lists?), retry(rejectionId), discard(rejectionId) }`.
 * - `useAutoRefresh(lists, everyMs)`: pulls those lists every `everyMs` while the screen is open.
 * docs/sync.md describes the rules behind them.
 */
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { Bill } from "../../shared/schemas/bills";
import type { Customer } from "../../shared/schemas/customers";
import type { DemoRequest } from "../../shared/schemas/demo-requests";
import type { MenuItem } from "../../shared/schemas/menu";
import type { Order } from "../../shared/schemas/orders";
import type { Restaurant } from "../../shared/schemas/restaurants";
import type { RestaurantTable } from "../../shared/schemas/tables";
import type { ServiceRequest } from "../../shared/service-requests";
import type { ListName, LocalSettings, StaffDb, StaffRows, StoreName } from "./db";
import { PLATFORM_LIST_NAMES, type PlatformListName, type PlatformRows, platformLists, restaurantLists } from "./lists";
import { type Mutate, mutateWith } from "./mutate";
import { type RejectedChange, rejectedChange } from "./rejected";
import { useSessionUser } from "./session";
import { type StaffData, staffData } from "./staff";
import type { Connection } from "./sync/engine";

export type Pending<Row> = Row & { pending: boolean };
export type LocalOrder = Pending<Order>;
export type LocalMenuItem = Pending<MenuItem>;
export type LocalTable = Pending<RestaurantTable>;
export type LocalCustomer = Pending<Customer>;
export type LocalServiceRequest = Pending<ServiceRequest>;
export type LocalBill = Pending<Bill>;

export type { RejectedChange } from "./rejected";

export interface SyncStatus {
  online: boolean;
  signedOut: boolean;
  waiting: number;
  rejections: RejectedChange[];
}

/** The signed-in user's local data, or null when nobody is signed in. */
function useStaffData(): StaffData | null {
  const user = useSessionUser();
  return useMemo(() => (user ? staffData(user) : null), [user]);
}

/**
 * A live query of the user's local data that answers only for the database it was asked of: after an
 * owner's switch of outlet, the last outlet's rows are never shown while the next outlet's query runs
 * (useLiveQuery keeps its last result until the new one arrives).
 */
function useStaffQuery<T>(data: StaffData | null, query: (data: StaffData) => Promise<T>, key: string): T | undefined {
  const answer = useLiveQuery(async () => (data ? { data, value: await query(data) } : undefined), [data, key]);
  return answer?.data === data ? answer?.value : undefined;
}

async function pendingIds(db: StaffDb, store: StoreName): Promise<Set<string>> {
  const waiting = await db.outbox.where("store").equals(store).toArray();
  return new Set(waiting.map((entry) => entry.rowId));
}

/**
 * The rows of one of the restaurant's lists as screens show them (lists.ts `shown`), each marked pending
 * while a change to it waits; undefined until the list was first pulled. A new list's screen reads it here.
 */
export function useList<K extends StoreName>(store: K): Pending<StaffRows[K]>[] | undefined {
  const data = useStaffData();
  return useStaffQuery(
    data,
    async ({ db }) => {
      const [pulled, rows, pending] = await Promise.all([
        db.meta.get(`pulled:${store}`),
        db.table<StaffRows[K], string>(store).toArray(),
        pendingIds(db, store),
      ]);
      if (!pulled && rows.length === 0) return undefined;
      return restaurantLists[store].shown(rows).map((row) => ({ ...row, pending: pending.has(row.id) }));
    },
    store,
  );
}

export const useOrders = (): LocalOrder[] | undefined => useList("orders");
export const useMenuItems = (): LocalMenuItem[] | undefined => useList("menuItems");
export const useTables = (): LocalTable[] | undefined => useList("restaurantTables");
export const useCustomers = (): LocalCustomer[] | undefined => useList("customers");
export const useServiceRequests = (): LocalServiceRequest[] | undefined => useList("serviceRequests");
export const useBills = (): LocalBill[] | undefined => useList("bills");
export const useWaitlist = () => useList("waitlist");
/** The restaurant's bookings from the last business day on, soonest first (docs/api.md, Waitlist and reservations). */
export const useReservations = () => useList("reservations");
/** The restaurant's bill settings; undefined while loading, null before this device has them. */
export function useRestaurantSettings(): Pending<LocalSettings> | null | undefined {
  const rows = useList("restaurantSettings");
  return rows && (rows[0] ?? null);
}

const NOT_THE_OPERATOR: never[] = [];

/** A platform list, as the operator's dashboard shows it; mounting it pulls every platform list again. */
function usePlatformList<K extends PlatformListName>(list: K): PlatformRows[K][] | undefined {
  const data = useStaffData();
  const operator = data?.user.isOperator ?? false;
  useEffect(() => {
    if (operator) void data?.refresh(PLATFORM_LIST_NAMES);
  }, [data, operator]);
  const rows = useStaffQuery(
    data,
    async ({ db }) => {
      const [pulled, rows] = await Promise.all([db.meta.get(`pulled:${list}`), db.table<PlatformRows[K], string>(list).toArray()]);
      return pulled ? platformLists[list].shown(rows) : undefined;
    },
    list,
  );
  // Only the platform's operator reads these lists; for everyone else they are simply empty.
  return operator ? rows : NOT_THE_OPERATOR;
}

export const useRestaurants = (): Restaurant[] | undefined => usePlatformList("restaurants");
export const useDemoRequests = (): DemoRequest[] | undefined => usePlatformList("demoRequests");

export function usePendingIds(store: StoreName): ReadonlySet<string> | undefined {
  const data = useStaffData();
  return useStaffQuery(data, ({ db }) => pendingIds(db, store), store);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

const CONNECTIONS: readonly Connection[] = ["online", "offline", "signed-out"];
const connectionOf = (value: string | undefined): Connection | undefined => CONNECTIONS.find((known) => known === value);

export function useSyncStatus(): SyncStatus | undefined {
  const data = useStaffData();
  const browserOnline = useBrowserOnline();
  const stored = useStaffQuery(
    data,
    async ({ db }) => {
      const [connection, waiting, refused] = await Promise.all([
        db.meta.get("connection"),
        db.outbox.count(),
        db.rejections.orderBy("seq").toArray(),
      ]);
      // Each is told against the local copy of its row (the server's copy again once the refusal's pull landed).
      const rejections = await Promise.all(
        refused.map(async (rejection) =>
          rejectedChange(rejection, await db.table<StaffRows[StoreName], string>(rejection.store).get(rejection.rowId)),
        ),
      );
      return { connection: connectionOf(connection?.value), waiting, rejections };
    },
    "status",
  );
  if (!stored) return undefined;
  return {
    online: browserOnline && stored.connection !== "offline",
    signedOut: stored.connection === "signed-out",
    waiting: stored.waiting,
    rejections: stored.rejections,
  };
}

const notSignedIn = () => Promise.reject(new Error("Sign in to change staff data"));
// Every mutator's name, each rejecting: what screens get while nobody is signed in.
const NOBODY = mutateWith(() => notSignedIn);

/** The mutators for the signed-in user (each rejects when nobody is signed in). */
export function useMutate(): Mutate {
  const data = useStaffData();
  return data?.mutate ?? NOBODY;
}

export interface SyncActions {
  refresh(lists?: readonly ListName[]): Promise<void>;
  retry(rejectionId: string): Promise<void>;
  discard(rejectionId: string): Promise<void>;
}

export function useSyncActions(): SyncActions {
  const data = useStaffData();
  return useMemo(
    () => ({
      refresh: async (lists) => data?.refresh(lists),
      retry: async (id) => data?.retryRejection(id),
      discard: async (id) => data?.discardRejection(id),
    }),
    [data],
  );
}

/** Pulls `lists` every `everyMs` while the calling screen is mounted; pass a module-level array. */
export function useAutoRefresh(lists: readonly ListName[], everyMs: number): void {
  const data = useStaffData();
  useEffect(() => {
    if (!data) return;
    const timer = setInterval(() => void data.refresh(lists), everyMs);
    return () => clearInterval(timer);
  }, [data, lists, everyMs]);
}
