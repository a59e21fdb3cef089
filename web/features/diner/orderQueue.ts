import type { DinerOrder } from "../../../shared/schemas/diner-order";
import type { PlaceOrderInput } from "../../../shared/schemas/orders";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { retryAfterSeconds, retryDelay } from "../../http/backoff";
import { type FetchLike, send } from "../../http/send";
import { pageStorage } from "../../lib/pageStorage";
import { dinerKey, type KeyValueStorage, readJson, removeJson, writeJson } from "./dinerStorage";
import { newOrderKey } from "./newOrderKey";
import { readMenuItems, readMessage } from "./readAnswers";
import { readDinerOrder, readPlaceOrder } from "./readOrderAnswers";

/*
 * The diner's order on its way to the kitchen (docs/diner-ordering.md, Placing an order). It is saved
 * on the phone with its Idempotency-Key before the first try, and the same body goes with the same key
 * on every retry, so the server places it once however many times it arrives.
 */

/** An order saved on the phone and not yet answered by the server. */
export interface PendingOrder {
  key: string;
  body: PlaceOrderInput;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  /** Tries that ended without an answer. */
  attempts: number;
  /** Whether a try was ever started: from then on the server may have it, whatever the phone heard. */
  tried: boolean;
}

export type OrderOutcome =
  /** The server has it (`order` is null only if its answer could not be read). */
  | { kind: "placed"; order: DinerOrder | null; sent: PlaceOrderInput }
  /** Prices or availability changed: the cart must be checked against `menuItems`. */
  | { kind: "review"; message: string; menuItems: DinerMenuItem[] }
  /** The server refused it for good; `message` is its reason, when it gave one. */
  | { kind: "refused"; message: string | null }
  /** Saved too long ago and never sent: dropped unsent. */
  | { kind: "expired" }
  /** Not answered (no connection, timeout, 5xx, 408, 429): kept, tried again in `retryInMs`. */
  | { kind: "waiting"; retryInMs: number };

/** A diner who comes back after this long is not at the same meal: the order is not sent. */
export const PENDING_ORDER_MAX_AGE_MS = 2 * 60 * 60 * 1000;
/** No answer within this is treated like no connection; the retry carries the same key. */
export const ORDER_TIMEOUT_MS = 10_000;

type Reply = Exclude<OrderOutcome, { kind: "waiting" | "expired" }> | { kind: "retry"; retryAfterSeconds: number | null };

/** What a reply to `POST /api/qr/{qrCode}/order` means for the saved order. */
export function classifyOrderReply(status: number, body: unknown, retryAfter: string | null, sent: PlaceOrderInput): Reply {
  if (status >= 200 && status < 300) return { kind: "placed", order: readDinerOrder(body), sent };
  const refusedForGood = status >= 400 && status < 500 && status !== 408 && status !== 429;
  if (!refusedForGood) return { kind: "retry", retryAfterSeconds: retryAfterSeconds(retryAfter) };
  const message = readMessage(body);
  const menuItems =
    status === 409 && typeof body === "object" && body !== null && "menuItems" in body ? readMenuItems(body.menuItems) : null;
  if (menuItems) return { kind: "review", message: message ?? "Prices have changed. Please review your order.", menuItems };
  return { kind: "refused", message };
}

export interface OrderQueueOptions {
  qrCode: string;
  storage: KeyValueStorage;
  fetch: FetchLike;
  /** Every outcome, whether of a tap on Place Order or of a retry in the background. */
  onOutcome?: (outcome: OrderOutcome) => void;
  now?: () => number;
  random?: () => number;
  newKey?: () => string;
  /** Runs `retry` after `ms`; answers a function that cancels it. */
  schedule?: (retry: () => void, ms: number) => () => void;
  timeoutMs?: number;
}

const scheduleWithTimer = (retry: () => void, ms: number) => {
  const timer = setTimeout(retry, ms);
  return () => clearTimeout(timer);
};

function readPendingOrder(value: unknown): PendingOrder | null {
  if (typeof value !== "object" || value === null || !("key" in value && "body" in value && "savedAt" in value && "attempts" in value)) {
    return null;
  }
  const { key, savedAt, attempts } = value;
  const body = readPlaceOrder(value.body);
  // Saved before `tried` existed: a failed try is the only sign a try was made.
  const tried = "tried" in value && typeof value.tried === "boolean" ? value.tried : Number(attempts) > 0;
  return typeof key === "string" && typeof savedAt === "number" && typeof attempts === "number" && body
    ? { key, body, savedAt, attempts, tried }
    : null;
}

/** One table's pending order: at most one at a time, saved before it is sent, sent until answered. */
export class OrderQueue {
  readonly #options: OrderQueueOptions;
  readonly #storageKey: string;
  /** The pending order when the phone refused to store it: it is still sent, but cannot outlive the page. */
  #unsaved: PendingOrder | null = null;
  #inFlight: Promise<OrderOutcome | null> | null = null;
  #cancelRetry: (() => void) | null = null;
  #stopped = false;
  readonly #listeners = new Set<(outcome: OrderOutcome) => void>();

  constructor(options: OrderQueueOptions) {
    this.#options = options;
    this.#storageKey = dinerKey("pending-order", options.qrCode);
  }

  /** The order waiting on this phone, if any. */
  pending(): PendingOrder | null {
    return readPendingOrder(readJson(this.#options.storage, this.#storageKey)) ?? this.#unsaved;
  }

  /**
   * Saves the order, then sends it. While an order is on its way or waiting, that one is sent instead
   * of a second: a double tap, or a tap in another tab, places one order.
   */
  place(body: PlaceOrderInput): Promise<OrderOutcome | null> {
    if (!this.#inFlight && !this.pending()) {
      const { now = Date.now, newKey = newOrderKey } = this.#options;
      this.#save({ key: newKey(), body, savedAt: now(), attempts: 0, tried: false });
    }
    return this.flush();
  }

  /** Sends the waiting order now (on `online`, on return to the page, on the next visit). */
  flush(): Promise<OrderOutcome | null> {
    if (this.#inFlight) return this.#inFlight;
    const pending = this.pending();
    if (!pending) return Promise.resolve(null);
    this.#cancelRetry?.();
    const flight = this.#send(pending).finally(() => {
      this.#inFlight = null;
    });
    this.#inFlight = flight;
    return flight;
  }

  /** Stops retrying in the background (the page went away); what is saved stays for the next visit. */
  stop(): void {
    this.#stopped = true;
    this.#cancelRetry?.();
  }

  /** Hears every outcome from now on (besides `onOutcome`), until the returned function is called. */
  listen(listener: (outcome: OrderOutcome) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Retries in the background again after `stop`. */
  start(): void {
    this.#stopped = false;
  }

  #save(pending: PendingOrder): void {
    this.#unsaved = writeJson(this.#options.storage, this.#storageKey, pending) ? null : pending;
  }

  async #send(pending: PendingOrder): Promise<OrderOutcome> {
    const { now = Date.now, random = Math.random, schedule = scheduleWithTimer } = this.#options;
    // Once a try was made the server may have the order: only an answer to the same key can tell, never the clock.
    if (!pending.tried && now() - pending.savedAt > PENDING_ORDER_MAX_AGE_MS) return this.#settle(pending, { kind: "expired" });
    const tried = { ...pending, tried: true };
    if (!pending.tried) this.#save(tried);

    const reply = await this.#post(pending);
    if (reply.kind !== "retry") return this.#settle(pending, reply);

    const attempts = pending.attempts + 1;
    if (this.pending()?.key === pending.key) this.#save({ ...tried, attempts });
    const retryInMs = retryDelay(attempts, random(), reply.retryAfterSeconds);
    if (!this.#stopped) this.#cancelRetry = schedule(() => void this.flush(), retryInMs);
    return this.#emit({ kind: "waiting", retryInMs });
  }

  async #post(pending: PendingOrder): Promise<Reply> {
    const call = {
      method: "POST",
      path: `/api/qr/${this.#options.qrCode}/order`,
      body: pending.body,
      headers: { "Idempotency-Key": pending.key },
    } as const;
    const reply = await send(this.#options.fetch, call, { timeoutMs: this.#options.timeoutMs ?? ORDER_TIMEOUT_MS });
    // No connection, or no answer in time: the server may or may not have it; the same key finds out.
    if (reply.kind === "unreachable") return { kind: "retry", retryAfterSeconds: null };
    return classifyOrderReply(reply.status, reply.body, reply.headers.get("Retry-After"), pending.body);
  }

  /** The order is answered for good and leaves the phone (unless another tab already saved a new one). */
  #settle(pending: PendingOrder, outcome: OrderOutcome): OrderOutcome {
    if (this.pending()?.key === pending.key) {
      removeJson(this.#options.storage, this.#storageKey);
      this.#unsaved = null;
    }
    return this.#emit(outcome);
  }

  #emit(outcome: OrderOutcome): OrderOutcome {
    this.#options.onOutcome?.(outcome);
    for (const listener of this.#listeners) listener(outcome);
    return outcome;
  }
}

const tableQueues = new Map<string, OrderQueue>();

/**
 * The page's one queue for a table, shared by whichever part of the page shows it (before the menu has
 * loaded, and after), so two parts never send the waiting order side by side.
 */
export function tableOrderQueue(qrCode: string): OrderQueue {
  let queue = tableQueues.get(qrCode);
  if (!queue) {
    queue = new OrderQueue({ qrCode, storage: pageStorage(), fetch: (input, init) => fetch(input, init) });
    tableQueues.set(qrCode, queue);
  }
  return queue;
}
