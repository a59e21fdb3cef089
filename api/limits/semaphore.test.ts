import { afterEach, describe, expect, it, vi } from "vitest";
import { Semaphore } from "./semaphore";

afterEach(() => {
  vi.useRealTimers();
});

/** A task that runs until the test lets it finish. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => opened.then(() => "done") };
}

describe("Semaphore", () => {
  it("runs at most `concurrency` tasks at once, queues a few, refuses the rest at once", async () => {
    const semaphore = new Semaphore({ concurrency: 2, maxWaiting: 1, maxWaitMs: 60_000 });
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map(({ task }) => semaphore.run(task));
    expect(semaphore.active).toBe(2);
    expect(semaphore.waiting).toBe(1);
    expect(await runs[3]).toBeNull();

    gates[0]?.open();
    expect(await runs[0]).toEqual({ value: "done" });
    // The waiting task took the freed slot; still two at once.
    expect(semaphore.active).toBe(2);
    expect(semaphore.waiting).toBe(0);
    for (const { open } of gates) open();
    expect(await Promise.all(runs.slice(1, 3))).toEqual([{ value: "done" }, { value: "done" }]);
    expect(semaphore.active).toBe(0);
  });

  it("gives up on a wait that takes longer than maxWaitMs", async () => {
    vi.useFakeTimers();
    const semaphore = new Semaphore({ concurrency: 1, maxWaiting: 5, maxWaitMs: 1000 });
    const holder = gate();
    const first = semaphore.run(holder.task);
    const waiting = semaphore.run(async () => "late");
    await vi.advanceTimersByTimeAsync(1000);
    expect(await waiting).toBeNull();
    expect(semaphore.waiting).toBe(0);
    holder.open();
    expect(await first).toEqual({ value: "done" });
    expect(semaphore.active).toBe(0);
  });

  it("frees the slot when a task fails", async () => {
    const semaphore = new Semaphore({ concurrency: 1, maxWaiting: 0, maxWaitMs: 1000 });
    await expect(semaphore.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await semaphore.run(async () => 1)).toEqual({ value: 1 });
  });
});
