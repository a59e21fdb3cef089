import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { DINER, send, tableAndDish } from "../test/route-test-helpers";
import { TEST_LIMITS } from "../test/test-limits";
import { type ListeningServer, listen, overSocket } from "../test/test-socket";
import { createTestServer, jsonHeaders, type TestServer } from "../test/test-support";

const LIMITS = TEST_LIMITS;

const TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please wait a few minutes and try again.";

describe("sign-in limits over real sockets, one client address each", () => {
  let server: TestServer;
  let socket: ListeningServer;
  beforeAll(async () => {
    server = await createTestServer({ rateLimit: LIMITS });
    socket = await listen(server.app);
  });
  afterAll(async () => {
    await socket.close();
    await server.close();
  });

  const login = (from: string, emailOrUsername: string, password: string, role: string) =>
    overSocket(socket.port, {
      method: "POST",
      path: "/api/auth/login",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ emailOrUsername, password, role }),
      from,
    });

  it("lets the chef sign in from the counter while another address hammers the chef's account", async () => {
    const hammered = [];
    for (let attempt = 0; attempt < 5; attempt += 1) hammered.push((await login("127.0.0.2", "chef", "guess-123", "chef")).status);
    expect(hammered).toEqual([401, 401, 401, 429, 429]);
    // The attacker's address is held even with the right password...
    const locked = await login("127.0.0.2", "chef", "chef123", "chef");
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body)).toEqual({ message: TOO_MANY_SIGN_INS });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // ...the kitchen tablet is not.
    expect((await login("127.0.0.3", "chef", "chef123", "chef")).status).toBe(200);
  });

  it("gives an account's username and e-mail one budget", async () => {
    const names = ["waiter", "waiter@spicegarden.in", "WAITER", "Waiter@SpiceGarden.in"];
    const answers = [];
    for (const name of names) answers.push((await login("127.0.0.4", name, "guess-123", "waiter")).status);
    expect(answers).toEqual([401, 401, 401, 429]);
  });

  it("stops one address spraying many accounts", async () => {
    const answers = [];
    for (let index = 0; index < 8; index += 1) answers.push((await login("127.0.0.5", `nobody-${index}`, "guess-123", "admin")).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    expect((await login("127.0.0.6", "nobody-7", "guess-123", "admin")).status).toBe(401);
  });

  it("never counts bodies that break the schema, so 60 KB names leave the limiters empty-handed", async () => {
    const before = server.limits.signIn.size;
    const name = "x".repeat(60 * 1024 - 100);
    const answers = await Promise.all(Array.from({ length: 40 }, () => login("127.0.0.7", name, "guess-123", "admin")));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([400]));
    expect(server.limits.signIn.size).toBe(before);
  });
});

describe("sign-in limits in-process", () => {
  it("counts parallel guesses as they start, so a burst cannot slip past", async () => {
    const server = await createTestServer({ rateLimit: LIMITS });
    try {
      const login = () =>
        server.app.request("/api/auth/login", {
          method: "POST",
          headers: jsonHeaders(),
          body: JSON.stringify({ emailOrUsername: "nobody-at-all", password: "guess", role: "admin" }),
        });
      const answers = await Promise.all(Array.from({ length: 6 }, login));
      expect(answers.map((response) => response.status).sort()).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it("computes only a few password hashes at once and refuses the overflow with 429 and Retry-After", async () => {
    const server = await createTestServer({
      rateLimit: { ...LIMITS, enabled: false },
      passwordHashing: { concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 },
    });
    try {
      const login = (name: string) =>
        server.app.request("/api/auth/login", {
          method: "POST",
          headers: jsonHeaders(),
          body: JSON.stringify({ emailOrUsername: name, password: "guess", role: "admin" }),
        });
      const answers = await Promise.all(["admin", "waiter", "chef", "other-admin", "nobody", "someone"].map(login));
      const busy = answers.filter((response) => response.status === 429);
      expect(busy.length).toBeGreaterThan(0);
      for (const response of busy) {
        expect(await response.json()).toEqual({ message: expect.stringMatching(/busy/) });
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(answers.every((response) => response.status === 401 || response.status === 429)).toBe(true);
      expect(server.limits.passwordHashing.active).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("does nothing when switched off (RATE_LIMIT=off)", async () => {
    const server = await createTestServer({ rateLimit: { ...LIMITS, enabled: false } });
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await server.app.request("/api/auth/login", {
          method: "POST",
          headers: jsonHeaders(),
          body: JSON.stringify({ emailOrUsername: "admin", password: "wrong", role: "admin" }),
        });
        expect(response.status).toBe(401);
      }
      expect(server.limits.signIn.size).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe("sign-up limit", () => {
  it("holds an address after a few new accounts; refused sign-ups do not count", async () => {
    const server = await createTestServer({ rateLimit: LIMITS });
    try {
      const signUp = (username: string, restaurantName = "Limit Dhaba") =>
        server.app.request("/api/auth/register", {
          method: "POST",
          headers: jsonHeaders(),
          body: JSON.stringify({ username, email: `${username}@example.in`, password: "secret-pass", restaurantName }),
        });
      expect((await signUp("admin")).status).toBe(409);
      expect((await signUp("first-owner")).status).toBe(201);
      expect((await signUp("second-owner")).status).toBe(201);
      const held = await signUp("third-owner");
      expect(held.status).toBe(429);
      expect(held.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await server.close();
    }
  });
});

describe("order limit", () => {
  const limits = { ...LIMITS, maxKeys: 200 };
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ rateLimit: limits });
  });
  afterAll(() => server.close());

  async function orderBody() {
    const { table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    return {
      qrCode: table.qrCode,
      body: { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price },
    };
  }

  it("answers 429 past the limit for one table, and never counts a replayed Idempotency-Key", async () => {
    const { qrCode, body } = await orderBody();
    const path = `/api/qr/${qrCode}/order`;
    const first = randomUUID();
    const placed = await send(server.app, "POST", path, { body, key: first });
    expect(placed.status).toBe(201);
    for (let replay = 0; replay < 4; replay += 1) expect((await send(server.app, "POST", path, { body, key: first })).status).toBe(201);
    expect((await send(server.app, "POST", path, { body })).status).toBe(201);

    const limited = await send(server.app, "POST", path, { body });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: expect.any(String) });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // A replay still gets its first answer when the table is over its limit.
    const replayed = await send(server.app, "POST", path, { body, key: first });
    expect(replayed.status).toBe(201);
    expect(await replayed.json()).toEqual(await placed.json());
  });

  it("does not count orders that were not placed", async () => {
    const { table } = await tableAndDish(server.db, await otherRestaurant(server));
    const path = `/api/qr/${table.qrCode}/order`;
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await send(server.app, "POST", path, { body: { items: [] } })).status).toBe(400);
    expect(server.limits.orders.check(table.qrCode)).toBeNull();
  });

  // Three times the limiter's key cap: had any code been counted, the limiter would have filled to its cap.
  it("holds nothing more after 600 random QR codes, well-formed or not (none placed an order)", async () => {
    const before = server.limits.orders.size;
    const codes = fc.sample(
      fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), fc.string({ minLength: 65, maxLength: 4096 }).map(encodeURIComponent)),
      3 * limits.maxKeys,
    );
    for (const code of codes) {
      const response = await server.app.request(`/api/qr/${code}/order`, { method: "POST", headers: jsonHeaders(), body: "{}" });
      expect(response.status === 400 || response.status === 404).toBe(true);
    }
    expect(server.limits.orders.size).toBe(before);
  });
});

async function otherRestaurant(server: TestServer): Promise<string> {
  const row = await server.db.selectFrom("users").select("restaurantId").where("username", "=", "other-admin").executeTakeFirstOrThrow();
  return row.restaurantId;
}
