import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerWorker } from "./registerWorker";

/** The browser's side, as far as registerWorker uses it: a registration that can announce a new worker. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  install() {
    this.state = "installed";
    this.dispatchEvent(new Event("statechange"));
  }
}
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

let registration: FakeRegistration;
let controller: object | null;

beforeEach(() => {
  registration = new FakeRegistration();
  controller = {};
  vi.stubEnv("DEV", false);
  const container = Object.defineProperty(Object.assign(new EventTarget(), { register: vi.fn(async () => registration) }), "controller", {
    get: () => controller,
  });
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

/** The page has loaded (jsdom's readyState is "complete"), so registering starts at once. */
async function registered(onWaiting: (worker: ServiceWorker) => void): Promise<() => void> {
  const stop = registerWorker(onWaiting);
  await vi.waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalledWith("/sw.js", { scope: "/" }));
  await Promise.resolve();
  return stop;
}

describe("registerWorker", () => {
  it("offers a new version once it has installed beside the one in control", async () => {
    const onWaiting = vi.fn();
    await registered(onWaiting);
    const worker = new FakeWorker();
    registration.found(worker);
    expect(onWaiting).not.toHaveBeenCalled();
    worker.install();
    expect(onWaiting).toHaveBeenCalledExactlyOnceWith(worker);
  });

  it("offers nothing for a new version that failed to install", async () => {
    const onWaiting = vi.fn();
    await registered(onWaiting);
    const worker = new FakeWorker();
    registration.found(worker);
    worker.state = "redundant";
    worker.dispatchEvent(new Event("statechange"));
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it("offers a version already waiting from an earlier visit", async () => {
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    const onWaiting = vi.fn();
    await registered(onWaiting);
    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalledWith(waiting));
  });

  it("offers nothing for the first worker, which takes over by itself", async () => {
    controller = null;
    const onWaiting = vi.fn();
    await registered(onWaiting);
    const worker = new FakeWorker();
    registration.found(worker);
    worker.install();
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it("offers nothing once stopped", async () => {
    const onWaiting = vi.fn();
    const stop = await registered(onWaiting);
    stop();
    const worker = new FakeWorker();
    registration.found(worker);
    worker.install();
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
