import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config";
import { listen, overSocket } from "../test/test-socket";
import { createTestServer, type TestServer } from "../test/test-support";

// Every 127.x.y.z is this machine on Linux: each stands for one client address.
const ATTACKER = "127.0.0.2";
const DINER = "127.0.0.3";
const REQUEST = "GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\n";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

function open(port: number, from: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from }, () => resolve(socket));
    socket.on("error", reject);
  });
}

/** Everything the server sends on this socket until the socket closes. */
function untilClosed(socket: Socket): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.on("error", () => {});
  return new Promise((resolve) => socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1"))));
}

/** Completes a request on a socket that stayed silent so far; its answer, or "" when the server had closed it. */
function finishRequest(socket: Socket): Promise<string> {
  const answer = untilClosed(socket);
  socket.end(`${REQUEST}Connection: close\r\n\r\n`);
  return answer;
}

/**
 * A slowloris from one address: `sockets` connections, each sending one more header line every
 * `lineEveryMs` and reopened at once when the server closes it, until `stop()` (or `maxOpens` opens).
 */
function slowloris(port: number, sockets: number, lineEveryMs: number, maxOpens: number) {
  let stopped = false;
  let opens = 0;
  const live = new Set<Socket>();
  const run = () => {
    if (stopped || opens >= maxOpens) return;
    opens += 1;
    const socket = connect({ port, host: "127.0.0.1", localAddress: ATTACKER });
    live.add(socket);
    socket.on("error", () => {});
    socket.on("connect", () => socket.write(REQUEST));
    const trickle = setInterval(() => socket.write(`X-Slow-${opens}: a\r\n`), lineEveryMs);
    socket.on("close", () => {
      clearInterval(trickle);
      live.delete(socket);
      run();
    });
  };
  for (let index = 0; index < sockets; index += 1) run();
  return {
    stop() {
      stopped = true;
      for (const socket of live) socket.destroy();
    },
  };
}

describe("connections per client address", () => {
  const SETTINGS = { ...testConfig().server, headersTimeoutMs: 2_000, maxConnections: 8, maxConnectionsPerAddress: 4 };

  it("a slowloris from one address leaves room for everyone else's requests", async () => {
    const http = await listen(server.app, SETTINGS);
    const attack = slowloris(http.port, 12, 300, 400);
    try {
      const answers: number[] = [];
      for (let index = 0; index < 10; index += 1) {
        answers.push(
          await overSocket(http.port, { path: "/api/auth/me", from: DINER }).then(
            (answer) => answer.status,
            () => 0,
          ),
        );
      }
      expect(answers).toEqual(answers.map(() => 401));
    } finally {
      attack.stop();
      await http.close();
    }
  });

  it("closes the address's oldest silent connection for its newest", async () => {
    const http = await listen(server.app, { ...SETTINGS, maxConnectionsPerAddress: 2 });
    try {
      const first = await open(http.port, ATTACKER);
      const firstAnswer = untilClosed(first);
      const rest = [await open(http.port, ATTACKER), await open(http.port, ATTACKER)];
      expect(await firstAnswer).toBe("");
      for (const socket of rest) expect(await finishRequest(socket)).toMatch(/^HTTP\/1\.1 401/);
    } finally {
      await http.close();
    }
  });

  it("counts every socket of a trusted proxy as one client of many, so only the total cap applies", async () => {
    const http = await listen(server.app, { ...SETTINGS, maxConnectionsPerAddress: 2 }, 1);
    try {
      const sockets = [await open(http.port, ATTACKER), await open(http.port, ATTACKER), await open(http.port, ATTACKER)];
      for (const socket of sockets) expect(await finishRequest(socket)).toMatch(/^HTTP\/1\.1 401/);
    } finally {
      await http.close();
    }
  });
});

describe("a full server", () => {
  it("closes the oldest connection that sent no request, never one that did, for a new client", async () => {
    const http = await listen(server.app, { ...testConfig().server, maxConnections: 4, keepAliveTimeoutMs: 60_000 });
    try {
      // A tablet whose keep-alive connection has served a request and waits for the next.
      const tablet = await open(http.port, "127.0.0.4");
      const firstReply = new Promise<string>((resolve) => tablet.once("data", (chunk: Buffer) => resolve(chunk.toString("latin1"))));
      tablet.write(`${REQUEST}\r\n`);
      expect(await firstReply).toMatch(/^HTTP\/1\.1 401/);
      const silent = [await open(http.port, "127.0.0.5"), await open(http.port, "127.0.0.6"), await open(http.port, "127.0.0.7")];
      const oldestClosed = untilClosed(silent[0] as Socket);

      expect((await overSocket(http.port, { path: "/api/auth/me", from: DINER })).status).toBe(401);
      expect(await oldestClosed).toBe("");
      expect(await finishRequest(tablet)).toMatch(/^HTTP\/1\.1 401/);
      for (const socket of silent.slice(1)) socket.destroy();
    } finally {
      await http.close();
    }
  });
});
