import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { AppEnv } from "../env";
import { onError } from "../errors";
import { tableAndDish } from "../test/route-test-helpers";
import { createTestServer, jsonHeaders, signIn, type TestServer } from "../test/test-support";
import { securityHeaders } from "./security-headers";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get("content-security-policy") ?? "";
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("access-control-allow-origin")).toBeNull();
  expect(response.headers.get("access-control-allow-credentials")).toBeNull();
}

describe("security headers", () => {
  it("are on successful answers", async () => {
    const cookie = await signIn(server.app, "admin", "admin123", "admin");
    const response = await server.app.request("/api/auth/me", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it("are on 404s, 400s, 401s and 415s", async () => {
    const answers = [
      await server.app.request("/api/no-such-thing"),
      await server.app.request("/api/auth/login", { method: "POST", headers: jsonHeaders(), body: "{" }),
      await server.app.request("/api/restaurants"),
      await server.app.request("/api/auth/login", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" }),
    ];
    expect(answers.map((response) => response.status)).toEqual([404, 400, 401, 415]);
    for (const response of answers) expectSecurityHeaders(response);
  });

  it("are on an unexpected 500 turned into JSON by onError", async () => {
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.use("*", async (c, next) => {
      c.set("services", server.services);
      await next();
    });
    app.use("*", securityHeaders);
    app.get("/boom", () => {
      throw new Error("a bug");
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await app.request("/boom");
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expectSecurityHeaders(response);
  });

  it("send no CORS headers, even to a cross-site preflight", async () => {
    const response = await server.app.request("/api/demo-requests", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-methods")).toBeNull();
  });

  it("add HSTS only when the request came over HTTPS", async () => {
    const plain = await server.app.request("http://localhost/api/auth/me");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const direct = await server.app.request("https://rasoi.example/api/auth/me");
    expect(direct.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
    // X-Forwarded-Proto counts only from a trusted reverse proxy.
    const spoofed = await server.app.request("/api/auth/me", { headers: { "X-Forwarded-Proto": "https" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
    const behindProxy = await createTestServer({ trustProxy: 1 });
    try {
      const proxied = await behindProxy.app.request("/api/auth/me", { headers: { "X-Forwarded-Proto": "https" } });
      expect(proxied.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
    } finally {
      await behindProxy.close();
    }
  });

  it("are on the hot paths' prebuilt answers too: the QR answer, its 304 and a placed order, HSTS over HTTPS", async () => {
    const { table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const lookup = await server.app.request(`/api/qr/${table.qrCode}`);
    const notModified = await server.app.request(`/api/qr/${table.qrCode}`, {
      headers: { "If-None-Match": lookup.headers.get("etag") ?? "" },
    });
    const order = await server.app.request(`/api/qr/${table.qrCode}/order`, {
      method: "POST",
      headers: jsonHeaders(),
      body: JSON.stringify({
        customerName: "Header Check",
        customerPhone: "9811122233",
        customerEmail: "headers@example.in",
        items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
        totalAmount: dish.price,
      }),
    });
    expect([lookup.status, notModified.status, order.status]).toEqual([200, 304, 201]);
    for (const response of [lookup, notModified, order]) {
      expectSecurityHeaders(response);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    expect(lookup.headers.get("content-type")).toBe("application/json");
    const secure = await server.app.request(`https://rasoi.example/api/qr/${table.qrCode}`);
    expectSecurityHeaders(secure);
    expect(secure.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
  });
});
