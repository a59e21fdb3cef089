// web-push is CommonJS: Node gives its exports as the default import only.
import webpush from "web-push";
import type { VapidKeys } from "./keys";

/** A guest's browser as its push service knows it (the PushSubscription's endpoint and keys). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How one try went: delivered to the push service, the subscription gone for good, worth one more try, or refused. */
export type PushOutcome = "sent" | "gone" | "retry" | "failed";

/** Sends one encrypted message to a browser's push service; never throws. */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** How long a push service may take to answer one message. */
const SEND_TIMEOUT_MS = 5_000;
/** How long the push service keeps a message for a phone that is offline: a table or a parcel is ready now or never. */
const TTL_SECONDS = 15 * 60;

/**
 * The web-push library's VAPID signature and aes128gcm encryption (RFC 8291, RFC 8292), sent with
 * fetch: the library's own sender speaks https only, and a push service's redirect is refused.
 */
export class WebPushSender implements PushSender {
  readonly #keys: () => Promise<VapidKeys>;
  readonly #subject: string;

  constructor(keys: () => Promise<VapidKeys>, subject: string) {
    this.#keys = keys;
    this.#subject = subject;
  }

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    let keys: VapidKeys;
    try {
      keys = await this.#keys();
    } catch (error) {
      console.error("The VAPID keys could not be read", error instanceof Error ? error.message : error);
      return "retry";
    }
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject: this.#subject, ...keys },
        TTL: TTL_SECONDS,
        urgency: "high",
        contentEncoding: "aes128gcm",
      });
    } catch (error) {
      // Keys that cannot encrypt (checked at subscribing, so unlikely) never will: the subscription is no use.
      console.error("A push message could not be made", error instanceof Error ? error.message : error);
      return "gone";
    }
    try {
      // fetch sets the length itself; the rest are the library's (Authorization, Content-Encoding, TTL, Urgency).
      const headers = Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== "content-length")
        .map(([name, value]): [string, string] => [name, String(value)]);
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body === null ? null : new Uint8Array(request.body),
        redirect: "error",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return "sent";
      if (response.status === 404 || response.status === 410) return "gone";
      return response.status === 429 || response.status >= 500 ? "retry" : "failed";
    } catch (error) {
      console.error("A push service did not answer", error instanceof Error ? error.message : error);
      return "retry";
    }
  }
}
