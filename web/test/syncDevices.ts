import { Dexie, liveQuery } from "dexie";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { App } from "../../api/app";
import { testConfig } from "../../api/config";
import { createTestServer, type TestServer } from "../../api/test/test-support";
import { type SessionUser, sessionUser } from "../../shared/schemas/auth";
import { StaffDb } from "../data/db";
import { newId } from "../data/ids";
import { createMutate, type Mutate } from "../data/mutate";
import { createSyncEngine, type EngineOptions, type SyncEngine } from "../data/sync/engine";
import type { FetchLike } from "../http/send";

// Dexie's liveQuery does nothing where no global IndexedDB exists (Node has none); each device still
// opens its own fake-indexeddb factory, this one only tells liveQuery that IndexedDB is there.
Dexie.dependencies.indexedDB ??= new IDBFactory();
Dexie.dependencies.IDBKeyRange ??= IDBKeyRange;

/**
 * Test helpers for the data layer: a device is a fake-indexeddb database, the real engine and the
 * real Hono app in-process (`app.request` as its fetch), with faults injected between the two.
 */

/** What can go wrong with one request on its way to the server and back. */
export type Fault =
  /** Lost before reaching the server (Wi-Fi down). */
  | "drop-before"
  /** Reached the server and committed there, but the answer never came back. */
  | "drop-after"
  /** A proxy or the server answered 500 without doing anything. */
  | "server-error"
  /** Never answered: only the client's own timeout ends it. */
  | "hang";

/** A session cookie kept between requests, like a browser's jar for one origin. */
export interface CookieJar {
  cookie?: string;
}

/** `fetch` as the browser would do it against the app: same origin, cookies from the jar, new cookies kept. */
export function appFetch(app: App, jar: CookieJar): FetchLike {
  return async (input, init) => {
    const headers = new Headers(init.headers);
    headers.set("Origin", "http://localhost");
    headers.set("Sec-Fetch-Site", "same-origin");
    if (jar.cookie) headers.set("Cookie", jar.cookie);
    const response = await app.request(input, { ...init, headers });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) jar.cookie = setCookie.split(";")[0];
    return response;
  };
}

/** Decides the fault of each call (undefined: none); `door`, when set, holds each call before it leaves. */
export interface FaultPlan {
  plan: (input: string, init: RequestInit) => Fault | undefined;
  door?: ((init: RequestInit) => Promise<void>) | undefined;
}

/** Wraps a fetch so each call first asks `faults` whether to misbehave. */
export function faultyFetch(inner: FetchLike, faults: FaultPlan): FetchLike {
  return async (input, init) => {
    if (faults.door) {
      await faults.door(init);
      // As a browser's fetch does with a request cancelled while it waited.
      init.signal?.throwIfAborted();
    }
    switch (faults.plan(input, init)) {
      case "drop-before":
        throw new TypeError("Failed to fetch");
      case "drop-after":
        await (await inner(input, init)).text();
        throw new TypeError("Failed to fetch");
      case "server-error":
        return new Response(JSON.stringify({ message: "Bad gateway" }), { status: 500 });
      case "hang":
        return new Promise<Response>((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        });
      case undefined:
        return inner(input, init);
    }
  };
}

export async function signInThrough(fetch: FetchLike, login: { username: string; password: string; role: string }): Promise<SessionUser> {
  const response = await fetch("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ emailOrUsername: login.username, password: login.password, role: login.role }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return sessionUser.parse(await response.json());
}

export interface Device {
  user: SessionUser;
  jar: CookieJar;
  db: StaffDb;
  mutate: Mutate;
  engine: SyncEngine;
  toasts: { title: string; description: string }[];
  signedOut: number;
  /** Decides the fault of each call; tests replace it mid-way. */
  faults: FaultPlan;
  /** Where this device keeps its databases (another tab of the same browser opens the same). */
  indexedDB: IDBFactory;
  /** Closes the app and opens it again: same stored data and session, new database object and engine. */
  restart(): Promise<Device>;
  close(): void;
}

export interface DeviceOptions extends Partial<Pick<EngineOptions, "live" | "triggers" | "timeoutMs">> {}

interface Stored {
  user: SessionUser;
  jar: CookieJar;
  name: string;
  indexedDB: IDBFactory;
}

async function openDevice(app: App, stored: Stored, { live = false, triggers, timeoutMs = 200 }: DeviceOptions): Promise<Device> {
  const { user, jar, name, indexedDB } = stored;
  const faults: FaultPlan = { plan: () => undefined };
  const fetch = faultyFetch(appFetch(app, jar), faults);
  const db = new StaffDb(name, { indexedDB, IDBKeyRange });
  const device: Device = {
    user,
    jar,
    db,
    toasts: [],
    signedOut: 0,
    faults,
    indexedDB,
    mutate: createMutate(db, user.restaurantId),
    engine: createSyncEngine({
      db,
      user,
      fetch,
      live,
      triggers,
      timeoutMs,
      notify: (toast) => device.toasts.push(toast),
      onSignedOut: () => {
        device.signedOut += 1;
      },
    }),
    restart() {
      device.close();
      return openDevice(app, stored, { live, triggers, timeoutMs });
    },
    close() {
      void device.engine.stop();
      db.close();
    },
  };
  device.engine.start();
  await device.engine.refresh();
  return device;
}

/** A signed-in staff device with its own local database, its engine started and a first pull done. */
export async function createDevice(
  app: App,
  login: { username: string; password: string; role: string },
  options: DeviceOptions = {},
): Promise<Device> {
  const jar: CookieJar = {};
  const user = await signInThrough(appFetch(app, jar), login);
  return openDevice(app, { user, jar, name: `device-${newId()}`, indexedDB: new IDBFactory() }, options);
}

/**
 * Pushes and pulls until nothing waits (or `rounds` tries are used up, for faults that never clear):
 * what a device does on its own through its triggers, run here without waiting for backoff timers.
 */
export async function syncUntilQuiet(device: Device, rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await device.engine.pushNow();
    if ((await device.db.outbox.count()) === 0) break;
  }
  await device.engine.refresh();
}

/** Injects `fault` into the first `times` writes (non-GET calls), then lets everything through; counts what it did. */
export function failWrites(target: Device, fault: Fault, times = 1): { injected: number } {
  const seen = { injected: 0 };
  target.faults.plan = (_input, init) => {
    if (init.method === "GET" || seen.injected >= times) return undefined;
    seen.injected += 1;
    return fault;
  };
  return seen;
}

/**
 * Holds the device's next calls at the door until `open()`: `held` resolves with the first call's
 * init once it waits there. Calls after `open()` go straight through.
 */
export function holdCalls(device: Device): { held: Promise<RequestInit>; open(): void } {
  let arrived: (init: RequestInit) => void = () => {};
  let open: () => void = () => {};
  const held = new Promise<RequestInit>((resolve) => {
    arrived = resolve;
  });
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  device.faults.door = (init) => {
    arrived(init);
    return opened;
  };
  return {
    held,
    open() {
      device.faults.door = undefined;
      open();
    },
  };
}

/** Resolves with the first value of `query` (re-run on every change of the database) that `done` accepts. */
export function until<T>(query: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const watch = liveQuery(query).subscribe({
      next: (value) => {
        if (!done(value)) return;
        resolve(value);
        queueMicrotask(() => watch.unsubscribe());
      },
      error: reject,
    });
  });
}

export interface SyncTestBed {
  /** The real app over a real SQLite file, with rate limits off (tests place many orders). */
  readonly server: TestServer;
  /** A device signed in as `login`; closed after the test that made it. */
  device(login: { username: string; password: string; role: string }, options?: DeviceOptions): Promise<Device>;
  /** Closes this device too after the test (one made by `restart`, say). */
  track(device: Device): Device;
}

/** Registers a test file's hooks: one server for the file, the devices of each test closed after it. */
export function setupSyncTests(): SyncTestBed {
  let server: TestServer | undefined;
  const devices: Device[] = [];
  const running = () => {
    if (!server) throw new Error("the server is only there inside a test");
    return server;
  };
  beforeAll(async () => {
    server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  });
  afterEach(() => {
    for (const device of devices.splice(0)) device.close();
  });
  afterAll(() => server?.close());
  return {
    get server() {
      return running();
    },
    async device(login, options) {
      const made = await createDevice(running().app, login, options);
      devices.push(made);
      return made;
    },
    track(device) {
      devices.push(device);
      return device;
    },
  };
}
