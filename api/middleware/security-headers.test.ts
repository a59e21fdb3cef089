import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

const DOCUMENT_CSP = [
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
];

function expectNoCors(response: Response): void {
  expect(response.headers.get("access-control-allow-origin")).toBeNull();
  expect(response.headers.get("access-control-allow-credentials")).toBeNull();
}

/** What every answer carries, whatever it is. */
function expectEveryAnswerHeaders(response: Response): void {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expectNoCors(response);
}

/** A page (or the service worker): the full CSP and the document headers. */
function expectDocumentHeaders(response: Response): void {
  expectEveryAnswerHeaders(response);
  const csp = response.headers.get("content-security-policy") ?? "";
  for (const directive of DOCUMENT_CSP) expect(csp).toContain(directive);
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
}

/** An API answer: runs nothing and may not be framed if opened in a tab; no document headers. */
function expectApiHeaders(response: Response): void {
  expectEveryAnswerHeaders(response);
  expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get("x-frame-options")).toBeNull();
  expect(response.headers.get("permissions-policy")).toBeNull();
}

describe("security headers", () => {
  it("give pages and the service worker the document set, scripts and styles only what they use", async () => {
    const root = mkdtempSync(join(tmpdir(), "rasoi-headers-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "index.html"), "<!doctype html><title>Rasoi</title>");
    writeFileSync(join(root, "sw.js"), "self.skipWaiting;");
    writeFileSync(join(root, "assets", "index-abc123.js"), "console.log('rasoi');");
    writeFileSync(join(root, "assets", "index-abc123.css"), "body{margin:0}");
    const web = await createTestServer({ webDir: root });
    try {
      for (const path of ["/", "/menu/qr_abc", "/sw.js"]) expectDocumentHeaders(await web.app.request(path));
      for (const path of ["/assets/index-abc123.js", "/assets/index-abc123.css"]) {
        const asset = await web.app.request(path);
        expect(asset.status).toBe(200);
        expectEveryAnswerHeaders(asset);
        expect(asset.headers.get("content-security-policy")).toBeNull();
        expect(asset.headers.get("x-frame-options")).toBeNull();
      }
      expectApiHeaders(await web.app.request("/assets/missing-123.js"));
    } finally {
      await web.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("are on successful answers", async () => {
    const cookie = await signIn(server.app, "admin", "admin123", "admin");
    const response = await server.app.request("/api/auth/me", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expectApiHeaders(response);
  });

  it("are on 404s, 400s, 401s and 415s", async () => {
    const answers = [
      await server.app.request("/api/no-such-thing"),
      await server.app.request("/api/auth/login", { method: "POST", headers: jsonHeaders(), body: "{" }),
      await server.app.request("/api/restaurants"),
      await server.app.request("/api/auth/login", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" }),
    ];
    expect(answers.map((response) => response.status)).toEqual([404, 400, 401, 415]);
    for (const response of answers) expectApiHeaders(response);
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
    expectApiHeaders(response);
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
      expectApiHeaders(response);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    expect(lookup.headers.get("content-type")).toBe("application/json");
    const secure = await server.app.request(`https://rasoi.example/api/qr/${table.qrCode}`);
    expectApiHeaders(secure);
    expect(secure.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
  });
});
