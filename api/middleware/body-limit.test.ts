import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, jsonHeaders, type TestServer } from "../test-support";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ maxBodyBytes: 1024 });
});
afterAll(() => server.close());

const oversized = JSON.stringify({ name: "A", email: "a@example.in", phone: "9876543210", restaurantName: "x".repeat(2000) });

describe("body size limit", () => {
  it("answers 413 when the declared length is too large, before any handler runs", async () => {
    const response = await server.app.request("/api/demo-requests", {
      method: "POST",
      headers: { ...jsonHeaders(), "Content-Length": String(oversized.length) },
      body: oversized,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body is too large" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 413 for a streamed body without a length that grows too large", async () => {
    const bytes = new TextEncoder().encode(oversized);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let start = 0; start < bytes.length; start += 256) controller.enqueue(bytes.subarray(start, start + 256));
        controller.close();
      },
    });
    // Node's fetch needs duplex for a streamed body; the DOM RequestInit type does not know the field yet.
    const init = { method: "POST", headers: jsonHeaders(), body, duplex: "half" };
    const response = await server.app.request("/api/auth/login", init);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body is too large" });
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
