import { connect, createServer, type Socket } from "node:net";

/** What the proxy does to one request it faults (docs/sync.md, How it is tested). */
export const FAULTS = ["drop", "reset", "lost-answer", "withheld", "bad-gateway", "delay", "blackhole"] as const;
export type Fault = (typeof FAULTS)[number];

/** A small seeded generator (mulberry32): the same seed faults the same way, request for request. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ChaosOptions {
  /** The real server's port on 127.0.0.1. */
  targetPort: number;
  seed: number;
  /** Share of eligible requests faulted while faulting is on. */
  rate: number;
  /**
   * The faults a request may meet (by method, path and its whole head); none: it always passes. A
   * script or stylesheet that never answers would hang its page for good, so assets get only cuts.
   */
  faultsFor(method: string, path: string, head: string): readonly Fault[];
  /**
   * How long a delayed request may be held before it goes on, one picked per request: one past the
   * client's 10 s limit makes it give up and resend while the first copy is still on its way.
   */
  delaysMs: readonly number[];
}

/** A fault the test asks for by hand, for requests whose head matches, whether or not faulting is on. */
export interface ScriptedFault {
  /** Sees the request's head (request line and headers, as sent). */
  matches(head: string): boolean;
  fault: Fault;
  /** How many matching requests meet it; until `lift()` when left out. */
  times?: number;
}

export interface Scripted {
  /** How many requests have met it so far. */
  readonly met: number;
  /** Resolves once `count` requests have met it. */
  reached(count: number): Promise<void>;
  /** Resolves once the client gave up (closed its connection) on `count` of the requests that met it. */
  abandoned(count: number): Promise<void>;
  /** Stops it: matching requests go on as the seed says. */
  lift(): void;
}

export interface ChaosProxy {
  /** e.g. http://127.0.0.1:41235: the address browsers are given instead of the server's. */
  readonly url: string;
  /** Turns faults on or off; off, every request passes untouched (the network healed). */
  setFaulting(on: boolean): void;
  /** Gives matching requests this fault before any seeded one (rules are tried in the order added). */
  script(rule: ScriptedFault): Scripted;
  /** How many requests met each fault, and how many passed, since the start. */
  readonly counts: Readonly<Record<Fault | "passed", number>>;
  close(): Promise<void>;
}

const HEAD_END = "\r\n\r\n";
const BAD_GATEWAY = "HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/plain\r\nContent-Length: 11\r\nConnection: close\r\n\r\nBad Gateway";

/**
 * A fault-injecting TCP proxy for one HTTP/1.1 server. Each request's head is read, its `Connection`
 * header set to `close` (so one connection carries one request and the answer ends when the server
 * closes), and then, for a share of the eligible requests chosen by the seed, one fault: dropped
 * before forwarding, reset mid-answer, answer lost after the server answered (so committed), the
 * same answer withheld on a line that stays open, a 502 from the proxy, a long delay before
 * forwarding, or a blackhole that never answers.
 */
export async function startChaosProxy(options: ChaosOptions): Promise<ChaosProxy> {
  const random = seededRandom(options.seed);
  const counts: Record<Fault | "passed", number> = {
    passed: 0,
    drop: 0,
    reset: 0,
    "lost-answer": 0,
    withheld: 0,
    "bad-gateway": 0,
    delay: 0,
    blackhole: 0,
  };
  const open = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let faulting = false;
  interface Waiter {
    count: number;
    resolve(): void;
  }
  interface Rule {
    rule: ScriptedFault;
    met: number;
    closed: number;
    lifted: boolean;
    waiters: Waiter[];
    closeWaiters: Waiter[];
  }
  const rules: Rule[] = [];
  const wake = (waiters: Waiter[], count: number) => {
    for (const waiter of waiters.filter((waiter) => waiter.count <= count)) waiter.resolve();
  };
  const until = (waiters: Waiter[], count: number, now: number) =>
    count <= now ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }));

  const track = (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
    // A peer that vanishes is expected here; its error must not bring the test process down.
    socket.on("error", () => socket.destroy());
  };

  const choose = (method: string, path: string, head: string, client: Socket): Fault | "passed" => {
    const scripted = rules.find(({ rule, met, lifted }) => !lifted && met < (rule.times ?? Number.POSITIVE_INFINITY) && rule.matches(head));
    if (scripted) {
      scripted.met += 1;
      wake(scripted.waiters, scripted.met);
      client.once("close", () => wake(scripted.closeWaiters, ++scripted.closed));
      return scripted.rule.fault;
    }
    const faults = faulting ? options.faultsFor(method, path, head) : [];
    if (faults.length === 0) return "passed";
    const roll = random();
    const pick = random();
    if (roll >= options.rate) return "passed";
    return faults[Math.floor(pick * faults.length)] ?? "drop";
  };

  /** Opens the server connection and sends the request; `onAnswer` sees the server's bytes. */
  const forward = (client: Socket, head: Buffer, onAnswer: (chunk: Buffer, upstream: Socket) => void) => {
    const upstream = connect(options.targetPort, "127.0.0.1");
    track(upstream);
    upstream.write(head);
    client.pipe(upstream);
    upstream.on("data", (chunk: Buffer) => onAnswer(chunk, upstream));
    upstream.once("end", () => client.end());
    upstream.once("close", () => client.destroy());
    client.once("close", () => upstream.destroy());
  };

  const pass = (client: Socket, head: Buffer) =>
    forward(client, head, (chunk) => {
      client.write(chunk);
    });

  const server = createServer((client) => {
    track(client);
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(HEAD_END);
      if (end < 0) return;
      client.off("data", onData);
      client.pause();
      const headText = buffered.subarray(0, end).toString("latin1");
      const rest = buffered.subarray(end + HEAD_END.length);
      const [requestLine = "", ...headers] = headText.split("\r\n");
      const [method = "", path = ""] = requestLine.split(" ");
      const kept = headers.filter((line) => !/^(connection|keep-alive):/i.test(line));
      const head = Buffer.concat([Buffer.from([requestLine, ...kept, "Connection: close"].join("\r\n") + HEAD_END, "latin1"), rest]);
      const fault = choose(method, path, headText, client);
      counts[fault] += 1;
      switch (fault) {
        case "passed":
          return pass(client, head);
        case "drop":
          return client.resetAndDestroy();
        case "bad-gateway":
          return client.end(BAD_GATEWAY);
        case "blackhole":
          // Read and never answer: the client's own time limit has to notice.
          client.resume();
          return;
        case "delay": {
          const delayMs = options.delaysMs[Math.floor(random() * options.delaysMs.length)] ?? 0;
          const timer = setTimeout(() => {
            timers.delete(timer);
            // Sent even when the client has given up: the server still gets (and commits) the late copy.
            forward(client, head, (chunk, upstream) => (client.destroyed ? upstream.destroy() : client.write(chunk)));
          }, delayMs);
          timers.add(timer);
          return;
        }
        case "reset":
          return forward(client, head, (chunk, upstream) => {
            // Part of the answer arrives, then the line breaks.
            client.write(chunk.subarray(0, Math.max(1, Math.floor(chunk.length / 2))), () => client.resetAndDestroy());
            upstream.destroy();
          });
        case "withheld": {
          // The server answers (and commits), the answer never arrives, and the line stays open: Wi-Fi
          // that fails mid-answer without a reset. Only the client's own time limit ends it.
          const upstream = connect(options.targetPort, "127.0.0.1");
          track(upstream);
          upstream.end(head);
          upstream.resume();
          client.resume();
          return;
        }
        case "lost-answer":
          return forward(client, head, (_chunk, upstream) => {
            // The server has answered, so the write is committed; the client never hears of it.
            client.resetAndDestroy();
            upstream.destroy();
          });
      }
    };
    client.on("data", onData);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the chaos proxy has no TCP port");

  return {
    url: `http://127.0.0.1:${address.port}`,
    setFaulting(on) {
      faulting = on;
    },
    script(rule) {
      const entry: Rule = { rule, met: 0, closed: 0, lifted: false, waiters: [], closeWaiters: [] };
      rules.push(entry);
      return {
        get met() {
          return entry.met;
        },
        reached: (count) => until(entry.waiters, count, entry.met),
        abandoned: (count) => until(entry.closeWaiters, count, entry.closed),
        lift() {
          entry.lifted = true;
        },
      };
    },
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
