import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { createdInvitation, invitation, invitationPreview, staffMember } from "../../shared/schemas/staff";
import { testConfig } from "../config";
import { restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, signIn, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let cookies: Awaited<ReturnType<typeof signInDemoStaff>>;
beforeAll(async () => {
  // Budgets are tested elsewhere; this file signs many new accounts up and in from one address.
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  cookies = await signInDemoStaff(server.app);
});
afterAll(() => server.close());

const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const get = (path: string, cookie?: string) => send(server.app, "GET", path, { cookie });
const register = (body: Record<string, unknown>) => send(server.app, "POST", "/api/auth/register", { body, key: null });
const me = (cookie: string) => get("/api/auth/me", cookie);

/** Signs a new Restaurant Admin up with their own restaurant, signs them in; answers their cookie and restaurant. */
async function newAdmin(username: string): Promise<{ cookie: string; restaurantId: string }> {
  const response = await register({
    username,
    email: `${username}@example.in`,
    password: "secret-pass",
    restaurantName: `${username} Bhavan`,
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  const { restaurantId } = await response.json();
  return { cookie: await signIn(server.app, username, "secret-pass", "admin"), restaurantId };
}

async function invite(cookie: string, restaurantId: string, role: string) {
  const response = await send(server.app, "POST", `/api/restaurants/${restaurantId}/invitations`, { cookie, body: { role }, key: null });
  expect(response.status).toBe(201);
  return createdInvitation.parse(await response.json());
}

const joinWith = (token: string, username: string, role = "admin") =>
  register({ username, email: `${username}@example.in`, password: "secret-pass", role, invite: token });

describe("platform data", () => {
  it("is for the platform operator only: the second restaurant's admin, staff and new admins get 403", async () => {
    const fresh = await newAdmin("platform-curious");
    for (const path of ["/api/restaurants", "/api/demo-requests"]) {
      expect((await get(path, cookies.admin)).status).toBe(200);
      for (const cookie of [cookies.otherAdmin, cookies.waiter, cookies.chef, fresh.cookie]) {
        const answer = await json(await get(path, cookie));
        expect(answer).toEqual({ status: 403, body: { message: expect.any(String) } });
      }
    }
  });

  it("says who the operator is in the sign-in answer and in me", async () => {
    expect(await (await me(cookies.admin)).json()).toMatchObject({ username: "admin", isOperator: true });
    expect(await (await me(cookies.otherAdmin)).json()).toMatchObject({ username: "other-admin", isOperator: false });
  });
});

describe("a new restaurant from sign-up", () => {
  it("starts empty and only its own admin sees it", async () => {
    const fresh = await newAdmin("fresh-owner");
    for (const list of ["menu", "tables", "orders", "customers"]) {
      expect(await json(await get(`/api/restaurants/${fresh.restaurantId}/${list}`, fresh.cookie))).toEqual({ status: 200, body: [] });
      expect((await get(`/api/restaurants/${fresh.restaurantId}/${list}`, cookies.admin)).status).toBe(403);
      expect((await get(`/api/restaurants/${fresh.restaurantId}/${list}`, cookies.otherAdmin)).status).toBe(403);
      expect((await get(`/api/restaurants/${DEMO_RESTAURANT_ID}/${list}`, fresh.cookie)).status).toBe(403);
    }
    const staff = await json(await get(`/api/restaurants/${fresh.restaurantId}/staff`, fresh.cookie));
    expect(staff.status).toBe(200);
    expect(staff.body.map((member: unknown) => staffMember.parse(member))).toEqual([
      {
        id: expect.any(String),
        username: "fresh-owner",
        email: "fresh-owner@example.in",
        role: "admin",
        isActive: true,
        createdAt: expect.any(String),
      },
    ]);
  });
});

describe("invitations", () => {
  it("join the inviting restaurant with the role the admin chose, once", async () => {
    const otherId = await restaurantIdOf(server.db, "other-admin");
    const created = await invite(cookies.otherAdmin, otherId, "chef");
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const preview = await json(await get(`/api/auth/invitations/${created.token}`));
    expect(preview.status).toBe(200);
    expect(invitationPreview.parse(preview.body)).toEqual({ role: "chef", restaurantName: "Dosa Point", expiresAt: created.expiresAt });

    // The role sent with the form does not matter: the invitation's does.
    const joined = await json(await joinWith(created.token, "dosa-chef", "admin"));
    expect(joined).toMatchObject({ status: 201, body: { username: "dosa-chef", role: "chef", restaurantId: otherId, isOperator: false } });
    expect((await signIn(server.app, "dosa-chef", "secret-pass", "chef")).length).toBeGreaterThan(0);

    const again = await json(await joinWith(created.token, "dosa-chef-2"));
    expect(again).toEqual({ status: 403, body: { message: expect.stringMatching(/already been used/) } });
    expect((await get(`/api/auth/invitations/${created.token}`)).status).toBe(403);
    const staff: { username: string }[] = await (await get(`/api/restaurants/${otherId}/staff`, cookies.otherAdmin)).json();
    expect(staff.map((member) => member.username)).toEqual(["other-admin", "dosa-chef"]);
  });

  it("expire after their time, and only pending ones are listed", async () => {
    const created = await invite(cookies.admin, DEMO_RESTAURANT_ID, "waiter");
    const listed = async () => {
      const body: unknown[] = await (await get(`/api/restaurants/${DEMO_RESTAURANT_ID}/invitations`, cookies.admin)).json();
      return body.map((row) => invitation.parse(row).id);
    };
    expect(await listed()).toContain(created.id);
    // Seven days from now, as configured.
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);

    await server.db
      .updateTable("invitations")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", created.id)
      .execute();
    expect(await listed()).not.toContain(created.id);
    const late = await json(await joinWith(created.token, "late-waiter"));
    expect(late).toEqual({ status: 403, body: { message: expect.stringMatching(/expired/) } });
    expect(await server.db.selectFrom("users").select("id").where("username", "=", "late-waiter").execute()).toEqual([]);
  });

  it("give two racing sign-ups with one link one account", async () => {
    const created = await invite(cookies.admin, DEMO_RESTAURANT_ID, "waiter");
    const answers = await Promise.all([joinWith(created.token, "racer-one"), joinWith(created.token, "racer-two")]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 403]);
    const rows = await server.db.selectFrom("users").select("username").where("username", "in", ["racer-one", "racer-two"]).execute();
    expect(rows).toHaveLength(1);
  });

  it("are stored only as a hash of the token", async () => {
    const created = await invite(cookies.admin, DEMO_RESTAURANT_ID, "chef");
    const row = await server.db.selectFrom("invitations").selectAll().where("id", "=", created.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.token);
    const keys = await server.db.selectFrom("idempotencyKeys").select("responseBody").execute();
    for (const key of keys) expect(key.responseBody).not.toContain(created.token);
  });

  it("can be revoked by their restaurant's admin only", async () => {
    const created = await invite(cookies.admin, DEMO_RESTAURANT_ID, "chef");
    const revoke = (cookie: string) => send(server.app, "DELETE", `/api/invitations/${created.id}`, { cookie, key: null });
    expect((await revoke(cookies.otherAdmin)).status).toBe(403);
    expect((await revoke(cookies.waiter)).status).toBe(403);
    expect((await revoke(cookies.admin)).status).toBe(204);
    expect((await revoke(cookies.admin)).status).toBe(404);
    expect((await joinWith(created.token, "revoked-chef")).status).toBe(403);
  });

  it("are made, listed and revoked by admins of that restaurant only", async () => {
    const otherId = await restaurantIdOf(server.db, "other-admin");
    const attempts = [
      send(server.app, "POST", `/api/restaurants/${otherId}/invitations`, { cookie: cookies.admin, body: { role: "chef" }, key: null }),
      send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/invitations`, {
        cookie: cookies.chef,
        body: { role: "chef" },
        key: null,
      }),
      get(`/api/restaurants/${otherId}/invitations`, cookies.admin),
      get(`/api/restaurants/${otherId}/staff`, cookies.admin),
      get(`/api/restaurants/${DEMO_RESTAURANT_ID}/staff`, cookies.waiter),
    ];
    expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
    const badRole = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/invitations`, {
      cookie: cookies.admin,
      body: { role: "owner" },
      key: null,
    });
    expect(await json(badRole)).toEqual({ status: 400, body: expect.objectContaining({ message: "Please select a role" }) });
  });
});

describe("deactivating an account", () => {
  const setActive = (cookie: string, userId: string, isActive: boolean) =>
    send(server.app, "PUT", `/api/users/${userId}/status`, { cookie, body: { isActive }, key: null });

  it("signs it out at once and keeps it out until it is switched back on", async () => {
    const fresh = await newAdmin("cafe-owner");
    const { token } = await invite(fresh.cookie, fresh.restaurantId, "waiter");
    const { id } = await (await joinWith(token, "cafe-waiter")).json();
    const waiterCookie = await signIn(server.app, "cafe-waiter", "secret-pass", "waiter");
    expect((await me(waiterCookie)).status).toBe(200);

    const off = await json(await setActive(fresh.cookie, id, false));
    expect(off).toMatchObject({ status: 200, body: { id, username: "cafe-waiter", isActive: false } });
    expect((await me(waiterCookie)).status).toBe(401);
    expect((await get(`/api/restaurants/${fresh.restaurantId}/orders`, waiterCookie)).status).toBe(401);
    await expect(signIn(server.app, "cafe-waiter", "secret-pass", "waiter")).rejects.toThrow(/401/);
    expect(await server.db.selectFrom("sessions").select("id").where("userId", "=", id).execute()).toEqual([]);

    expect((await setActive(fresh.cookie, id, true)).status).toBe(200);
    expect((await signIn(server.app, "cafe-waiter", "secret-pass", "waiter")).length).toBeGreaterThan(0);
  });

  it("is refused for yourself, for the platform operator, and across restaurants", async () => {
    const { token } = await invite(cookies.admin, DEMO_RESTAURANT_ID, "admin");
    await joinWith(token, "second-admin");
    const secondAdmin = await signIn(server.app, "second-admin", "secret-pass", "admin");
    const ids = Object.fromEntries(
      (await server.db.selectFrom("users").select(["id", "username"]).execute()).map((row) => [row.username, row.id]),
    );
    const self = await json(await setActive(secondAdmin, ids["second-admin"] ?? "", false));
    expect(self).toEqual({ status: 409, body: { message: "You cannot deactivate your own account" } });
    expect((await setActive(secondAdmin, ids.admin ?? "", false)).status).toBe(403);
    expect((await setActive(cookies.otherAdmin, ids.chef ?? "", false)).status).toBe(403);
    expect((await setActive(cookies.chef, ids.waiter ?? "", false)).status).toBe(403);
    expect((await me(cookies.admin)).status).toBe(200);
    expect((await me(cookies.chef)).status).toBe(200);
  });
});
