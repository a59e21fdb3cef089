import { liveQuery } from "dexie";
import type { StaffDb } from "../db";

export interface Leadership {
  /** Leads once this tab holds the lock (at once without Web Locks), until `release`. */
  release(): void;
}

/**
 * One replayer per browser (docs/decisions/014): the tab holding the Web Lock `name` leads. Without
 * Web Locks (Node, insecure origins) every engine leads.
 */
export function takeLeadership(locks: LockManager | undefined, name: string, lead: () => void): Leadership {
  if (!locks) {
    lead();
    return { release: () => {} };
  }
  const request = new AbortController();
  let releaseLock: () => void = () => {};
  locks
    .request(name, { signal: request.signal }, () => {
      lead();
      return new Promise<void>((resolve) => {
        releaseLock = resolve;
      });
    })
    // Released while another tab was leading: the request was withdrawn.
    .catch(() => undefined);
  return {
    release() {
      request.abort();
      releaseLock();
    },
  };
}

/** A tab that does not lead asks the leader to pull (every tab reads the same local database). */
export function askLeaderToPull(name: string): void {
  if (typeof BroadcastChannel === "undefined") return;
  const ask = new BroadcastChannel(name);
  ask.postMessage("pull");
  ask.close();
}

/** The leader hears other tabs' asks to pull; returns the stop. */
export function hearPullAsks(name: string, onAsk: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(name);
  channel.onmessage = onAsk;
  return () => channel.close();
}

/**
 * Any tab's change lands in the shared outbox; the leader notices a new entry and pushes it. Only a new
 * entry counts: retries rewrite entries, and reacting to that would defeat the backoff. Returns the stop.
 */
export function watchNewEntries(db: StaffDb, onNew: () => void): () => void {
  let newest = 0;
  const watch = liveQuery(() => db.outbox.orderBy("seq").lastKey()).subscribe({
    next: (seq) => {
      if (typeof seq !== "number" || seq <= newest) return;
      newest = seq;
      onNew();
    },
    error: () => undefined,
  });
  return () => watch.unsubscribe();
}

export interface LeaderEvents {
  catchUp(): void;
  push(): void;
  pullAll(): void;
}

/**
 * What wakes the leader besides its timers: `online` catches up, window focus and a new outbox entry
 * push, another tab's ask pulls. Returns the stop.
 */
export function leaderTriggers(db: StaffDb, name: string, triggers: EventTarget | undefined, on: LeaderEvents): () => void {
  triggers?.addEventListener("online", on.catchUp);
  triggers?.addEventListener("focus", on.push);
  const stopWatch = watchNewEntries(db, on.push);
  const stopHearing = hearPullAsks(name, on.pullAll);
  return () => {
    triggers?.removeEventListener("online", on.catchUp);
    triggers?.removeEventListener("focus", on.push);
    stopWatch();
    stopHearing();
  };
}
