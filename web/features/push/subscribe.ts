import type { DinerLanguage } from "../../../shared/languages";

/** What a guest's notices are about: a place in the queue, or a takeout order. */
export type NoticeTarget = "waitlist" | "site-order";

/** How long to wait for the service worker (it registers after the page loads; in development there is none). */
const WORKER_WAIT_MS = 10_000;

const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
const sameBytes = (one: ArrayBuffer | null | undefined, other: Uint8Array) =>
  one !== null && one !== undefined && one.byteLength === other.length && new Uint8Array(one).every((byte, index) => byte === other[index]);

/** Where this phone remembers it turned notices on for an order or place. */
export const keptKey = (id: string) => `rasoi-push:${id}`;

/**
 * Asks the guest's permission (on their tap only), subscribes through the service worker with the
 * server's key, and hands the subscription to the server for this order or place (docs/api.md, Web Push).
 */
export async function turnOnNotices(to: NoticeTarget, id: string, language: DinerLanguage): Promise<"on" | "denied" | "failed"> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  try {
    const registration = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error("no service worker")), WORKER_WAIT_MS)),
    ]);
    const keyAnswer = await fetch("/api/push/key");
    if (!keyAnswer.ok) return "failed";
    const { publicKey } = (await keyAnswer.json()) as { publicKey: string };
    const serverKey = bytesOf(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys were replaced) cannot carry this server's notices.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, serverKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
    const saved = await fetch(`/api/${to === "waitlist" ? "waitlist" : "site-orders"}/${encodeURIComponent(id)}/push`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...subscription.toJSON(), language }),
    });
    if (!saved.ok) return "failed";
    localStorage.setItem(keptKey(id), "on");
    return "on";
  } catch {
    return "failed";
  }
}
