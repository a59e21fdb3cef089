import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { SESSION_COOKIE } from "../auth/session";
import { createTestServer, DEMO_LOGINS, jsonHeaders, signIn, type TestServer } from "../test-support";

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

  it("creates an account in the demo restaurant that can then sign in, without signing in", async () => {
    const response = await register({ username: "tandoor.ravi", email: "Ravi@Example.in", password: "secret-pass", role: "chef" });
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toBeNull();
    const text = await response.text();
    expect(text).not.toMatch(/scrypt|password/i);
    expect(JSON.parse(text)).toEqual({
      id: expect.any(String),
      username: "tandoor.ravi",
      email: "ravi@example.in",
      role: "chef",
      restaurantId: DEMO_RESTAURANT_ID,
    });
    expect((await login("tandoor.ravi", "secret-pass", "chef")).status).toBe(200);
  });

  it("answers 409 naming the username or the e-mail already taken, whatever their case", async () => {
    const username = await register({ username: "ADMIN", email: "new-admin@example.in", password: "secret-pass", role: "admin" });
    expect(username.status).toBe(409);
    expect((await username.json()).message).toMatch(/username/);
    const email = await register({ username: "fresh-name", email: "ADMIN@spicegarden.IN", password: "secret-pass", role: "admin" });
    expect(email.status).toBe(409);
    expect((await email.json()).message).toMatch(/email/);
  });

  it("gives two racing registrations of one name one account and one 409", async () => {
    const body = { username: "twin", email: "twin@example.in", password: "secret-pass", role: "waiter" };
    const answers = await Promise.all([register(body), register({ ...body, email: "twin2@example.in" })]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
    const rows = await server.db.selectFrom("users").select("id").where("username", "=", "twin").execute();
    expect(rows).toHaveLength(1);
  });

  it("rejects a short username, a bad e-mail and a short password with 400", async () => {
    const valid = { username: "valid-name", email: "valid@example.in", password: "secret-pass", role: "waiter" };
    for (const broken of [{ username: "ab" }, { email: "not-an-email" }, { password: "short" }]) {
      const response = await register({ ...valid, ...broken });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    expect((await login("valid-name", "secret-pass", "waiter")).status).toBe(401);
  });
});

describe("demo accounts", () => {
  it("all sign in with their roles", async () => {
    for (const account of Object.values(DEMO_LOGINS)) {
      expect((await login(account.username, account.password, account.role)).status).toBe(200);
    }
  });
});
