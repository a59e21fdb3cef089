interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A map whose entries live `ttlMs` from when they were (re)started and which never holds more than
 * `maxKeys`: a flood of new keys evicts the oldest. Every entry lives equally long and a restart
 * moves its key to the end, so the map stays ordered by expiry and a sweep stops at the first live one.
 */
export class ExpiringMap<V> {
  readonly #entries = new Map<string, Entry<V>>();

  constructor(
    readonly ttlMs: number,
    readonly maxKeys: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The live value of `key`, or undefined when there is none or it has expired. */
  get(key: string, now: number): V | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expiresAt > now ? entry.value : undefined;
  }

  /** Seconds until `key` expires (at least 1), or 0 when it is not live. */
  secondsLeft(key: string, now: number): number {
    const entry = this.#entries.get(key);
    return entry && entry.expiresAt > now ? Math.max(1, Math.ceil((entry.expiresAt - now) / 1000)) : 0;
  }

  /** Stores `value` under `key` for a fresh `ttlMs`, evicting the oldest key when full. */
  start(key: string, value: V, now: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxKeys) this.sweep(now);
    if (this.#entries.size >= this.maxKeys) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops expired entries: only the front of the map can have expired. */
  sweep(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > now) return;
      this.#entries.delete(key);
    }
  }
}
