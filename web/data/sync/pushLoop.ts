import { retryDelay } from "../../http/backoff";
import type { StoreName } from "../types";
import type { SyncContext } from "./pull";
import { pushNext } from "./push";

export interface PushEvents {
  /** A reply came (`true`), or none could (`false`). */
  reached(server: boolean): void;
  /** These lists must be pulled whole: a refusal to undo, or an answer not stored. */
  restore(stores: readonly StoreName[]): void;
  refused(toast: { title: string; description: string }): void;
  signedOut(): void;
  /** The backoff is over: push again. */
  retry(): void;
}

export interface PushLoop {
  /** Replays the outbox oldest first until it is empty, paused or waiting to retry. */
  pushAll(): Promise<void>;
  /** Forgets the failures (a new session) and any retry waiting. */
  reset(): void;
  cancelRetry(): void;
}

/** The outbox replayer: one entry at a time, and after a failure one retry timer with the shared backoff. */
export function createPushLoop(context: SyncContext, random: () => number, on: PushEvents): PushLoop {
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const cancelRetry = () => clearTimeout(retryTimer);

  async function pushAll(): Promise<void> {
    for (;;) {
      const step = await pushNext(context);
      switch (step.kind) {
        case "empty":
          return;
        case "settled":
          failures = 0;
          on.reached(true);
          if (!step.stored) on.restore([step.entry.store]);
          break;
        case "rejected":
          failures = 0;
          on.reached(true);
          on.refused(step.toast);
          // Restore the server's copy of every list the refused change had altered locally.
          on.restore(step.stores);
          break;
        case "signed-out":
          on.signedOut();
          return;
        case "retry":
          failures += 1;
          on.reached(step.serverReached);
          cancelRetry();
          retryTimer = setTimeout(on.retry, retryDelay(failures, random()));
          return;
      }
    }
  }

  return {
    pushAll,
    reset() {
      failures = 0;
      cancelRetry();
    },
    cancelRetry,
  };
}
