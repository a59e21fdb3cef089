export interface SemaphoreOptions {
  /** How many holders at once. */
  concurrency: number;
  /** How many may wait for a turn; more are refused at once. */
  maxWaiting: number;
  /** How long one may wait before giving up. */
  maxWaitMs: number;
}

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A counting semaphore with a short, bounded wait queue. `run` answers null instead of running when
 * the queue is full or the wait is too long, so a flood is refused rather than left to pile up.
 */
export class Semaphore {
  #active = 0;
  readonly #waiting: Waiter[] = [];

  constructor(readonly options: SemaphoreOptions) {}

  /** Holders right now: never more than `concurrency`. */
  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
    if (!(await this.#acquire())) return null;
    try {
      return { value: await task() };
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<boolean> {
    if (this.#active < this.options.concurrency) {
      this.#active += 1;
      return Promise.resolve(true);
    }
    if (this.#waiting.length >= this.options.maxWaiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        // The releasing holder hands its slot straight over, so #active does not change.
        grant: () => {
          clearTimeout(waiter.timer);
          resolve(true);
        },
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          resolve(false);
        }, this.options.maxWaitMs),
      };
      this.#waiting.push(waiter);
    });
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next.grant();
    else this.#active -= 1;
  }
}
