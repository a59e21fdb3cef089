/** Whose an event stream is: the account, its restaurant and the session (token hash) that opened it. */
interface StreamOwner {
  userId: string;
  restaurantId: string;
  sessionId: string;
}

export interface StreamCaps {
  /** One account (or a stolen cookie) cannot hold more than this. */
  perUser: number;
  /** A restaurant has a handful of screens; past this its own oldest stream gives way. */
  perRestaurant: number;
  /** All restaurants together, well below the connection cap, so ordinary requests always have room. */
  total: number;
}

interface Entry {
  owner: StreamOwner;
  end: () => void;
}

/**
 * The open event streams. Streams count against the server's connection cap, so none of an account, a
 * restaurant or all of them together may take every connection. Past an account's or restaurant's cap
 * the oldest of its own streams gives way (most likely the same device reconnecting; the screen it leaves
 * falls back to polling); when all streams together are at the cap a new one is refused, never made room
 * for by closing another restaurant's. Streams also end with the session that opened them.
 */
export class StreamRoster {
  /** Oldest first; at most `total` long, so a scan is cheap next to opening a stream. */
  readonly #open: Entry[] = [];
  readonly #caps: StreamCaps;

  constructor(caps: StreamCaps) {
    this.#caps = caps;
  }

  /**
   * Counts a stream that `end` closes, closing the oldest of the account's or restaurant's own past their
   * caps; answers its release, or null when every stream the server allows is open.
   */
  admit(owner: StreamOwner, end: () => void): (() => void) | null {
    const sameRestaurant = (entry: Entry) => entry.owner.restaurantId === owner.restaurantId;
    if (this.#open.length >= this.#caps.total && !this.#atCap(sameRestaurant, this.#caps.perRestaurant)) return null;
    const entry = { owner, end };
    this.#open.push(entry);
    this.#trim((other) => other.owner.userId === owner.userId, this.#caps.perUser);
    this.#trim(sameRestaurant, this.#caps.perRestaurant);
    return () => this.#remove(entry);
  }

  /** Ends every stream the session opened (it signed out or expired). */
  endSession(sessionId: string): void {
    this.#endAll((entry) => entry.owner.sessionId === sessionId);
  }

  /** Ends every stream of the account (it was switched off). */
  endUser(userId: string): void {
    this.#endAll((entry) => entry.owner.userId === userId);
  }

  /** Ends every stream of the restaurant's staff (the operator switched it off). */
  endRestaurant(restaurantId: string): void {
    this.#endAll((entry) => entry.owner.restaurantId === restaurantId);
  }

  openFor(userId: string): number {
    return this.#open.filter((entry) => entry.owner.userId === userId).length;
  }

  openAt(restaurantId: string): number {
    return this.#open.filter((entry) => entry.owner.restaurantId === restaurantId).length;
  }

  get size(): number {
    return this.#open.length;
  }

  #atCap(matches: (entry: Entry) => boolean, cap: number): boolean {
    return this.#open.filter(matches).length >= cap;
  }

  /** Closes the oldest matching streams until at most `cap` are left. */
  #trim(matches: (entry: Entry) => boolean, cap: number): void {
    let excess = this.#open.filter(matches).length - cap;
    while (excess > 0) {
      const oldest = this.#open.find(matches);
      if (!oldest) return;
      this.#remove(oldest);
      oldest.end();
      excess -= 1;
    }
  }

  #endAll(matches: (entry: Entry) => boolean): void {
    for (const entry of this.#open.filter(matches)) {
      this.#remove(entry);
      entry.end();
    }
  }

  #remove(entry: Entry): void {
    const index = this.#open.indexOf(entry);
    if (index >= 0) this.#open.splice(index, 1);
  }
}
