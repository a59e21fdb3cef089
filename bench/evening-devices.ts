/**
 * The Friday-night bench's clients (bench/evening.ts): a staff device signed in with its own session
 * that keeps the restaurant's live stream open and pulls the orders it names, as the sync engine does
 * (docs/sync.md), and a timed request helper every device and guest goes through.
 */
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { createSseParser } from "../shared/sse";
import type { Timings } from "./evening-stats";

/** The servers' addresses: requests go round them in turn (one process on SQLite, two on PostgreSQL). */
export class Servers {
  readonly #urls: readonly string[];
  #turn = 0;

  constructor(urls: readonly string[]) {
    this.#urls = urls;
  }

  next(): string {
    const url = this.#urls[this.#turn++ % this.#urls.length];
    if (url === undefined) throw new Error("no server to send to");
    return url;
  }
}

/** Requests share a pool of kept-alive connections, as phones and tablets each keep a few; streams each hold their own. */
// An idle socket is let go after 4 s, before the server's 5 s keep-alive closes it under a request (a 5 s poll raced it).
const pool = new Agent({ keepAlive: true, maxSockets: 48, timeout: 4_000 });
const streams = new Agent({ keepAlive: false });

interface Raw {
  status: number;
  text: string;
}

function send(url: string, method: string, headers: Record<string, string>, body: string | undefined): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent: pool }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** What every request of the run goes through: timed per action, its status counted against the expected ones. */
export class Requests {
  readonly servers: Servers;
  readonly timings: Timings;
  /** Answers outside the expected statuses, by action and status: the run fails on any. */
  readonly unexpected = new Map<string, number>();
  count = 0;

  constructor(servers: Servers, timings: Timings) {
    this.servers = servers;
    this.timings = timings;
  }

  async send<T>(
    action: string,
    method: string,
    path: string,
    { body, cookie, key = method === "GET" ? undefined : randomUUID(), expect = [200, 201, 204] }: SendOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (cookie) headers.Cookie = cookie;
    if (key) headers["Idempotency-Key"] = key;
    const started = performance.now();
    this.count += 1;
    try {
      const { status, text } = await send(
        `${this.servers.next()}${path}`,
        method,
        headers,
        body === undefined ? undefined : JSON.stringify(body),
      );
      this.timings.record(action, performance.now() - started);
      if (!expect.includes(status)) this.#count(`${action} ${status}: ${text.slice(0, 120)}`);
      return { status, body: (text ? JSON.parse(text) : null) as T };
    } catch (error) {
      this.#count(`${action} failed: ${error instanceof Error ? error.message : String(error)}`);
      return { status: 0, body: null as T };
    }
  }

  #count(what: string): void {
    this.unexpected.set(what, (this.unexpected.get(what) ?? 0) + 1);
  }
}

export interface SendOptions {
  body?: unknown;
  cookie?: string;
  /** The Idempotency-Key: a fresh one for every write unless given (a replay passes the first one's). */
  key?: string;
  expect?: readonly number[];
}

export async function signIn(requests: Requests, username: string, password: string, role: string): Promise<string> {
  const response = await fetch(`${requests.servers.next()}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ emailOrUsername: username, password, role }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`signing in as ${username} answered ${response.status}`);
  return cookie;
}

/** An order line as staff devices pull it. */
export interface PulledLine {
  lineId: string;
  quantity: number;
  readyAt: string | null;
}

export interface PulledOrder {
  id: string;
  tableId: string | null;
  status: string;
  readyAt: string | null;
  createdAt: string;
  updatedAt: string;
  items: PulledLine[];
}

/** An open server-sent event stream read line by line; `close` ends it. */
export interface EventStream {
  close(): void;
  /** Resolves when the stream has said `ready`. */
  ready: Promise<void>;
}

/** Opens `path` as an event stream and hands each event to `onEvent` until closed. */
export function openStream(
  url: string,
  path: string,
  cookie: string | undefined,
  onEvent: (event: string, data: string) => void,
): EventStream {
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let closed = false;
  const parse = createSseParser();
  const outgoing = request(`${url}${path}`, { headers: cookie ? { Cookie: cookie } : {}, agent: streams }, (response) => {
    if (response.statusCode !== 200) console.error(`stream ${path} answered ${response.statusCode}`);
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      for (const event of parse(chunk)) {
        if (event.event === "ready") markReady();
        onEvent(event.event, event.data);
      }
    });
    response.on("error", () => {});
  });
  outgoing.on("error", (error) => {
    if (!closed) console.error(`stream ${path} ended: ${error.message}`);
  });
  outgoing.end();
  return {
    close: () => {
      closed = true;
      outgoing.destroy();
    },
    ready,
  };
}

/**
 * A staff device: its own session and live stream; on every change naming orders it pulls the orders
 * changed since its cursor (one pull at a time, a change during a pull asks for one more), as the
 * sync engine does. `seen` records when each order first reached this device's copy.
 */
export class StaffDevice {
  readonly orders = new Map<string, PulledOrder>();
  readonly seen = new Map<string, number>();
  readonly cookie: string;
  #cursor: string | null = null;
  #pulling: Promise<void> | null = null;
  #again = false;
  #stream: EventStream | null = null;
  readonly #requests: Requests;
  readonly #restaurantId: string;

  constructor(requests: Requests, restaurantId: string, cookie: string) {
    this.#requests = requests;
    this.#restaurantId = restaurantId;
    this.cookie = cookie;
  }

  /** Opens the live stream on `url`; `onTopics` hears every change besides the pulls this device makes itself. */
  async connect(url: string, onTopics: (topics: string[]) => void = () => {}): Promise<void> {
    this.#stream = openStream(url, `/api/restaurants/${this.#restaurantId}/events`, this.cookie, (event, data) => {
      if (event === "ready") void this.pull();
      if (event !== "change") return;
      const { topics } = JSON.parse(data) as { topics: string[] };
      if (topics.includes("orders")) void this.pull();
      onTopics(topics);
    });
    await this.#stream.ready;
  }

  pull(): Promise<void> {
    if (this.#pulling) {
      this.#again = true;
      return this.#pulling;
    }
    this.#pulling = (async () => {
      do {
        this.#again = false;
        const since = this.#cursor ? `?updatedSince=${encodeURIComponent(this.#cursor)}` : "";
        const { status, body } = await this.#requests.send<PulledOrder[]>(
          "pull orders",
          "GET",
          `/api/restaurants/${this.#restaurantId}/orders${since}`,
          { cookie: this.cookie },
        );
        if (status !== 200) break;
        const now = performance.now();
        for (const order of body) {
          this.orders.set(order.id, order);
          if (!this.seen.has(order.id)) this.seen.set(order.id, now);
          if (this.#cursor === null || order.updatedAt > this.#cursor) this.#cursor = order.updatedAt;
        }
      } while (this.#again);
      this.#pulling = null;
    })();
    return this.#pulling;
  }

  close(): void {
    this.#stream?.close();
  }
}
