import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, testConfig } from "../config";
import type { AppEnv } from "../env";
import { createTestServer, jsonHeaders, type TestServer } from "../test-support";
import { FixedWindowLimiter, loginRateLimit, orderRateLimit } from "./rate-limit";

const LIMITS: Config["rateLimit"] = {
  enabled: true,
  loginPerAccount: { limit: 3, windowMs: 60_000 },
  ordersPerTable: { limit: 2, windowMs: 60_000 },
};

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ rateLimit: LIMITS });
});
afterAll(() => server.close());

const login = (emailOrUsername: string, password: string, role: string) =>
  server.app.request("/api/auth/login", {
    method: "POST",
    headers: jsonHeaders(),
    body: JSON.stringify({ emailOrUsername, password, role }),
  });

describe("FixedWindowLimiter", () => {
  it("allows `limit` hits per key per window, then says how long to wait, and starts again after the window", () => {
    const limiter = new FixedWindowLimiter(2, 10_000);
    expect([limiter.hit("a", 0), limiter.hit("a", 1000), limiter.hit("b", 1000)]).toEqual([null, null, null]);
    expect(limiter.hit("a", 2500)).toBe(8);
    expect(limiter.hit("a", 10_000)).toBeNull();
  });

  it("gives a refunded attempt back", () => {
    const limiter = new FixedWindowLimiter(1, 10_000);
    expect(limiter.hit("a", 0)).toBeNull();
    limiter.refund("a");
    expect(limiter.hit("a", 1)).toBeNull();
    expect(limiter.hit("a", 2)).toBe(10);
  });
});

describe("sign-in rate limit", () => {
  it("locks one account after too many failures while another still signs in", async () => {
    for (let attempt = 0; attempt < LIMITS.loginPerAccount.limit; attempt += 1) {
      expect((await login("waiter", "wrong-password", "waiter")).status).toBe(401);
    }
    // The right password does not help once locked, nor does changing the case of the name.
    for (const name of ["waiter", "WAITER"]) {
      const locked = await login(name, "waiter123", "waiter");
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual({ message: "Too many sign-in attempts. Please wait a few minutes and try again." });
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await login("chef", "chef123", "chef")).status).toBe(200);
  });

  it("does not spend the budget on successful sign-ins", async () => {
    for (let attempt = 0; attempt <= LIMITS.loginPerAccount.limit + 1; attempt += 1) {
      expect((await login("admin", "admin123", "admin")).status).toBe(200);
    }
  });

  it("counts parallel guesses as they start, so a burst cannot slip past", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => login("nobody-at-all", "guess", "admin")));
    expect(answers.map((response) => response.status).sort()).toEqual([401, 401, 401, 429, 429, 429]);
  });
});

describe("order rate limit (wired in the app)", () => {
  const order = (qrCode: string) => server.app.request(`/api/qr/${qrCode}/order`, { method: "POST", headers: jsonHeaders(), body: "{}" });

  it("answers 429 past the limit for one table, while another table still orders", async () => {
    const first = await Promise.all([order("table-one-code-xxxxxxxx"), order("table-one-code-xxxxxxxx")]);
    for (const response of first) expect(response.status).not.toBe(429);
    const limited = await order("table-one-code-xxxxxxxx");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: expect.any(String) });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await order("table-two-code-xxxxxxxx")).status).not.toBe(429);
  });
});

describe("limits in a bare app", () => {
  function appWith(rateLimit: Config["rateLimit"]) {
    const config = testConfig({ rateLimit });
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("config", config);
      await next();
    });
    app.use("/api/qr/:qrCode/order", orderRateLimit);
    app.post("/api/qr/:qrCode/order", (c) => c.json({ placed: true }, 201));
    app.get("/api/qr/:qrCode/order", (c) => c.json({ read: true }, 200));
    app.post("/login", loginRateLimit, (c) => c.json({ message: "no" }, 401));
    return app;
  }
  const post = (app: Hono<AppEnv>, path: string, body = "{}") =>
    app.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body });

  it("counts only order placements, per table", async () => {
    const app = appWith(LIMITS);
    expect((await post(app, "/api/qr/a/order")).status).toBe(201);
    expect((await post(app, "/api/qr/a/order")).status).toBe(201);
    expect((await app.request("/api/qr/a/order")).status).toBe(200);
    expect((await post(app, "/api/qr/a/order")).status).toBe(429);
    expect((await post(app, "/api/qr/b/order")).status).toBe(201);
  });

  it("keeps each app's counters apart", async () => {
    const first = appWith(LIMITS);
    for (let attempt = 0; attempt < 2; attempt += 1) await post(first, "/api/qr/a/order");
    expect((await post(first, "/api/qr/a/order")).status).toBe(429);
    expect((await post(appWith(LIMITS), "/api/qr/a/order")).status).toBe(201);
  });

  it("does nothing when switched off (RATE_LIMIT=off)", async () => {
    const app = appWith({ ...LIMITS, enabled: false });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post(app, "/api/qr/a/order")).status).toBe(201);
      expect((await post(app, "/login", JSON.stringify({ emailOrUsername: "x" }))).status).toBe(401);
    }
  });

  it("leaves sign-in bodies without an account to the handler", async () => {
    const app = appWith(LIMITS);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post(app, "/login", "{oops")).status).toBe(401);
  });
});
