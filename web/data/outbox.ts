import type { StaffDb, StoreName } from "./db";
import { newId } from "./ids";
import { erasedMutators, type MutatorName } from "./mutators";
import { dexieStores } from "./stores";

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
  rejectedAt: string;
}

export const LOCAL_TABLES = (db: StaffDb) => [
  db.orders,
  db.menuItems,
  db.restaurantTables,
  db.customers,
  db.serviceRequests,
  db.bills,
  db.restaurantSettings,
];

/**
 * Applies prepared `args` of `name` to the local tables and appends the outbox entry, in one transaction
 * so neither happens without the other. Returns the entry.
 */
export function enqueue(db: StaffDb, restaurantId: string, name: MutatorName, args: unknown, at = new Date().toISOString()) {
  return db.transaction("rw", [...LOCAL_TABLES(db), db.outbox], async () => {
    const mutator = erasedMutators[name];
    await mutator.apply(dexieStores(db), args, { restaurantId, at });
    const entry: Omit<OutboxEntry, "seq"> = {
      id: newId(),
      name,
      args,
      createdAt: at,
      attempts: 0,
      lastError: null,
      store: mutator.store,
      rowId: mutator.rowId(args),
    };
    const seq = await db.outbox.add(entry);
    return { ...entry, seq };
  });
}

/** Entries still waiting, in push order. */
export function waitingEntries(db: StaffDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy("seq").toArray();
}

/** Tries a refused change again: re-applied now and queued last, under a new key (the old one may be spent). */
export async function retryRejection(db: StaffDb, restaurantId: string, id: string): Promise<void> {
  await db.transaction("rw", [...LOCAL_TABLES(db), db.outbox, db.rejections], async () => {
    const rejection = await db.rejections.get(id);
    if (!rejection) return;
    await db.rejections.delete(id);
    await enqueue(db, restaurantId, rejection.name, rejection.args);
  });
}

/** Drops a refused change; the local tables already hold the server's copy again. */
export async function discardRejection(db: StaffDb, id: string): Promise<void> {
  await db.rejections.delete(id);
}
