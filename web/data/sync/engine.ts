import { liveQuery, type Subscription } from "dexie";
import { ORDERS_POLL_MS } from "../../../shared/constants";
import type { LiveTopic } from "../../../shared/live";
import { retryDelay } from "../../http/backoff";
import type { FetchLike } from "../../http/send";
import type { ListName, StaffDb } from "../db";
import { openLive } from "./live";
import { type PullOutcome, pullList, type SyncContext } from "./pull";
import { pushNext } from "./push";

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

const TOPIC_LISTS: Record<LiveTopic, ListName> = {
  orders: "orders",
  menu: "menuItems",
  tables: "restaurantTables",
  customers: "customers",
};

/** Every role reads the restaurant's floor; admins also its customers; the platform's operator also the platform lists. */
export function listsFor({ role, isOperator }: Pick<SyncUser, "role" | "isOperator">): ListName[] {
  return [
    "orders",
    "menuItems",
    "restaurantTables",
    ...(role === "admin" ? (["customers"] as const) : []),
    ...(isOperator ? (["restaurants", "demoRequests"] as const) : []),
  ];
}

const REQUEST_TIMEOUT_MS = 10_000;
/** Two missed heartbeats (the server beats every 25 s) and a margin: the line is dead. */
const LIVE_SILENCE_MS = 60_000;

/**
 * The sync engine of one signed-in user on one device: replays the outbox, pulls lists, keeps the
 * event stream, and shares status through the local database. Only the tab holding the Web Lock does
 * network work; the others read the same IndexedDB and see its results (docs/sync.md).
 */
export function createSyncEngine(options: EngineOptions): SyncEngine {
  const { db, user, triggers, locks, live = true } = options;
  const random = options.random ?? Math.random;
  const pollMs = options.pollMs ?? ORDERS_POLL_MS;
  const lifetime = new AbortController();
  const context: SyncContext = {
    db,
    fetch: options.fetch,
    restaurantId: user.restaurantId,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    stop: lifetime.signal,
  };
  const allLists = listsFor(user);
  const lockName = `rasoi-sync-${user.id}`;

  let started = false;
  let leading = false;
  let signedOut = false;
  let connection: Connection | undefined;
  let failures = 0;
  let wantPush = false;
  const wantPull = new Map<ListName, boolean>();
  let running: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let closeLive: (() => void) | undefined;
  let outboxWatch: Subscription | undefined;
  let channel: BroadcastChannel | undefined;
  let releaseLock: () => void = () => {};
  const lockRequest = new AbortController();

  function setConnection(next: Connection): void {
    if (next === connection) return;
    connection = next;
    void db.meta.put({ key: "connection", value: next }).catch(() => undefined);
  }

  const hasWork = () => leading && !signedOut && (wantPush || wantPull.size > 0);

  function drive(): Promise<void> {
    running ??= (async () => {
      while (hasWork()) {
        try {
          if (wantPush) {
            wantPush = false;
            await pushAll();
          } else {
            const due = new Map(wantPull);
            wantPull.clear();
            for (const [list, full] of due) if (!signedOut) noteOutcome(await pullList(context, list, { full }));
          }
        } catch (error) {
          // Stopped mid-step, or the database deleted by another tab's logout, is expected; anything else is a bug worth seeing.
          if (db.hasBeenClosed()) void engine.stop();
          else if (leading) console.error("Sync step failed", error);
        }
      }
    })().finally(() => {
      running = null;
      if (hasWork()) void drive();
    });
    return running;
  }

  async function untilIdle(): Promise<void> {
    while (running) await running;
  }

  function noteOutcome(outcome: PullOutcome): void {
    if (outcome === "pulled") setConnection("online");
    else if (outcome === "unreachable") setConnection("offline");
    else if (outcome === "signed-out") pauseForSignIn();
  }

  async function pushAll(): Promise<void> {
    for (;;) {
      const step = await pushNext(context);
      switch (step.kind) {
        case "empty":
          return;
        case "settled":
          failures = 0;
          setConnection("online");
          if (!step.stored) askPull([step.entry.store], true);
          break;
        case "rejected":
          failures = 0;
          setConnection("online");
          options.notify(step.toast);
          // Restore the server's copy of every list the refused change had altered locally.
          askPull(step.stores, true);
          break;
        case "signed-out":
          pauseForSignIn();
          return;
        case "retry":
          failures += 1;
          setConnection(step.serverReached ? "online" : "offline");
          clearTimeout(retryTimer);
          retryTimer = setTimeout(kickPush, retryDelay(failures, random()));
          return;
      }
    }
  }

  function askPull(lists: readonly ListName[], full = false): void {
    for (const list of lists) if (allLists.includes(list)) wantPull.set(list, full || (wantPull.get(list) ?? false));
  }

  function kickPush(): void {
    clearTimeout(retryTimer);
    wantPush = true;
    void drive();
  }

  function pauseForSignIn(): void {
    if (signedOut) return;
    signedOut = true;
    setConnection("signed-out");
    quiet();
    options.onSignedOut();
  }

  /** Stops the network activity (stream, polls, retries), keeping the outbox as it is. */
  function quiet(): void {
    clearTimeout(retryTimer);
    clearInterval(pollTimer);
    pollTimer = undefined;
    closeLive?.();
    closeLive = undefined;
  }

  function startPolling(): void {
    pollTimer ??= setInterval(() => {
      askPull(allLists);
      kickPush();
    }, pollMs);
  }

  function stopPolling(): void {
    clearInterval(pollTimer);
    pollTimer = undefined;
  }

  function connect(): void {
    kickPush();
    askPull(allLists);
    void drive();
    if (!live) {
      startPolling();
      return;
    }
    // Until the stream says it is ready, poll as if it were down.
    startPolling();
    closeLive = openLive({
      url: `/api/restaurants/${user.restaurantId}/events`,
      fetch: options.fetch,
      random,
      silenceMs: LIVE_SILENCE_MS,
      onReady() {
        stopPolling();
        setConnection("online");
        // Catch up on whatever changed while the stream was down, and push (the server is back).
        askPull(allLists);
        kickPush();
      },
      onChange(topics) {
        askPull(topics.map((topic) => TOPIC_LISTS[topic]));
        void drive();
      },
      onDown: startPolling,
      onSignedOut: pauseForSignIn,
    });
  }

  const onOnline = () => {
    kickPush();
    askPull(allLists);
    void drive();
  };

  function lead(): void {
    leading = true;
    triggers?.addEventListener("online", onOnline);
    triggers?.addEventListener("focus", kickPush);
    // Any tab's change lands in the shared outbox; the leader notices a new entry and pushes it. Only a
    // new entry counts: retries rewrite entries, and reacting to that would defeat the backoff.
    let newest = 0;
    outboxWatch = liveQuery(() => db.outbox.orderBy("seq").lastKey()).subscribe({
      next: (seq) => {
        if (typeof seq !== "number" || seq <= newest) return;
        newest = seq;
        kickPush();
      },
      error: () => undefined,
    });
    if (typeof BroadcastChannel !== "undefined") {
      channel = new BroadcastChannel(lockName);
      channel.onmessage = () => {
        askPull(allLists);
        void drive();
      };
    }
    connect();
  }

  const engine: SyncEngine = {
    start() {
      if (started) return;
      started = true;
      if (!locks) {
        lead();
        return;
      }
      locks
        .request(lockName, { signal: lockRequest.signal }, () => {
          lead();
          return new Promise<void>((resolve) => {
            releaseLock = resolve;
          });
        })
        // Stopped while another tab was leading: the request was withdrawn.
        .catch(() => undefined);
    },

    stop() {
      started = false;
      leading = false;
      quiet();
      outboxWatch?.unsubscribe();
      channel?.close();
      triggers?.removeEventListener("online", onOnline);
      triggers?.removeEventListener("focus", kickPush);
      lifetime.abort();
      lockRequest.abort();
      releaseLock();
      return untilIdle();
    },

    async refresh(lists = allLists, { full = false } = {}) {
      if (!leading) {
        // Another tab replays; ask it to pull (every tab reads the same local database).
        if (typeof BroadcastChannel !== "undefined") {
          const ask = new BroadcastChannel(lockName);
          ask.postMessage("pull");
          ask.close();
        }
        return;
      }
      askPull(lists, full);
      await drive();
      await untilIdle();
    },

    async pushNow() {
      if (!leading) return;
      kickPush();
      await untilIdle();
    },

    resume() {
      if (!signedOut) return;
      signedOut = false;
      failures = 0;
      if (leading) connect();
    },
  };
  return engine;
}
