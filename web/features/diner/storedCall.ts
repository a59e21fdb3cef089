import type { ServiceRequestKind } from "../../../shared/service-requests";
import { type KeyValueStorage, readJson, removeJson, writeJson } from "./dinerStorage";

/*
 * A diner's call for service as the phone keeps it (docs/diner-ordering.md, Calling a waiter): what
 * the call buttons read when the menu opens and save the instant they are tapped. Sending it is
 * serviceCall.ts, which loads with the first call, not in a guest's first download
 * (docs/diner-ordering.md, Budget).
 */

/** "queued": on the phone, not yet answered; then the server's status. */
type CallState = "queued" | "open" | "acknowledged";

export interface StoredCall {
  /** The Idempotency-Key while the call waits to be sent; null once the server has it. */
  key: string | null;
  state: CallState;
  /** When it was tapped (ms since the epoch). */
  savedAt: number;
}

/** A call this old belongs to an earlier visit: dropped rather than sent or shown. */
export const CALL_MAX_AGE_MS = 2 * 60 * 60 * 1000;

export const callKey = (kind: ServiceRequestKind, qrCode: string) => `rasoi.diner.call-${kind}.${qrCode}`;

const STATES: readonly CallState[] = ["queued", "open", "acknowledged"];

function readCall(value: unknown): StoredCall | null {
  if (typeof value !== "object" || value === null || !("key" in value && "state" in value && "savedAt" in value)) return null;
  const { key, state, savedAt } = value;
  const known = STATES.find((candidate) => candidate === state);
  return (key === null || typeof key === "string") && known && typeof savedAt === "number" ? { key, state: known, savedAt } : null;
}

/** Where one table's call of one kind is kept on this phone. */
export interface CallPlace {
  qrCode: string;
  kind: ServiceRequestKind;
  storage: KeyValueStorage;
}

/** The call on this phone, unless it is too old to matter (then it is dropped). */
export function storedCall({ qrCode, kind, storage }: CallPlace, now: number): StoredCall | null {
  const call = readCall(readJson(storage, callKey(kind, qrCode)));
  if (call && now - call.savedAt > CALL_MAX_AGE_MS) {
    removeJson(storage, callKey(kind, qrCode));
    return null;
  }
  return call;
}

export function storeCall({ qrCode, kind, storage }: CallPlace, call: StoredCall): void {
  writeJson(storage, callKey(kind, qrCode), call);
}

export function dropCall({ qrCode, kind, storage }: CallPlace): void {
  removeJson(storage, callKey(kind, qrCode));
}

/** A tap: saves a new call with its key before anything is sent, unless one is already waiting or open. */
export function queueCall(place: CallPlace, now: number, newKey: () => string): void {
  const existing = storedCall(place, now);
  if (!existing || existing.state === "acknowledged") storeCall(place, { key: newKey(), state: "queued", savedAt: now });
}
