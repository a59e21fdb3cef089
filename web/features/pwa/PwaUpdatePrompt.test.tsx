import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PwaUpdatePrompt } from "./PwaUpdatePrompt";

/** The waiting worker as the page sees it: only its postMessage is used. */
function waitingWorker() {
  const postMessage = vi.fn();
  return { worker: Object.assign(new EventTarget(), { postMessage }) as unknown as ServiceWorker, postMessage };
}

beforeEach(() => {
  Object.defineProperty(navigator, "serviceWorker", { value: new EventTarget(), configurable: true });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("PwaUpdatePrompt", () => {
  it("offers a reload that tells the waiting version to take over", async () => {
    const { worker, postMessage } = waitingWorker();
    render(<PwaUpdatePrompt worker={worker} onDismiss={() => undefined} />);

    expect(screen.getByRole("status")).toHaveProperty("textContent", expect.stringContaining("A new version of Rasoi is available"));
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: "SKIP_WAITING" });
  });

  it("waits until reloading is safe before activating", async () => {
    let markSafe = () => {};
    const safe = new Promise<void>((resolve) => {
      markSafe = resolve;
    });
    const { worker, postMessage } = waitingWorker();
    render(<PwaUpdatePrompt worker={worker} onDismiss={() => undefined} waitUntilSafeToReload={() => safe} />);

    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(screen.getByRole("button", { name: "Reloading..." })).toHaveProperty("disabled", true);
    expect(postMessage).not.toHaveBeenCalled();

    await act(async () => markSafe());
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it("can be put off", async () => {
    const onDismiss = vi.fn();
    render(<PwaUpdatePrompt worker={waitingWorker().worker} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
