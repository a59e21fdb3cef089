import * as z from "zod/mini";
import { bill } from "../../../shared/schemas/bills";
import { customer } from "../../../shared/schemas/customers";
import { demoRequest } from "../../../shared/schemas/demo-requests";
import { menuItem } from "../../../shared/schemas/menu";
import { order } from "../../../shared/schemas/orders";
import { restaurant } from "../../../shared/schemas/restaurants";
import { serviceRequest } from "../../../shared/schemas/service-requests";
import { restaurantSettings } from "../../../shared/schemas/settings";
import { restaurantTable } from "../../../shared/schemas/tables";
import { type FetchLike, send } from "../../http/send";
import type { ListName, StaffDb, StaffRows, StoreName } from "../db";
import { LOCAL_TABLES, waitingEntries } from "../outbox";
import { rebase } from "./rebase";

export interface SyncContext {
  db: StaffDb;
  fetch: FetchLike;
  restaurantId: string;
  timeoutMs: number;
  /** Aborted when the engine stops (logout): requests in flight are cancelled and no answer is written. */
  stop: AbortSignal;
}

/** pulled: the local copy now matches the server (plus waiting changes); the rest say why not. */
export type PullOutcome = "pulled" | "signed-out" | "unreachable" | "failed";

const lists = {
  orders: z.array(order),
  menuItems: z.array(menuItem),
  restaurantTables: z.array(restaurantTable),
  customers: z.array(customer),
  serviceRequests: z.array(serviceRequest),
  restaurants: z.array(restaurant),
  demoRequests: z.array(demoRequest),
  bills: z.array(bill),
  // One object per restaurant, kept locally as a list of one row under the restaurant's id.
  restaurantSettings: z.pipe(
    restaurantSettings,
    z.transform((settings) => [{ ...settings, id: settings.restaurantId }]),
  ),
};

function pathOf(list: ListName, restaurantId: string): string {
  switch (list) {
    case "orders":
      return `/api/restaurants/${restaurantId}/orders`;
    case "menuItems":
      return `/api/restaurants/${restaurantId}/menu`;
    case "restaurantTables":
      return `/api/restaurants/${restaurantId}/tables`;
    case "customers":
      return `/api/restaurants/${restaurantId}/customers`;
    case "serviceRequests":
      return `/api/restaurants/${restaurantId}/requests`;
    case "restaurants":
      return "/api/restaurants";
    case "demoRequests":
      return "/api/demo-requests";
    case "bills":
      return `/api/restaurants/${restaurantId}/bills`;
    case "restaurantSettings":
      return `/api/restaurants/${restaurantId}/settings`;
  }
}

/** Lists only some staff may read: a 403 means "not for you" and leaves the list empty, quietly. */
const OPTIONAL: ReadonlySet<ListName> = new Set(["customers", "restaurants", "demoRequests", "restaurantSettings"]);

/**
 * Fetches one list and stores it locally. Orders come incrementally (only those changed since the
 * newest `updatedAt` already pulled, boundary included) unless `full`; every other list comes whole,
 * so rows deleted on the server go here too. Rows of the restaurant are rebased: the server's copy
 * with the outbox's waiting changes applied on top, all in one transaction with reading the outbox.
 */
export async function pullList(context: SyncContext, list: ListName, { full = false } = {}): Promise<PullOutcome> {
  const { db, fetch, restaurantId, timeoutMs, stop } = context;
  const cursor = list === "orders" && !full ? (await db.meta.get("ordersCursor"))?.value : undefined;
  const query = cursor === undefined ? "" : `?updatedSince=${encodeURIComponent(cursor)}`;
  const reply = await send(fetch, { method: "GET", path: `${pathOf(list, restaurantId)}${query}` }, { timeoutMs, signal: stop });
  stop.throwIfAborted();

  if (reply.kind === "unreachable") return "unreachable";
  if (reply.status === 401) return "signed-out";
  if (reply.status === 403 && OPTIONAL.has(list)) {
    await replaceList(db, list, []);
    return "pulled";
  }
  if (reply.status !== 200) return "failed";

  switch (list) {
    case "orders": {
      const rows = lists.orders.safeParse(reply.body);
      if (!rows.success) return "failed";
      await storeRows(context, "orders", rows.data, cursor === undefined);
      await advanceCursor(db, rows.data, cursor);
      return "pulled";
    }
    case "menuItems":
    case "restaurantTables":
    case "customers":
    case "serviceRequests":
    case "bills":
    case "restaurantSettings": {
      const rows = lists[list].safeParse(reply.body);
      if (!rows.success) return "failed";
      await storeRows(context, list, rows.data, true);
      return "pulled";
    }
    case "restaurants":
    case "demoRequests": {
      const rows = lists[list].safeParse(reply.body);
      if (!rows.success) return "failed";
      await replaceList(db, list, rows.data);
      return "pulled";
    }
  }
}

/** Server rows of one local table, rebased on the waiting changes; `whole` replaces the table, else rows are merged by id. */
export async function storeRows<K extends StoreName>(
  { db, restaurantId }: SyncContext,
  store: K,
  rows: StaffRows[K][],
  whole: boolean,
): Promise<void> {
  await db.transaction("rw", [...LOCAL_TABLES(db), db.outbox, db.meta], async () => {
    const rebased = await rebase({ [store]: rows }, await waitingEntries(db), restaurantId);
    const mine: readonly StaffRows[K][] = rebased[store] ?? [];
    const table = db.table<StaffRows[K], string>(store);
    if (whole) await table.clear();
    await table.bulkPut([...mine]);
    if (whole) await db.meta.put({ key: `pulled:${store}`, value: new Date().toISOString() });
  });
}

async function replaceList(db: StaffDb, list: ListName, rows: readonly { id: string }[]): Promise<void> {
  await db.transaction("rw", [db.table(list), db.meta], async () => {
    await db.table(list).clear();
    await db.table(list).bulkPut([...rows]);
    await db.meta.put({ key: `pulled:${list}`, value: new Date().toISOString() });
  });
}

/** The next incremental pull starts at the newest change seen; never moves back. */
async function advanceCursor(db: StaffDb, rows: readonly { updatedAt: string }[], previous: string | undefined): Promise<void> {
  const newest = rows.reduce<string | undefined>((max, row) => (max === undefined || row.updatedAt > max ? row.updatedAt : max), previous);
  if (newest !== undefined && newest !== previous) await db.meta.put({ key: "ordersCursor", value: newest });
}
