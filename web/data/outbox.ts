export type { OutboxEntry, Rejection } from "./db";

import type { OutboxEntry, StaffDb } from "./db";
import { newId } from "./ids";
import { STORE_NAMES } from "./lists";
import { erasedMutators, type MutatorName } from "./mutators";
import { dexieStores } from "./stores";

/** The restaurant's local tables (every list of lists.ts that mutators change). */
export const LOCAL_TABLES = (db: StaffDb) => STORE_NAMES.map((name) => db.table(name));

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
