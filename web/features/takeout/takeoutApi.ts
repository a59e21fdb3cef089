import type { SiteAnswer } from "../../../shared/schemas/site";
import type { CounterOrder, SiteOrderInput, SiteOrderView, TrackedSiteOrder } from "../../../shared/schemas/takeout";

export type { SiteAnswer };

export class TakeoutError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown, key?: string): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message = (parsed as { message?: string } | null)?.message ?? response.statusText; // the API's error shape is { message }
    throw new TakeoutError(response.status, message);
  }
  return parsed as T; // the API's documented answer
}

/** A staff read the counter needs beside its own (who am I, the menu, the slug). */
export const getJson = <T>(path: string) => call<T>("GET", path);
export const getSite = (slug: string) => call<SiteAnswer>("GET", `/api/site/${encodeURIComponent(slug)}`);
export const getSiteOrder = (id: string) => call<TrackedSiteOrder>("GET", `/api/site-orders/${encodeURIComponent(id)}`);
export const listCounterOrders = () => call<CounterOrder[]>("GET", "/api/online-orders");
export const counterStep = (id: string, action: string, body?: unknown) =>
  call<CounterOrder>("POST", `/api/online-orders/${id}/${action}`, body, crypto.randomUUID());
export const takeCounterOrder = (input: SiteOrderInput) => call<CounterOrder>("POST", "/api/online-orders", input, crypto.randomUUID());
export const closeForToday = () => call<unknown>("POST", "/api/online-settings/close-today", undefined, crypto.randomUUID());

/** The order kept on the phone with its key until the server has answered it: sent again, never twice. */
interface PendingSiteOrder {
  key: string;
  input: SiteOrderInput;
}

const pendingKey = (slug: string) => `rasoi.takeout.pending.${slug}`;

export function readPending(slug: string): PendingSiteOrder | null {
  try {
    const text = localStorage.getItem(pendingKey(slug));
    return text ? (JSON.parse(text) as PendingSiteOrder) : null; // written by keepPending below
  } catch {
    return null;
  }
}

/** Keeps the order with a fresh key (or the kept one's), sends it, and forgets it once answered either way but a lost answer. */
export async function sendSiteOrder(slug: string, input: SiteOrderInput): Promise<SiteOrderView> {
  const kept = readPending(slug);
  const pending = kept && JSON.stringify(kept.input) === JSON.stringify(input) ? kept : { key: crypto.randomUUID(), input };
  try {
    localStorage.setItem(pendingKey(slug), JSON.stringify(pending));
  } catch {
    // Private mode without storage: the order is still sent once, only not kept across a reload.
  }
  try {
    const view = await call<SiteOrderView>("POST", `/api/site/${encodeURIComponent(slug)}/orders`, pending.input, pending.key);
    localStorage.removeItem(pendingKey(slug));
    return view;
  } catch (error) {
    // A refusal is final (the guest changes the order); no answer keeps it for the same key.
    if (error instanceof TakeoutError && error.status < 500) localStorage.removeItem(pendingKey(slug));
    throw error;
  }
}

/**
 * Listens to a site order's event stream (docs/api.md, Takeout and delivery): `order` carries the order
 * as `getSiteOrder` answers it, `ready` says to read it again (the stream opened, or changes may have
 * been missed). Null where the browser has no EventSource; `live` says whether the stream is open now.
 */
export function listenToSiteOrder(
  id: string,
  on: { order: (view: TrackedSiteOrder) => void; ready: () => void },
): { live: () => boolean; close: () => void } | null {
  if (typeof EventSource === "undefined") return null;
  const source = new EventSource(`/api/site-orders/${encodeURIComponent(id)}/events`);
  source.addEventListener("order", (event) => on.order(JSON.parse(event.data) as TrackedSiteOrder)); // the API's documented answer
  source.addEventListener("ready", on.ready);
  return { live: () => source.readyState === EventSource.OPEN, close: () => source.close() };
}

/** A short chime from the Web Audio API: no sound file to download. */
export function chime(): void {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
  } catch {
    // No audio (a browser without it, or blocked until a tap): the screen still shows it.
  }
}
