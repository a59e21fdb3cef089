import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, jsonHeaders, signIn, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await signIn(server.app, "admin", "admin123", "admin");
});
afterAll(() => server.close());

const demoRequest = (restaurantName: string) =>
  JSON.stringify({ name: "Asha", email: "asha@example.in", phone: "9876543210", restaurantName });
const send = (headers: Record<string, string>, body: BodyInit | null, method = "POST", path = "/api/demo-requests") =>
  server.app.request(path, { method, headers, body });
const rowsNamed = (restaurantName: string) =>
  server.db.selectFrom("demoRequests").select("id").where("restaurantName", "=", restaurantName).execute();

describe("CSRF guard", () => {
  it("refuses a cross-site JSON POST carrying the session cookie, and writes nothing", async () => {
    const response = await send(
      { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example", Cookie: admin },
      demoRequest("Cross Site Cafe"),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(await rowsNamed("Cross Site Cafe")).toHaveLength(0);
  });

  it("refuses a same-site (sibling subdomain) request and a foreign or opaque Origin", async () => {
    const answers = await Promise.all([
      send({ ...jsonHeaders(), "Sec-Fetch-Site": "same-site" }, demoRequest("Sibling")),
      send({ "Content-Type": "application/json", Origin: "https://evil.example" }, demoRequest("Foreign")),
      send({ "Content-Type": "application/json", Origin: "null" }, demoRequest("Opaque")),
      send({ "Content-Type": "application/json", Origin: "http://localhost.evil.example" }, demoRequest("Lookalike")),
    ]);
    expect(answers.map((response) => response.status)).toEqual([403, 403, 403, 403]);
  });

  it("guards every write method, not only POST", async () => {
    const cookie = { Cookie: admin, "Sec-Fetch-Site": "cross-site" };
    const answers = await Promise.all([
      send(cookie, null, "DELETE", "/api/menu-items/7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a11"),
      send({ ...cookie, "Content-Type": "application/json" }, "{}", "PUT", "/api/customers/x/notes"),
      send({ ...cookie, "Content-Type": "application/json" }, "{}", "PATCH", "/api/demo-requests"),
    ]);
    expect(answers.map((response) => response.status)).toEqual([403, 403, 403]);
  });

  it("refuses write bodies that are not JSON with 415", async () => {
    const answers = await Promise.all([
      send({ "Content-Type": "text/plain", "Sec-Fetch-Site": "same-origin" }, demoRequest("Plain Text")),
      send({ "Content-Type": "application/x-www-form-urlencoded" }, "name=Asha"),
      send({ "Content-Type": "multipart/form-data; boundary=x" }, "--x--"),
      send({ "Content-Length": "12" }, new Blob(['{"name":"A"}'])),
    ]);
    expect(answers.map((response) => response.status)).toEqual([415, 415, 415, 415]);
    expect(await answers[0]?.json()).toEqual({ message: expect.any(String) });
    expect(await rowsNamed("Plain Text")).toHaveLength(0);
  });

  it("lets same-origin JSON, JSON with a charset, and clients that send no browser headers through", async () => {
    const answers = await Promise.all([
      send(jsonHeaders(), demoRequest("Same Origin")),
      send({ "Content-Type": "Application/JSON; charset=utf-8", "Sec-Fetch-Site": "none" }, demoRequest("Typed URL")),
      send({ "Content-Type": "application/json" }, demoRequest("Curl")),
    ]);
    expect(answers.map((response) => response.status)).toEqual([201, 201, 201]);
  });

  it("believes X-Forwarded-Host only from a trusted reverse proxy (TRUST_PROXY)", async () => {
    const proxied = { ...jsonHeaders(), Origin: "https://rasoi.example", "X-Forwarded-Host": "rasoi.example" };
    expect((await send(proxied, demoRequest("Spoofed Host"))).status).toBe(403);
    expect(await rowsNamed("Spoofed Host")).toHaveLength(0);

    const behindProxy = await createTestServer({ trustProxy: 1 });
    try {
      const response = await behindProxy.app.request("/api/demo-requests", {
        method: "POST",
        headers: proxied,
        body: demoRequest("Proxied"),
      });
      expect(response.status).toBe(201);
    } finally {
      await behindProxy.close();
    }
  });

  it("lets a bodyless write through without a content type", async () => {
    const response = await send({ Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" }, null, "POST", "/api/auth/logout");
    expect(response.status).toBe(204);
  });

  it("leaves reads alone, even cross-site", async () => {
    const response = await server.app.request("/api/auth/me", { headers: { "Sec-Fetch-Site": "cross-site", Cookie: admin } });
    expect(response.status).toBe(200);
  });
});
