import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createdInvitation, invitation } from "../../shared/schemas/staff";
import { testConfig } from "../config";
import { send } from "../test/route-test-helpers";
import { createTestServer, signIn, type TestServer } from "../test/test-support";

let server: TestServer;
beforeAll(async () => {
  // Budgets are tested elsewhere; this file signs several accounts up and in from one address.
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>) => send(server.app, "POST", "/api/auth/register", { body, key: null });
const joinWith = (token: string, username: string) =>
  register({ username, email: `${username}@example.in`, password: "secret-pass", role: "admin", invite: token });

async function invite(cookie: string, restaurantId: string, role: string) {
  const response = await send(server.app, "POST", `/api/restaurants/${restaurantId}/invitations`, { cookie, body: { role }, key: null });
  expect(response.status).toBe(201);
  return createdInvitation.parse(await response.json());
}

async function pendingOf(cookie: string, restaurantId: string) {
  const response = await send(server.app, "GET", `/api/restaurants/${restaurantId}/invitations`, { cookie });
  expect(response.status).toBe(200);
  const body: unknown[] = await response.json();
  return body.map((row) => invitation.parse(row));
}

/** A new restaurant's owner, and a second admin the owner invited; both signed in. */
async function restaurantWithTwoAdmins(name: string) {
  const created = await register({
    username: `${name}-owner`,
    email: `${name}-owner@example.in`,
    password: "secret-pass",
    restaurantName: `${name} Bhavan`,
  });
  const { restaurantId, id: ownerId } = await created.json();
  const owner = await signIn(server.app, `${name}-owner`, "secret-pass", "admin");
  const { token } = await invite(owner, restaurantId, "admin");
  const { id: rogueId } = await (await joinWith(token, `${name}-rogue`)).json();
  const rogue = await signIn(server.app, `${name}-rogue`, "secret-pass", "admin");
  return { restaurantId, owner, ownerId: String(ownerId), rogue, rogueId: String(rogueId) };
}

describe("a deactivated admin's invitations", () => {
  it("are revoked with the account, so a kept link cannot bring them back as a new admin", async () => {
    const { restaurantId, owner, rogue, rogueId } = await restaurantWithTwoAdmins("rogue");
    const kept = await invite(rogue, restaurantId, "admin");
    const ownersOwn = await invite(owner, restaurantId, "waiter");

    const off = await send(server.app, "PUT", `/api/users/${rogueId}/status`, { cookie: owner, body: { isActive: false }, key: null });
    expect(off.status).toBe(200);

    const back = await joinWith(kept.token, "rogue-returns");
    expect(back.status).toBe(403);
    expect(await back.json()).toEqual({ message: expect.any(String) });
    expect((await send(server.app, "GET", `/api/auth/invitations/${kept.token}`)).status).toBe(403);
    expect(await server.db.selectFrom("users").select("id").where("username", "=", "rogue-returns").execute()).toEqual([]);
    // Only the deactivated admin's links went; the owner's still works.
    expect((await pendingOf(owner, restaurantId)).map((row) => row.id)).toEqual([ownersOwn.id]);
  });

  it("are refused while their creator is inactive, however the account was switched off", async () => {
    const { restaurantId, rogue, rogueId } = await restaurantWithTwoAdmins("quiet");
    const kept = await invite(rogue, restaurantId, "admin");
    await server.db.updateTable("users").set({ isActive: 0 }).where("id", "=", rogueId).execute();

    expect((await send(server.app, "GET", `/api/auth/invitations/${kept.token}`)).status).toBe(403);
    const joined = await joinWith(kept.token, "quiet-returns");
    expect(joined.status).toBe(403);
    expect(await joined.json()).toEqual({ message: expect.stringMatching(/no longer/) });
  });

  it("are listed with who created each", async () => {
    const { restaurantId, owner, rogue } = await restaurantWithTwoAdmins("listing");
    const byRogue = await invite(rogue, restaurantId, "chef");
    const byOwner = await invite(owner, restaurantId, "waiter");
    const listed = await pendingOf(owner, restaurantId);
    expect(listed.map(({ id, createdByUsername }) => ({ id, createdByUsername }))).toEqual(
      expect.arrayContaining([
        { id: byRogue.id, createdByUsername: "listing-rogue" },
        { id: byOwner.id, createdByUsername: "listing-owner" },
      ]),
    );
  });
});
