import { pageStorage } from "../../lib/pageStorage";
import { newOrderKey } from "../diner";

/*
 * The guest's booking request and its talk with the server (docs/api.md, Waitlist and reservations),
 * read by hand rather than with zod, as the door page does, to keep the page small.
 */

export interface BookingRequest {
  name: string;
  phone: string;
  partySize: number;
  /** ISO-8601 UTC. */
  at: string;
  occasion: string | null;
  notes: string;
}

/** What the phone shows of its request once the restaurant has it. */
export interface Requested {
  id: string;
  at: string;
  partySize: number;
  name: string;
}

/** What this phone keeps per restaurant: its last request, or one sent and not yet answered (its key). */
interface Kept {
  requested?: Requested;
  pending?: { key: string; request: BookingRequest };
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const keptKey = (slug: string) => `rasoi:booking:${slug}`;

export function keptBooking(slug: string): Kept {
  try {
    const value: unknown = JSON.parse(pageStorage().getItem(keptKey(slug)) ?? "{}");
    return isFields(value) ? (value as Kept) : {}; // Written only by keepBooking() below.
  } catch {
    return {};
  }
}

export function keepBooking(slug: string, value: Kept): void {
  pageStorage().setItem(keptKey(slug), JSON.stringify(value));
}

export class BookingError extends Error {}

/**
 * Sends the request exactly once: the key is kept on the phone before the request leaves, so one whose
 * answer was lost goes again with the same key and is answered with the same booking, never two.
 */
export async function requestBooking(slug: string, request: BookingRequest): Promise<Requested> {
  const pending = keptBooking(slug).pending ?? { key: newOrderKey(), request };
  keepBooking(slug, { pending });
  let response: Response;
  try {
    response = await fetch(`/api/site/${encodeURIComponent(slug)}/reservations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": pending.key },
      body: JSON.stringify({ ...pending.request, tableId: null, event: null }),
    });
  } catch {
    throw new BookingError("No connection. Your request is kept: try again when you are online.");
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status !== 201 && response.status !== 200) {
    // A refusal is final for this key: the guest may correct the form and send it with a new one.
    if (response.status >= 400 && response.status < 500) keepBooking(slug, {});
    throw new BookingError(isFields(body) && typeof body.message === "string" ? body.message : `Something went wrong (${response.status})`);
  }
  if (!isFields(body) || typeof body.id !== "string") throw new BookingError("The answer was not understood");
  const requested = { id: body.id, at: pending.request.at, partySize: pending.request.partySize, name: pending.request.name };
  keepBooking(slug, { requested });
  return requested;
}
