import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { SESSION_COOKIE } from "../auth/session";
import { createTestServer, DEMO_LOGINS, jsonHeaders, signIn, type TestServer } from "../test/test-support";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const post = (path: string, body: unknown, cookie?: string) =>
  server.app.request(path, { method: "POST", headers: jsonHeaders(cookie), body: JSON.stringify(body) });
const login = (emailOrUsername: string, password: string, role: string) => post("/api/auth/login", { emailOrUsername, password, role });
const me = (cookie?: string) => server.app.request("/api/auth/me", { headers: cookie ? { Cookie: cookie } : {} });
const cookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

describe("POST /api/auth/login", () => {
  it("signs in and answers the user without its password hash", async () => {
    const response = await login("admin", "admin123", "admin");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      id: expect.any(String),
      username: "admin",
      email: "admin@spicegarden.in",
      role: "admin",
      restaurantId: DEMO_RESTAURANT_ID,
      homeRestaurantId: DEMO_RESTAURANT_ID,
      isOperator: true,
    });
    expect(text).not.toMatch(/scrypt|password/i);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{40,};`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
  });

  it("accepts the e-mail address in any case, and a username in any case", async () => {
    expect((await login("Waiter@SpiceGarden.in", "waiter123", "waiter")).status).toBe(200);
    expect((await login("CHEF", "chef123", "chef")).status).toBe(200);
  });

  it("answers one generic 401 for a wrong password, a wrong role and an unknown account", async () => {
    const answers = await Promise.all([
      login("admin", "wrong-password", "admin"),
      login("admin", "admin123", "waiter"),
      login("nobody-here", "admin123", "admin"),
    ]);
    for (const response of answers) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Invalid username, password or role" });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("rejects a body that breaks the schema, and malformed JSON, with 400", async () => {
    const missing = await post("/api/auth/login", { emailOrUsername: "admin", role: "admin" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: "Password is required" });
    const badRole = await login("admin", "admin123", "owner");
    expect(badRole.status).toBe(400);
    expect(await badRole.json()).toMatchObject({ message: "Please select a role" });
    const malformed = await server.app.request("/api/auth/login", { method: "POST", headers: jsonHeaders(), body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: "Request body must be valid JSON" });
  });

  it("starts a new session at every sign-in and ends the one the browser already had", async () => {
    const first = await signIn(server.app, "admin", "admin123", "admin");
    const again = await post("/api/auth/login", { emailOrUsername: "admin", password: "admin123", role: "admin" }, first);
    const second = cookieOf(again);
    expect(second).not.toBe("");
    expect(second).not.toBe(first);
    expect((await me(second)).status).toBe(200);
    expect((await me(first)).status).toBe(401);
  });
});

describe("GET /api/auth/me", () => {
  it("answers the signed-in user, or 401 without a session", async () => {
    const cookie = await signIn(server.app, "chef", "chef123", "chef");
    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: "chef", role: "chef" });
    expect((await me()).status).toBe(401);
    expect((await me(`${SESSION_COOKIE}=made-up-token`)).status).toBe(401);
  });

  it("rejects an expired session, and sweeps it at the next sign-in", async () => {
    const cookie = await signIn(server.app, "waiter", "waiter123", "waiter");
    await server.db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await me(cookie);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Please sign in" });

    await signIn(server.app, "waiter", "waiter123", "waiter");
    const expired = await server.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.userId")
      .select("sessions.id")
      .where("users.username", "=", "waiter")
      .where("sessions.expiresAt", "<=", new Date().toISOString())
      .execute();
    expect(expired).toEqual([]);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session server-side and clears the cookie", async () => {
    const cookie = await signIn(server.app, "admin", "admin123", "admin");
    const response = await server.app.request("/api/auth/logout", { method: "POST", headers: jsonHeaders(cookie) });
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`, "i"));
    // The old cookie replayed after logout is worthless.
    expect((await me(cookie)).status).toBe(401);
  });

  it("is harmless without a session", async () => {
    const response = await server.app.request("/api/auth/logout", { method: "POST", headers: jsonHeaders() });
    expect(response.status).toBe(204);
  });
});

describe("POST /api/auth/register", () => {
  const register = (body: Record<string, unknown>) => post("/api/auth/register", body);
  const account = (username: string, extra: Record<string, unknown> = {}) => ({
    username,
    email: `${username}@example.in`,
    password: "secret-pass",
    role: "admin",
    restaurantName: `${username}'s Kitchen`,
    ...extra,
  });

  it("opens a new, empty restaurant for a Restaurant Admin, who can then sign in (but is not signed in yet)", async () => {
    const response = await register(account("tandoor.ravi", { email: "Ravi@Example.in", restaurantName: "  Tandoor Nights " }));
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toBeNull();
    const text = await response.text();
    expect(text).not.toMatch(/scrypt|password/i);
    const user = JSON.parse(text);
    expect(user).toEqual({
      id: expect.any(String),
      username: "tandoor.ravi",
      email: "ravi@example.in",
      role: "admin",
      restaurantId: expect.any(String),
      homeRestaurantId: user.restaurantId,
      isOperator: false,
    });
    expect(user.restaurantId).not.toBe(DEMO_RESTAURANT_ID);
    const restaurant = await server.db.selectFrom("restaurants").selectAll().where("id", "=", user.restaurantId).executeTakeFirstOrThrow();
    expect(restaurant).toMatchObject({ name: "Tandoor Nights", email: "ravi@example.in", isActive: 1 });
    expect((await login("tandoor.ravi", "secret-pass", "admin")).status).toBe(200);
  });

  it("refuses a waiter or chef without an invitation, and a Restaurant Admin without a restaurant name, with 400", async () => {
    for (const role of ["waiter", "chef"]) {
      const response = await register(account(`lone-${role}`, { role, restaurantName: undefined }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Waiters and chefs join with an invite link from their restaurant's admin." });
    }
    const nameless = await register(account("nameless", { restaurantName: " " }));
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toMatchObject({ message: "Restaurant name is required" });
    const rows = await server.db
      .selectFrom("users")
      .select("id")
      .where("username", "in", ["lone-waiter", "lone-chef", "nameless"])
      .execute();
    expect(rows).toEqual([]);
  });

  it("answers 409 naming the username or the e-mail already taken, whatever their case, and opens no restaurant", async () => {
    const restaurantsBefore = await server.db.selectFrom("restaurants").select("id").execute();
    const username = await register(account("ADMIN", { email: "new-admin@example.in" }));
    expect(username.status).toBe(409);
    expect((await username.json()).message).toMatch(/username/);
    const email = await register(account("fresh-name", { email: "ADMIN@spicegarden.IN" }));
    expect(email.status).toBe(409);
    expect((await email.json()).message).toMatch(/email/);
    expect(await server.db.selectFrom("restaurants").select("id").execute()).toHaveLength(restaurantsBefore.length);
  });

  it("gives two racing registrations of one name one account, one restaurant and one 409", async () => {
    const body = account("twin", { restaurantName: "Twin Dhaba" });
    const answers = await Promise.all([register(body), register({ ...body, email: "twin2@example.in" })]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
    const rows = await server.db.selectFrom("users").select("id").where("username", "=", "twin").execute();
    expect(rows).toHaveLength(1);
    expect(await server.db.selectFrom("restaurants").select("id").where("name", "=", "Twin Dhaba").execute()).toHaveLength(1);
  });

  it("rejects a short username, a bad e-mail, a short password and a malformed invitation with 400", async () => {
    const valid = account("valid-name");
    for (const broken of [{ username: "ab" }, { email: "not-an-email" }, { password: "short" }, { invite: "not-a-token" }]) {
      const response = await register({ ...valid, ...broken });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    expect((await login("valid-name", "secret-pass", "admin")).status).toBe(401);
  });
});

describe("demo accounts", () => {
  it("all sign in with their roles", async () => {
    for (const account of Object.values(DEMO_LOGINS)) {
      expect((await login(account.username, account.password, account.role)).status).toBe(200);
    }
  });
});
