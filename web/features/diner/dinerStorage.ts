import type { KeyValueStorage } from "../../lib/pageStorage";

export type { KeyValueStorage };

/** What the page keeps on the phone, one entry per table (docs/diner-ordering.md, What the phone keeps). */
type DinerRecord = "cart" | "pending-order" | "last-order";

export const dinerKey = (record: DinerRecord, qrCode: string) => `rasoi.diner.${record}.${qrCode}`;

/** The diner's name, phone and e-mail: one entry for the phone, like the language, not one per table. */
export const CONTACT_KEY = "rasoi.diner.contact";

/** The stored value, or null when there is none or it is not JSON (then it is dropped). */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    // Storage switched off (some private modes) or a corrupt entry: start afresh.
    removeJson(storage, key);
    return null;
  }
}

/** False when the phone refused to store it (full, or storage switched off). */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeJson(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored can be left behind when storage is switched off.
  }
}
