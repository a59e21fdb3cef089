import { Dexie, liveQuery } from "dexie";
import type { SessionUser } from "../../shared/schemas/auth";
import { isStaffDbOf, type ListName, StaffDb, staffDbName } from "./db";
import { createMutate, type Mutate } from "./mutate";
import { discardRejection, retryRejection } from "./outbox";
import { createSyncEngine, type EngineOptions, type SyncEngine } from "./sync/engine";

/** The signed-in user's local data as screens use it (through the hooks in hooks.ts). */
export interface StaffData {
  user: SessionUser;
  db: StaffDb;
  mutate: Mutate;
  /** Pulls now (all of the user's lists by default); resolves once stored. */
  refresh(lists?: readonly ListName[]): Promise<void>;
  retryRejection(id: string): Promise<void>;
  discardRejection(id: string): Promise<void>;
}

let current: StaffData | null = null;
/** The running engine, by its database's name (one per user and outlet), with what restarts it after a pause. */
let engine: { key: string; engine: SyncEngine; holders: number; restart(): SyncEngine } | null = null;

/** The user's local data in the outlet they work in, opened once and kept while the tab lives (or until logout wipes it). */
export function staffData(user: SessionUser): StaffData {
  const key = staffDbName(user);
  // A database another tab's logout deleted is closed for good: the user's next sign-in opens a new one.
  if (current && staffDbName(current.user) === key && !current.db.hasBeenClosed()) return current;
  current?.db.close();
  const db = new StaffDb(key);
  current = {
    user,
    db,
    mutate: createMutate(db, user.restaurantId, () => {
      if (engine?.key === key) void engine.engine.pushNow();
    }),
    refresh: async (lists) => {
      if (engine?.key === key) await engine.engine.refresh(lists);
    },
    retryRejection: (id) => retryRejection(db, user.restaurantId, id),
    discardRejection: (id) => discardRejection(db, id),
  };
  return current;
}

export type SyncWiring = Pick<EngineOptions, "notify" | "onSignedOut">;

/**
 * Runs the sync engine for the signed-in user while anything holds it (the nav's sync status does,
 * for as long as a staff user is signed in); returns the release. Also asks the browser to keep
 * this origin's storage: an evicted outbox would lose changes the server never saw.
 */
export function holdStaffSync(user: SessionUser, wiring: SyncWiring): () => void {
  const { db } = staffData(user);
  const key = staffDbName(user);
  if (engine?.key !== key) {
    void engine?.engine.stop();
    const run = () => {
      const running = createSyncEngine({
        db,
        user,
        fetch: (input, init) => fetch(input, init),
        ...wiring,
        locks: typeof navigator !== "undefined" ? navigator.locks : undefined,
        triggers: typeof window !== "undefined" ? window : undefined,
      });
      running.start();
      return running;
    };
    engine = { key, engine: run(), holders: 0, restart: run };
    if (typeof navigator !== "undefined") void navigator.storage?.persist?.().catch(() => false);
  }
  const held = engine;
  held.holders += 1;
  return () => {
    held.holders -= 1;
    // Released by the last holder (the user signed out or switched): stop; the data stays for their
    // return. Checked a moment later, so a holder that lets go and takes hold again in one render
    // (React's effect re-runs) keeps the same engine, stream and lock.
    queueMicrotask(() => {
      if (held.holders > 0 || engine !== held) return;
      void held.engine.stop();
      engine = null;
    });
  };
}

/**
 * Stops the running sync engine and resolves once nothing more of it will be sent or stored (an owner's
 * switch: no answer under the next outlet's session may touch this outlet's data). Answers the resume,
 * for when the switch did not happen; a switch that did starts the next outlet's engine with its holders.
 */
export async function pauseStaffSync(): Promise<() => void> {
  const paused = engine;
  if (!paused) return () => undefined;
  await paused.engine.stop();
  return () => {
    if (engine === paused) paused.engine = paused.restart();
  };
}

/** How many changes of this user have not reached the server. */
export function waitingCount(user: SessionUser): Promise<number> {
  return staffData(user).db.outbox.count();
}

/** Resolves once this user's outbox is empty (the app update waits for it before reloading). */
export function untilOutboxEmpty(user: SessionUser): Promise<void> {
  const { db } = staffData(user);
  return new Promise((resolve, reject) => {
    const watch = liveQuery(() => db.outbox.count()).subscribe({
      next: (count) => {
        if (count > 0) return;
        resolve();
        queueMicrotask(() => watch.unsubscribe());
      },
      error: reject,
    });
  });
}

/**
 * Logout: deletes the user's local databases (one per outlet they worked in) and the service worker's runtime caches of API answers,
 * so nothing of the restaurant stays on a shared device.
 */
export async function wipeStaffData(userId: string): Promise<void> {
  if (engine && isStaffDbOf(userId, engine.key)) {
    const stopping = engine.engine.stop();
    engine = null;
    await stopping;
  }
  if (current?.user.id === userId) {
    current.db.close();
    current = null;
  }
  // Every outlet's copy the user worked in on this device (docs/decisions/108-owner-switches-outlet.md).
  const names = new Set([staffDbName({ id: userId, restaurantId: "" }), ...(await Dexie.getDatabaseNames())]);
  for (const name of names) if (isStaffDbOf(userId, name)) await Dexie.delete(name);
  if (typeof caches !== "undefined") {
    // Runtime caches are ours and named "rasoi-..."; the precached app shell is Workbox's and stays.
    for (const name of await caches.keys()) if (name.startsWith("rasoi-")) await caches.delete(name);
  }
}
