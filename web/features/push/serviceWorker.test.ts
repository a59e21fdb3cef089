import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

/**
 * web/public/push-sw.js run as the service worker runs it, in a context of its own whose `self` stands in
 * for the worker's global (Chromium headless cannot reach a real push service here: docs/api.md, Web Push).
 */
const SOURCE = readFileSync("web/public/push-sw.js", "utf8");
const ORIGIN = "https://rasoi.example";

interface FakeWindow {
  url: string;
  focused: boolean;
  focus(): Promise<FakeWindow>;
}

function worker(openUrls: string[] = []) {
  const listeners = new Map<string, (event: object) => void>();
  const shown: { title: string; options: { body: string; data: { url: string }; tag: string } }[] = [];
  const opened: string[] = [];
  const windows = openUrls.map((url) => {
    const window: FakeWindow = { url, focused: false, focus: async () => Object.assign(window, { focused: true }) };
    return window;
  });
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]["options"]) => void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  runInNewContext(SOURCE, { self, URL });
  /** Dispatches an event and waits for what it asked the worker to wait for. */
  async function dispatch(type: string, event: object) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    expect(waits).toHaveLength(1);
    await Promise.all(waits);
  }
  const push = (text: string | null) => dispatch("push", { data: text === null ? null : { text: () => text } });
  const tap = (data: unknown) => dispatch("notificationclick", { notification: { data, close: () => undefined } });
  return { shown, opened, windows, push, tap };
}

describe("the service worker's push handler", () => {
  it("shows the server's notice, tagged by its page", async () => {
    const sw = worker();
    await sw.push(JSON.stringify({ title: "Spice Garden", body: "Your table is ready!", url: "/w/spice-garden" }));
    expect(sw.shown).toEqual([
      {
        title: "Spice Garden",
        options: expect.objectContaining({ body: "Your table is ready!", tag: "/w/spice-garden", data: { url: "/w/spice-garden" } }),
      },
    ]);
  });

  it("shows a plain notice for a push that is not ours, and never a page of another site", async () => {
    const sw = worker();
    await sw.push("not json");
    await sw.push(null);
    await sw.push(JSON.stringify({ title: "Hi", body: "x", url: "//evil.example/steal" }));
    await sw.push(JSON.stringify({ title: "Hi", body: "x", url: "https://evil.example/" }));
    expect(sw.shown.map(({ title, options }) => [title, options.data.url])).toEqual([
      ["Rasoi", "/"],
      ["Rasoi", "/"],
      ["Hi", "/"],
      ["Hi", "/"],
    ]);
  });
});

describe("a tap on the notice", () => {
  it("focuses a window already on its page", async () => {
    const sw = worker([`${ORIGIN}/menu/abc`, `${ORIGIN}/r/spice-garden/orders/1`]);
    await sw.tap({ url: "/r/spice-garden/orders/1" });
    expect(sw.windows.map((window) => window.focused)).toEqual([false, true]);
    expect(sw.opened).toEqual([]);
  });

  it("opens its page when no window shows it, on this site only", async () => {
    const sw = worker([`${ORIGIN}/menu/abc`]);
    await sw.tap({ url: "/w/spice-garden" });
    await sw.tap({ url: "//evil.example/" });
    await sw.tap(null);
    expect(sw.opened).toEqual([`${ORIGIN}/w/spice-garden`, `${ORIGIN}/`, `${ORIGIN}/`]);
  });
});
