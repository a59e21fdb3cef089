import { ExpiringMap } from "./expiring-map";

export interface WindowLimit {
  limit: number;
  windowMs: number;
}

interface Window {
  count: number;
}

/** A fixed-window counter per key, in memory (one server process), holding at most `maxKeys` keys. */
export class WindowLimiter {
  readonly #windows: ExpiringMap<Window>;
  readonly limit: number;

  constructor({ limit, windowMs }: WindowLimit, maxKeys: number) {
    this.limit = limit;
    this.#windows = new ExpiringMap(windowMs, maxKeys);
  }

  /** How many keys it holds now: bounded by `maxKeys` whatever the traffic. */
  get size(): number {
    return this.#windows.size;
  }

  /** Seconds to wait when `key` has used its budget, else null; counts nothing. */
  check(key: string, now = Date.now()): number | null {
    const window = this.#windows.get(key, now);
    return window && window.count >= this.limit ? this.#windows.secondsLeft(key, now) : null;
  }

  /** Counts one attempt; answers the seconds to wait when it is over the limit, else null. */
  hit(key: string, now = Date.now()): number | null {
    let window = this.#windows.get(key, now);
    if (!window) {
      window = { count: 0 };
      this.#windows.start(key, window, now);
    }
    window.count += 1;
    return window.count > this.limit ? this.#windows.secondsLeft(key, now) : null;
  }

  /** Counts one attempt unless `key` has used its budget: then the seconds to wait (nothing counted), else null. */
  take(key: string, now = Date.now()): number | null {
    const retryAfter = this.check(key, now);
    if (retryAfter === null) this.hit(key, now);
    return retryAfter;
  }

  /** Forgets every attempt of `key`: its budget starts afresh. */
  clear(key: string): void {
    this.#windows.delete(key);
  }

  /** Takes back an attempt that turned out not to count; a key back at zero is forgotten. */
  refund(key: string, now = Date.now()): void {
    const window = this.#windows.get(key, now);
    if (!window) return;
    window.count -= 1;
    if (window.count <= 0) this.#windows.delete(key);
  }

  sweep(now = Date.now()): void {
    this.#windows.sweep(now);
  }
}
