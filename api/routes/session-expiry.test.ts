import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { configFromEnv } from "../config";
import { send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../test/test-support";

const HOUR_MS = 3_600_000;
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** The stored session row behind the last sign-in of `username`. */
async function sessionOf(username: string) {
  return server.db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select(["sessions.id", "sessions.createdAt", "sessions.expiresAt"])
    .where("users.username", "=", username)
    .orderBy("sessions.createdAt", "desc")
    .executeTakeFirstOrThrow();
}

const hoursLeft = (expiresAt: string) => (Date.parse(expiresAt) - Date.now()) / HOUR_MS;

describe("a session left unused", () => {
  it("ends on the server 12 hours after its last use, though the cookie outlives it", async () => {
    const signedIn = await send(server.app, "POST", "/api/auth/login", {
      body: { emailOrUsername: DEMO_LOGINS.chef.username, password: DEMO_LOGINS.chef.password, role: "chef" },
      key: null,
    });
    const cookieDays =
      (Date.parse(/Expires=([^;]+)/.exec(signedIn.headers.get("set-cookie") ?? "")?.[1] ?? "") - Date.now()) / (24 * HOUR_MS);
    expect(cookieDays).toBeCloseTo(7, 1);
    const cookie = signedIn.headers.get("set-cookie")?.split(";")[0] ?? "";
    const session = await sessionOf("chef");
    expect(hoursLeft(session.expiresAt)).toBeCloseTo(12, 1);

    // Twelve hours without a request later: the same cookie opens nothing.
    await server.db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where("id", "=", session.id)
      .execute();
    expect((await send(server.app, "GET", "/api/auth/me", { cookie })).status).toBe(401);
    expect((await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/customers`, { cookie })).status).toBe(401);
  });

  it("lives on while it is used, up to its whole lifetime of 7 days", async () => {
    const cookie = await signInAs(server.app, DEMO_LOGINS.waiter);
    const session = await sessionOf("waiter");
    // Unused for almost 12 hours: one request gives it 12 more.
    await server.db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() + 60_000).toISOString() })
      .where("id", "=", session.id)
      .execute();
    expect((await send(server.app, "GET", "/api/auth/me", { cookie })).status).toBe(200);
    expect(hoursLeft((await sessionOf("waiter")).expiresAt)).toBeCloseTo(12, 1);

    // Begun 7 days less an hour ago: use does not carry it past the 7 days.
    const begun = new Date(Date.now() - 7 * 24 * HOUR_MS + HOUR_MS).toISOString();
    await sql`update sessions set created_at = ${begun}, expires_at = ${new Date(Date.now() + 60_000).toISOString()} where id = ${session.id}`.execute(
      server.db,
    );
    expect((await send(server.app, "GET", "/api/auth/me", { cookie })).status).toBe(200);
    expect(hoursLeft((await sessionOf("waiter")).expiresAt)).toBeCloseTo(1, 1);
  });

  it("ends after SESSION_IDLE_MINUTES when that is set", () => {
    expect(configFromEnv({}).sessionIdleMs).toBe(12 * HOUR_MS);
    expect(configFromEnv({ SESSION_IDLE_MINUTES: "30" }).sessionIdleMs).toBe(30 * 60_000);
    expect(configFromEnv({ SESSION_IDLE_MINUTES: "soon" }).sessionIdleMs).toBe(12 * HOUR_MS);
  });
});
