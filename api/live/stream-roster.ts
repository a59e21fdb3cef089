/**
 * How many event streams each account holds open. Streams count against the server's connection cap,
 * so one account (or a stolen cookie) must not be able to take them all; the oldest stream gives way,
 * since a new one is most likely the same device reconnecting, and the screen it leaves falls back to
 * polling.
 */
export class StreamRoster {
  readonly #open = new Map<string, (() => void)[]>();
  readonly #maxPerUser: number;

  constructor(maxPerUser: number) {
    this.#maxPerUser = maxPerUser;
  }

  /** Counts a stream that `end` closes, closing the account's oldest past the cap; answers its release. */
  admit(userId: string, end: () => void): () => void {
    const ends = this.#open.get(userId) ?? [];
    this.#open.set(userId, ends);
    ends.push(end);
    while (ends.length > this.#maxPerUser) ends.shift()?.();
    return () => {
      const index = ends.indexOf(end);
      if (index >= 0) ends.splice(index, 1);
      if (ends.length === 0 && this.#open.get(userId) === ends) this.#open.delete(userId);
    };
  }

  openFor(userId: string): number {
    return this.#open.get(userId)?.length ?? 0;
  }
}
