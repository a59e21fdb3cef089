import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/test-support";

let root: string;
let web: TestServer;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "rasoi-preload-"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Rasoi</title>");
  web = await createTestServer({ webDir: root });
});
afterAll(async () => {
  await web.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the menu page's preload", () => {
  it("asks the browser to fetch the table's menu with the page", async () => {
    const page = await web.app.request("/menu/qr_abc-123456789_0");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("link")).toBe("</api/qr/qr_abc-123456789_0>; rel=preload; as=fetch; crossorigin");
  });

  it("names nothing for a code that is not one, and stays off every other page", async () => {
    for (const path of ["/menu/a%3E%3B%20rel%3Dstylesheet", "/menu/x", "/menu", "/", "/dashboard", "/api/qr/qr_abc-123456789_0"]) {
      expect((await web.app.request(path)).headers.get("link"), path).toBeNull();
    }
  });
});
