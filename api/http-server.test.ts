import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./config";
import { type ListeningServer, listen } from "./test/test-socket";
import { createTestServer, type TestServer } from "./test/test-support";

/** Everything the server sends on this socket until it closes it. */
function untilClosed(socket: Socket): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1"))));
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
  });
}

let server: TestServer;
let http: ListeningServer;
const SETTINGS = { ...testConfig().server, headersTimeoutMs: 500, requestTimeoutMs: 60_000, idleTimeoutMs: 1500, maxConnections: 3 };

beforeAll(async () => {
  server = await createTestServer();
  http = await listen(server.app, SETTINGS);
});
afterAll(async () => {
  await http.close();
  await server.close();
});

describe("the HTTP server's limits", () => {
  it("cuts off a client that sends its headers a byte at a time (never idle, never done)", async () => {
    const socket = await open(http.port);
    const answer = untilClosed(socket);
    socket.write("GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    const trickle = setInterval(() => socket.write("a"), 100);
    const received = await answer;
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it("drops a client that goes quiet in the middle of its body", async () => {
    const socket = await open(http.port);
    const answer = untilClosed(socket);
    socket.write("POST /api/demo-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{");
    // Closed for idling long before the 60 s request deadline; nothing was answered.
    expect(await answer).toBe("");
  });

  it("refuses connections beyond the cap once every one has sent a request, and serves again once they are gone", async () => {
    const held = await Promise.all([open(http.port), open(http.port), open(http.port)]);
    // Keep-alive connections that were answered and wait for their next request: none gives way.
    await Promise.all(
      held.map((socket) => {
        const answered = new Promise((resolve) => socket.once("data", resolve));
        socket.write("GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        return answered;
      }),
    );
    const closed = held.map(untilClosed);
    const extra = await open(http.port);
    expect(await untilClosed(extra)).toBe("");
    for (const socket of held) socket.destroy();
    await Promise.all(closed);
    const response = await fetch(`http://127.0.0.1:${http.port}/api/auth/me`);
    expect(response.status).toBe(401);
  });
});
