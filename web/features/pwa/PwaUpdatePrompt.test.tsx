import type { RegisterSWOptions } from "virtual:pwa-register";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PwaUpdatePrompt } from "./PwaUpdatePrompt";

const pwa = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  updateSW: undefined as (() => Promise<void>) | undefined,
}));

vi.mock("virtual:pwa-register", () => ({
  registerSW: (options: RegisterSWOptions) => {
    pwa.options = options;
    return pwa.updateSW;
  },
}));

beforeEach(() => {
  pwa.options = undefined;
  pwa.updateSW = vi.fn(async () => {});
  // The prompt only registers in a production build in a browser with service workers.
  vi.stubEnv("DEV", false);
  Object.defineProperty(navigator, "serviceWorker", { value: new EventTarget(), configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

async function registered(): Promise<RegisterSWOptions> {
  await vi.waitFor(() => expect(pwa.options).toBeDefined());
  return pwa.options ?? {};
}

describe("PwaUpdatePrompt", () => {
  it("shows nothing until a new version is waiting", async () => {
    render(<PwaUpdatePrompt />);
    await registered();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("offers a reload that activates the waiting version", async () => {
    render(<PwaUpdatePrompt />);
    const options = await registered();
    act(() => options.onNeedRefresh?.());

    expect(screen.getByRole("status")).toHaveProperty("textContent", expect.stringContaining("A new version of Rasoi is available"));
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(pwa.updateSW).toHaveBeenCalledTimes(1);
  });

  it("waits until reloading is safe before activating", async () => {
    let markSafe = () => {};
    const safe = new Promise<void>((resolve) => {
      markSafe = resolve;
    });
    render(<PwaUpdatePrompt waitUntilSafeToReload={() => safe} />);
    const options = await registered();
    act(() => options.onNeedRefresh?.());

    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(screen.getByRole("button", { name: "Reloading..." })).toHaveProperty("disabled", true);
    expect(pwa.updateSW).not.toHaveBeenCalled();

    await act(async () => markSafe());
    expect(pwa.updateSW).toHaveBeenCalledTimes(1);
  });

  it("can be put off", async () => {
    render(<PwaUpdatePrompt />);
    const options = await registered();
    act(() => options.onNeedRefresh?.());

    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
