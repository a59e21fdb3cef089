import { apiPath } from "../../../shared/api-paths";
import { type FetchLike, send } from "../../http/send";
import type { ListName, StaffDb, StaffRows, StoreName } from "../db";
import { isStoreName, lists, restaurantLists } from "../lists";
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

/**
 * Fetches one list of lists.ts and stores it locally. An incremental list (orders) comes as the rows
 * changed since the newest stamp already pulled, boundary included, unless `full`; every other list comes whole,
 * so rows deleted on the server go here too. Rows of the restaurant are rebased: the server's copy
 * with the outbox's waiting changes applied on top, all in one transaction with reading the outbox.
 */
export async function pullList(context: SyncContext, list: ListName, { full = false } = {}): Promise<PullOutcome> {
  const { db, fetch, restaurantId, timeoutMs, stop } = context;
  const { path, readers, answer } = lists[list];
  const cursorKey = isStoreName(list) && restaurantLists[list].incremental ? (`${list}Cursor` as const) : undefined;
  const cursor = cursorKey && !full ? (await db.meta.get(cursorKey))?.value : undefined;
  const query = cursor === undefined ? "" : `?updatedSince=${encodeURIComponent(cursor)}`;
  const reply = await send(fetch, { method: "GET", path: `${apiPath(path, { restaurantId })}${query}` }, { timeoutMs, signal: stop });
  stop.throwIfAborted();

  if (reply.kind === "unreachable") return "unreachable";
  if (reply.status === 401) return "signed-out";
  // A list only some staff may read: a 403 means "not for you" and leaves it empty, quietly.
  if (reply.status === 403 && readers !== "staff") {
    await replaceList(db, list, []);
    return "pulled";
  }
  if (reply.status !== 200) return "failed";
  if (isStoreName(list)) return storeAnswer(context, list, reply.body, cursor);
  const rows = answer.safeParse(reply.body);
  if (!rows.success) return "failed";
  await replaceList(db, list, rows.data);
  return "pulled";
}

/** A restaurant list's answer, checked and stored rebased; an incremental one moves the cursor on. */
async function storeAnswer<K extends StoreName>(
  context: SyncContext,
  store: K,
  body: unknown,
  cursor: string | undefined,
): Promise<PullOutcome> {
  const { answer, incremental } = restaurantLists[store];
  const rows = answer.safeParse(body);
  if (!rows.success) return "failed";
  await storeRows(context, store, rows.data, cursor === undefined);
  if (incremental) await advanceCursor(context.db, store, rows.data.map(incremental), cursor);
  return "pulled";
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
async function advanceCursor(db: StaffDb, store: StoreName, stamps: readonly string[], previous: string | undefined): Promise<void> {
  const newest = stamps.reduce<string | undefined>((max, stamp) => (max === undefined || stamp > max ? stamp : max), previous);
  if (newest !== undefined && newest !== previous) await db.meta.put({ key: `${store}Cursor`, value: newest });
}
