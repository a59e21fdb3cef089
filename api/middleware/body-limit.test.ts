import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListeningServer, listen } from "../test/test-socket";
import { createTestServer, jsonHeaders, type TestServer } from "../test/test-support";

let server: TestServer;
let http: ListeningServer;
beforeAll(async () => {
  server = await createTestServer({ maxBodyBytes: 1024 });
  http = await listen(server.app);
});
afterAll(async () => {
  await http.close();
  await server.close();
});

const TOO_LARGE = { message: "Request body is too large" };
const oversized = JSON.stringify({ name: "A", email: "a@example.in", phone: "9876543210", restaurantName: "x".repeat(2000) });
const upload = (megabytes: number) => JSON.stringify({ name: "A", restaurantName: "x".repeat(megabytes * 1024 * 1024) });

describe("body size limit in-process", () => {
  it("answers 413 when the declared length is too large, before any handler runs", async () => {
    const response = await server.app.request("/api/demo-requests", {
      method: "POST",
      headers: { ...jsonHeaders(), "Content-Length": String(oversized.length) },
      body: oversized,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(response.headers.get("connection")).toBe("close");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("lets a body within the limit through", async () => {
    const response = await server.app.request("/api/demo-requests", {
      method: "POST",
      headers: jsonHeaders(),
      body: JSON.stringify({ name: "A", email: "a@example.in", phone: "9876543210", restaurantName: "Small" }),
    });
    expect(response.status).toBe(201);
  });
});

describe("body size limit over a real socket", () => {
  const url = (path: string) => `http://127.0.0.1:${http.port}${path}`;

  it("answers a 2 MB upload with 413 every time (30 of 30), never a reset connection", async () => {
    const body = upload(2);
    const send = () =>
      fetch(url("/api/demo-requests"), { method: "POST", headers: { "Content-Type": "application/json" }, body }).then(
        async (response) => ({ status: response.status, body: await response.json() }),
        (error: unknown) => ({ status: 0, body: String(error) }),
      );
    const answers = await Promise.all(Array.from({ length: 30 }, send));
    expect(answers).toEqual(Array.from({ length: 30 }, () => ({ status: 413, body: TOO_LARGE })));
  });

  it("answers 413 to 2 MB uploads over a slow link too (30 of 30), once the client has sent them", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const chunks = 32;
    // A phone on restaurant Wi-Fi: the body trickles in well after the server knows its declared length.
    const trickle = () => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull: (controller) =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              controller.enqueue(chunk);
              sent += 1;
              if (sent === chunks) controller.close();
              resolve();
            }, 40),
          ),
      });
    };
    const slowUpload = () => {
      // Node's fetch needs duplex for a streamed body; the DOM RequestInit type does not know the field yet.
      const init = {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(chunk.length * chunks) },
        body: trickle(),
        duplex: "half",
      };
      return fetch(url("/api/demo-requests"), init).then(
        async (response) => ({ status: response.status, body: await response.json() }),
        (error: unknown) => ({ status: 0, body: String(error) }),
      );
    };
    const answers = await Promise.all(Array.from({ length: 30 }, slowUpload));
    expect(answers).toEqual(Array.from({ length: 30 }, () => ({ status: 413, body: TOO_LARGE })));
  });

  it("answers 413 to a chunked upload without a length that grows too large", async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request(
        { host: "127.0.0.1", port: http.port, method: "POST", path: "/api/auth/login", headers: { "Content-Type": "application/json" } },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      outgoing.on("error", reject);
      // No Content-Length: Node sends the body chunked.
      for (let chunk = 0; chunk < 64; chunk += 1) outgoing.write("x".repeat(8 * 1024));
      outgoing.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });

  it("lets a small chunked body through to the handler", async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const outgoing = request(
        { host: "127.0.0.1", port: http.port, method: "POST", path: "/api/demo-requests", headers: { "Content-Type": "application/json" } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on("error", reject);
      outgoing.write(JSON.stringify({ name: "Chunked", email: "c@example.in", phone: "9876543210" }).slice(0, -1));
      outgoing.end(', "restaurantName": "Chunked Cafe"}');
    });
    expect(answer).toBe(201);
  });
});
