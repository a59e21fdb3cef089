import { ORDERS_POLL_MS } from "../../../shared/constants";
import type { FetchLike } from "../../http/send";
import type { ListName, StaffDb } from "../db";
import { listsFor } from "../lists";
import { keepInContact } from "./contact";
import { askLeaderToPull, leaderTriggers, takeLeadership } from "./leadership";
import { type PullOutcome, pullList, type SyncContext } from "./pull";
import { createPushLoop } from "./pushLoop";
import { createWorkQueue } from "./work";

/** What the replayer last learnt about the server; kept in `meta` so every tab shows the same. */
export type Connection = "online" | "offline" | "signed-out";

export interface SyncUser {
  id: string;
  restaurantId: string;
  role: string;
  /** The platform's operator also reads every restaurant and demo request. */
  isOperator: boolean;
}

export interface EngineOptions {
  db: StaffDb;
  user: SyncUser;
  fetch: FetchLike;
  /** Shows a rejected change's error toast. */
  notify(toast: { title: string; description: string }): void;
  /** The session is gone (401): the app asks the same user to sign in again. Nothing is dropped. */
  onSignedOut(): void;
  /** Per request; a request without a full answer by then counts as lost and is retried. */
  timeoutMs?: number;
  /** Polling while the event stream is down. */
  pollMs?: number;
  random?: () => number;
  /** `navigator.locks`: one replayer per browser. Without it (Node, insecure origins) every engine replays. */
  locks?: LockManager | undefined;
  /** Where `online` and `focus` fire (window): both retry at once. */
  triggers?: EventTarget | undefined;
  /** Keep the restaurant's event stream open (else poll). */
  live?: boolean;
}

export interface SyncEngine {
  start(): void;
  /** Cancels the requests in flight and stops; resolves once nothing more will be written. */
  stop(): Promise<void>;
  /** Pulls these lists now (all of the user's by default); `full` refetches orders whole. Resolves once done. */
  refresh(lists?: readonly ListName[], options?: { full?: boolean }): Promise<void>;
  /** Pushes what is waiting now. Resolves once the outbox is empty, paused or waiting to retry. */
  pushNow(): Promise<void>;
  /** After the same user has signed in again: pick up where the 401 stopped. */
  resume(): void;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** What the replayer last learnt, kept in `meta` (written only when it changes) so every tab shows it. */
function connectionStatus(db: StaffDb): (next: Connection) => void {
  let known: Connection | undefined;
  return (next) => {
    if (next === known) return;
    known = next;
    void db.meta.put({ key: "connection", value: next }).catch(() => undefined);
  };
}

/** The engine's fixed parts: its request context (cancelled by `lifetime` at stop), lists, lock and status. */
function engineParts(options: EngineOptions) {
  const { db, user } = options;
  const lifetime = new AbortController();
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const context: SyncContext = { db, fetch: options.fetch, restaurantId: user.restaurantId, timeoutMs, stop: lifetime.signal };
  // Per outlet too: after an owner's switch the last outlet's replayer must not hold the next one's lock.
  const lockName = `rasoi-sync-${user.id}-${user.restaurantId}`;
  return {
    random: options.random ?? Math.random,
    lifetime,
    context,
    allLists: listsFor(user),
    lockName,
    setConnection: connectionStatus(db),
  };
}

/** What a pull says about the server, kept as the connection status; a 401 pauses for sign-in. */
function noteOutcome(outcome: PullOutcome, setConnection: (next: Connection) => void, pauseForSignIn: () => void): void {
  if (outcome === "pulled") setConnection("online");
  else if (outcome === "unreachable") setConnection("offline");
  else if (outcome === "signed-out") pauseForSignIn();
}

/**
 * The sync engine of one signed-in user on one device: replays the outbox, pulls lists, keeps the
 * event stream, and shares status through the local database. Only the tab holding the Web Lock does
 * network work; the others read the same IndexedDB and see its results (docs/sync.md). Its parts:
 * leadership.ts (which tab works), work.ts (pushes and pulls, one at a time), pushLoop.ts (replay and
 * backoff), pull.ts, contact.ts (event stream, else polling).
 */
export function createSyncEngine(options: EngineOptions): SyncEngine {
  const { db, user } = options;
  const { random, lifetime, context, allLists, lockName, setConnection } = engineParts(options);
  let [leading, signedOut] = [false, false];
  let leadership: { release(): void } | undefined;
  let [stopTriggers, stopContact] = [() => {}, () => {}];

  const work = createWorkQueue({
    lists: allLists,
    canWork: () => leading && !signedOut,
    push: () => pusher.pushAll(),
    pull: async (list, full) => noteOutcome(await pullList(context, list, { full }), setConnection, pauseForSignIn),
    // A database closed mid-step (another tab's logout) stops the engine quietly; anything else is a bug worth seeing.
    onError: (error) => (db.hasBeenClosed() ? void engine.stop() : leading && console.error("Sync step failed", error)),
  });
  const catchUp = () => {
    work.askPush();
    work.askPull(allLists);
  };
  const pusher = createPushLoop(context, random, {
    reached: (server) => setConnection(server ? "online" : "offline"),
    restore: (stores) => work.askPull(stores, true),
    refused: options.notify,
    signedOut: pauseForSignIn,
    retry: work.askPush,
  });

  function pauseForSignIn(): void {
    if (signedOut) return;
    signedOut = true;
    setConnection("signed-out");
    pusher.cancelRetry();
    stopContact();
    options.onSignedOut();
  }
  function connect(): void {
    catchUp();
    const { fetch, live = true, pollMs = ORDERS_POLL_MS } = options;
    const [changed, streamUp] = [(lists: ListName[]) => work.askPull(lists), () => setConnection("online")];
    stopContact = keepInContact({ ...user, fetch, random, live, pollMs, catchUp, changed, streamUp, signedOut: pauseForSignIn });
  }
  function lead(): void {
    leading = true;
    stopTriggers = leaderTriggers(db, lockName, options.triggers, { catchUp, push: work.askPush, pullAll: () => work.askPull(allLists) });
    connect();
  }

  const engine: SyncEngine = {
    start: () => {
      leadership ??= takeLeadership(options.locks, lockName, lead);
    },
    stop() {
      leading = false;
      pusher.cancelRetry();
      stopContact();
      stopTriggers();
      lifetime.abort();
      leadership?.release();
      return work.idle();
    },
    async refresh(lists = allLists, { full = false } = {}) {
      if (!leading) return askLeaderToPull(lockName);
      work.askPull(lists, full);
      await work.idle();
    },
    async pushNow() {
      if (!leading) return;
      work.askPush();
      await work.idle();
    },
    resume() {
      if (!signedOut) return;
      signedOut = false;
      pusher.reset();
      if (leading) connect();
    },
  };
  return engine;
}
