import type { ServiceRequestKind } from "../../../shared/service-requests";
import { type Call, type FetchLike, type SendOptions, send } from "../../http/send";
import type { KeyValueStorage } from "./dinerStorage";
import { newOrderKey } from "./newOrderKey";
import { readMessage } from "./readAnswers";
import { type CallPlace, dropCall, queueCall, type StoredCall, storeCall, storedCall } from "./storedCall";

/*
 * A diner's call for service (Call Waiter; Ask for Bill uses the same with kind "bill"), kept on the
 * phone like the order (docs/diner-ordering.md, Calling a waiter): saved with its Idempotency-Key
 * before the first try and sent with the same key until the server answers, so a reload or a Wi-Fi
 * drop neither loses the call nor makes two. No zod here: the diner's route avoids it (decision 030).
 * How the phone keeps it is storedCall.ts; this part loads with the first call.
 */

const CALL_TIMEOUT_MS = 10_000;

/** The server's status of a request answer, when it is one of this kind. */
function statusOf(body: unknown, kind: ServiceRequestKind): "open" | "acknowledged" | "done" | null {
  if (typeof body !== "object" || body === null || !("kind" in body && "status" in body) || body.kind !== kind) return null;
  return body.status === "open" || body.status === "acknowledged" || body.status === "done" ? body.status : null;
}

interface ServiceCallOptions {
  qrCode: string;
  kind: ServiceRequestKind;
  storage: KeyValueStorage;
  fetch: FetchLike;
  now?: () => number;
  newKey?: () => string;
  timeoutMs?: number;
}

/** What a try came to: the call as it now stands (null: none), and whether the server was reached. */
export interface CallUpdate {
  call: StoredCall | null;
  /** The server refused the call for good (its message, when it sent one). */
  refused?: string | null;
  reached: boolean;
}

/** One table's call of one kind, on this phone. */
export class ServiceCall {
  readonly #options: ServiceCallOptions;
  readonly #place: CallPlace;

  constructor(options: ServiceCallOptions) {
    this.#options = options;
    this.#place = { qrCode: options.qrCode, kind: options.kind, storage: options.storage };
  }

  /** The call on this phone, unless it is too old to matter. */
  current(): StoredCall | null {
    const { now = Date.now } = this.#options;
    return storedCall(this.#place, now());
  }

  /** A tap: saves the call (unless one is already waiting or open) and sends it. */
  call(): Promise<CallUpdate> {
    const { now = Date.now, newKey = newOrderKey } = this.#options;
    queueCall(this.#place, now(), newKey);
    return this.sync();
  }

  /** Sends a waiting call, else reads how the open one stands. Never throws. */
  async sync(): Promise<CallUpdate> {
    const call = this.current();
    if (!call) return { call: null, reached: false };
    const path = `/api/qr/${this.#options.qrCode}/requests`;
    const reply = call.key
      ? await this.#request({ method: "POST", path, headers: { "Idempotency-Key": call.key }, body: { kind: this.#options.kind } })
      : await this.#request({ method: "GET", path }, { cache: "no-store" });
    if (!reply) return { call, reached: false };
    const { status, body } = reply;
    if (call.key && status >= 400 && status < 500 && status !== 408 && status !== 429) {
      dropCall(this.#place);
      return { call: null, refused: readMessage(body), reached: true };
    }
    if (status < 200 || status >= 300) return { call, reached: status !== 0 };
    const answered = call.key ? statusOf(body, this.#options.kind) : this.#newestOf(body);
    if (answered === null || answered === "done") {
      // A list without our kind: the call was answered and closed.
      if (!call.key) dropCall(this.#place);
      return { call: call.key ? call : null, reached: true };
    }
    const next = { key: null, state: answered, savedAt: call.savedAt };
    storeCall(this.#place, next);
    return { call: next, reached: true };
  }

  #newestOf(body: unknown): "open" | "acknowledged" | null {
    if (!Array.isArray(body)) return null;
    for (const request of body) {
      const status = statusOf(request, this.#options.kind);
      if (status === "open" || status === "acknowledged") return status;
    }
    return null;
  }

  /** The answer's status and JSON body; null when no answer came in time (the same key finds out next time). */
  async #request(call: Call, init?: SendOptions["init"]): Promise<{ status: number; body: unknown } | null> {
    const reply = await send(this.#options.fetch, call, { timeoutMs: this.#options.timeoutMs ?? CALL_TIMEOUT_MS, init });
    return reply.kind === "answer" ? reply : null;
  }
}
