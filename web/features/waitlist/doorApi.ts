import type { WaitlistGuestEntry, WaitlistStatus } from "../../../shared/schemas/waitlist";
import { pageStorage } from "../../lib/pageStorage";
import { newOrderKey } from "../diner";

/*
 * The door page's talk with the server (docs/api.md, Waitlist and reservations), read by hand rather
 * than with zod, as the diner's page does, to keep the page small.
 */

const STATUSES: readonly WaitlistStatus[] = ["waiting", "notified", "seated", "left", "no-show"];
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** The guest's entry as the server answers it, or null when the answer is not one. */
export function readGuestEntry(value: unknown): WaitlistGuestEntry | null {
  if (!isFields(value)) return null;
  const { id, restaurantName, name, partySize, status, position, estimate, tableNumber } = value;
  const known = STATUSES.find((one) => one === status);
  if (!isText(id) || !isText(restaurantName) || !isText(name) || !isNumber(partySize) || !known || !isNumber(position)) return null;
  if (tableNumber !== null && !isText(tableNumber)) return null;
  let range: WaitlistGuestEntry["estimate"] = null;
  if (estimate !== null) {
    if (!isFields(estimate) || !isNumber(estimate.minMinutes) || !isNumber(estimate.maxMinutes)) return null;
    range = { minMinutes: estimate.minMinutes, maxMinutes: estimate.maxMinutes };
  }
  return { id, restaurantName, name, partySize, status: known, position, estimate: range, tableNumber };
}

export interface JoinDetails {
  name: string;
  phone: string;
  partySize: number;
}

/** What this phone keeps per restaurant: the place it holds, or a join sent and not yet answered (its key). */
interface Kept {
  entryId?: string;
  pending?: { key: string; details: JoinDetails };
}

const keptKey = (slug: string) => `rasoi:waitlist:${slug}`;

export function kept(slug: string): Kept {
  try {
    const value: unknown = JSON.parse(pageStorage().getItem(keptKey(slug)) ?? "{}");
    return isFields(value) ? (value as Kept) : {}; // Written only by keep() below.
  } catch {
    return {};
  }
}

export function keep(slug: string, value: Kept): void {
  pageStorage().setItem(keptKey(slug), JSON.stringify(value));
}

export class DoorError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function messageOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  return isFields(body) && isText(body.message) ? body.message : `Something went wrong (${response.status})`;
}

/**
 * Joins the queue exactly once: the key is kept on the phone before the request leaves, so a join
 * whose answer was lost is sent again with the same key and answered with the same place.
 */
export async function join(slug: string, details: JoinDetails): Promise<string> {
  const pending = kept(slug).pending ?? { key: newOrderKey(), details };
  keep(slug, { pending });
  const response = await fetch(`/api/site/${encodeURIComponent(slug)}/waitlist`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": pending.key },
    body: JSON.stringify(pending.details),
  });
  if (response.status !== 201) {
    // A refusal is final for this key: the guest may correct the form and try with a new one.
    if (response.status >= 400 && response.status < 500) keep(slug, {});
    throw new DoorError(response.status, await messageOf(response));
  }
  const body: unknown = await response.json();
  const id = isFields(body) && isText(body.id) ? body.id : null;
  if (!id) throw new DoorError(500, "The answer was not understood");
  keep(slug, { entryId: id });
  return id;
}

export async function readEntry(id: string): Promise<WaitlistGuestEntry | null> {
  const response = await fetch(`/api/waitlist/${encodeURIComponent(id)}`, { cache: "no-store" });
  if (response.status === 404) return null;
  if (!response.ok) throw new DoorError(response.status, await messageOf(response));
  return readGuestEntry(await response.json());
}

export async function leave(id: string): Promise<void> {
  const response = await fetch(`/api/waitlist/${encodeURIComponent(id)}`, {
    method: "DELETE",
    headers: { "Idempotency-Key": newOrderKey() },
  });
  if (response.status !== 204 && response.status !== 404) throw new DoorError(response.status, await messageOf(response));
}

/** Calls `heard` whenever the queue changed (and when the stream reopens); returns the close. */
export function listenToEntry(id: string, heard: () => void): () => void {
  if (typeof EventSource === "undefined") return () => {};
  const source = new EventSource(`/api/waitlist/${encodeURIComponent(id)}/events`);
  source.addEventListener("entry", heard);
  source.addEventListener("ready", heard);
  return () => source.close();
}
