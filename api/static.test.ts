import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveWebApp } from "./static";

let root: string;
let app: Hono;

const INDEX = "<!doctype html><title>Rasoi</title>";
const SCRIPT = "console.log('rasoi');".repeat(20);

function writeWithSiblings(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "rasoi-static-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "icons"));
  mkdirSync(join(root, ".vite"));
  writeWithSiblings(join(root, "index.html"), INDEX);
  writeWithSiblings(join(root, "assets", "index-abc123.js"), SCRIPT);
  writeWithSiblings(join(root, "sw.js"), "self.skipWaiting;");
  writeWithSiblings(join(root, "manifest.webmanifest"), JSON.stringify({ name: "Rasoi" }));
  writeFileSync(join(root, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(root, ".vite", "manifest.json"), "{}");

  app = new Hono();
  app.get("/api/health", (c) => c.json({ ok: true }));
  app.use("*", serveWebApp({ root }));
  app.notFound((c) => c.json({ message: "No such endpoint" }, 404));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("serveWebApp", () => {
  it("serves the brotli sibling when the client accepts it", async () => {
    const res = await app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    expect(res.headers.get("Content-Type")).toMatch(/javascript/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));
  });

  it("serves the gzip sibling to a client without brotli, and the plain file to one without either", async () => {
    const gz = await app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(gzipSync(SCRIPT));

    const plain = await app.request("/assets/index-abc123.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it("lets browsers keep hashed assets for a year", async () => {
    const res = await app.request("/assets/index-abc123.js");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // Never revalidated, so no Last-Modified to pay for on a phone's first visit.
    expect(res.headers.get("Last-Modified")).toBeNull();
    expect((await app.request("/sw.js")).headers.get("Last-Modified")).not.toBeNull();
  });

  it.each(["/", "/index.html", "/sw.js", "/manifest.webmanifest", "/icons/icon-192.png"])("makes browsers revalidate %s", async (path) => {
    const res = await app.request(path, { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("serves the manifest with its own content type", async () => {
    const res = await app.request("/manifest.webmanifest");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
  });

  it.each(["/dashboard", "/menu/abc-123", "/some/deep/unknown/path"])("answers %s with index.html", async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(await res.text()).toBe(INDEX);
  });

  it("answers the SPA fallback compressed too", async () => {
    const res = await app.request("/pricing", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("never handles /api: a missing endpoint stays the API's JSON 404", async () => {
    const missing = await app.request("/api/x");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "No such endpoint" });

    const found = await app.request("/api/health");
    expect(await found.json()).toEqual({ ok: true });
  });

  it("does not answer a missing hashed asset with HTML", async () => {
    const res = await app.request("/assets/index-old999.js");
    expect(res.status).toBe(404);
  });

  it("keeps build metadata private", async () => {
    const res = await app.request("/.vite/manifest.json");
    expect(res.status).toBe(404);
  });

  it("leaves other methods to the app", async () => {
    const res = await app.request("/dashboard", { method: "POST" });
    expect(res.status).toBe(404);
  });
});
