import type { ListName } from "../types";

export interface WorkQueue {
  /** Push what waits in the outbox, before any pull. */
  askPush(): void;
  /** Pull these lists (`full`: orders whole, not since the cursor); asks for one list are merged. */
  askPull(lists: readonly ListName[], full?: boolean): void;
  /** Resolves once nothing is asked for or running. */
  idle(): Promise<void>;
}

export interface WorkOptions {
  /** The lists this user reads; asks for any other are ignored. */
  lists: readonly ListName[];
  /** False while another tab leads or the session is gone: asks wait. */
  canWork(): boolean;
  push(): Promise<void>;
  pull(list: ListName, full: boolean): Promise<void>;
  onError(error: unknown): void;
}

/** The engine's one worker: runs asked pushes and pulls one at a time, pushes first, until none is left. */
export function createWorkQueue({ lists, canWork, push, pull, onError }: WorkOptions): WorkQueue {
  let wantPush = false;
  const wantPull = new Map<ListName, boolean>();
  let running: Promise<void> | null = null;
  const hasWork = () => canWork() && (wantPush || wantPull.size > 0);

  function drive(): Promise<void> {
    running ??= (async () => {
      while (hasWork()) {
        try {
          if (wantPush) {
            wantPush = false;
            await push();
          } else {
            const due = new Map(wantPull);
            wantPull.clear();
            for (const [list, full] of due) if (canWork()) await pull(list, full);
          }
        } catch (error) {
          onError(error);
        }
      }
    })().finally(() => {
      running = null;
      if (hasWork()) void drive();
    });
    return running;
  }

  return {
    askPush() {
      wantPush = true;
      void drive();
    },
    askPull(asked, full = false) {
      for (const list of asked) if (lists.includes(list)) wantPull.set(list, full || (wantPull.get(list) ?? false));
      void drive();
    },
    async idle() {
      while (running) await running;
    },
  };
}
