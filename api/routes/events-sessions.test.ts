import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { createdInvitation } from "../../shared/schemas/staff";
import { testConfig } from "../config";
import { send } from "../test/route-test-helpers";
import { type ListeningServer, listen, openSocketStream } from "../test/test-socket";
import { createTestServer, DEMO_LOGINS, signIn, signInAs, type TestServer } from "../test/test-support";

let server: TestServer;
let http: ListeningServer;

beforeAll(async () => {
  // A heartbeat far longer than any test: a stream that ends did so because its session did.
  server = await createTestServer({ liveHeartbeatMs: 600_000, rateLimit: { ...testConfig().rateLimit, enabled: false } });
  http = await listen(server.app);
});
afterAll(async () => {
  await http.close();
  await server.close();
});

/** A fresh restaurant's owner and a waiter they invited, both signed in. */
async function ownerAndWaiter(name: string) {
  const created = await send(server.app, "POST", "/api/auth/register", {
    body: { username: `${name}-owner`, email: `${name}-owner@example.in`, password: "secret-pass", restaurantName: `${name} Bhavan` },
    key: null,
  });
  const { restaurantId } = await created.json();
  const owner = await signIn(server.app, `${name}-owner`, "secret-pass", "admin");
  const invited = await send(server.app, "POST", `/api/restaurants/${restaurantId}/invitations`, {
    cookie: owner,
    body: { role: "waiter" },
    key: null,
  });
  const { token } = createdInvitation.parse(await invited.json());
  const joined = await send(server.app, "POST", "/api/auth/register", {
    body: { username: `${name}-waiter`, email: `${name}-waiter@example.in`, password: "secret-pass", role: "waiter", invite: token },
    key: null,
  });
  const { id: waiterId } = await joined.json();
  const waiter = await signIn(server.app, `${name}-waiter`, "secret-pass", "waiter");
  const events = (cookie: string) => openSocketStream(http.port, `/api/restaurants/${restaurantId}/events`, cookie);
  return { owner, waiter, waiterId: String(waiterId), events };
}

describe("an event stream ends with its session", () => {
  it("at logout, while the account's other sessions keep theirs", async () => {
    const { waiter, events } = await ownerAndWaiter("logout");
    const otherDevice = await signIn(server.app, "logout-waiter", "secret-pass", "waiter");
    const [leaving, staying] = [await events(waiter), await events(otherDevice)];
    expect([leaving.status, staying.status]).toEqual([200, 200]);

    expect((await send(server.app, "POST", "/api/auth/logout", { cookie: waiter, key: null })).status).toBe(204);
    await leaving.ended;
    staying.close();
    await staying.ended;
  });

  it("at deactivation, on every device", async () => {
    const { owner, waiter, waiterId, events } = await ownerAndWaiter("dismissed");
    const tablet = await signIn(server.app, "dismissed-waiter", "secret-pass", "waiter");
    const streams = [await events(waiter), await events(tablet)];
    const ownerStream = await events(owner);

    const off = await send(server.app, "PUT", `/api/users/${waiterId}/status`, { cookie: owner, body: { isActive: false }, key: null });
    expect(off.status).toBe(200);
    await Promise.all(streams.map((stream) => stream.ended));
    ownerStream.close();
    await ownerStream.ended;
  });

  it("at expiry after inactivity, without waiting for a heartbeat", async () => {
    const idle = await createTestServer({ liveHeartbeatMs: 600_000, sessionIdleMs: 300 });
    const idleHttp = await listen(idle.app);
    try {
      const cookie = await signInAs(idle.app, DEMO_LOGINS.chef);
      const stream = await openSocketStream(idleHttp.port, `/api/restaurants/${DEMO_RESTAURANT_ID}/events`, cookie);
      expect(stream.status).toBe(200);
      // Nothing else happens on this session: it lapses, and the stream with it.
      await stream.ended;
      expect((await send(idle.app, "GET", "/api/auth/me", { cookie })).status).toBe(401);
    } finally {
      await idleHttp.close();
      await idle.close();
    }
  });
});
