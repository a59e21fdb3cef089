import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Restaurant } from "../../shared/schemas/restaurants";
import { createdInvitation } from "../../shared/schemas/staff";
import { testConfig } from "../config";
import type { AuthUser } from "../env";
import { restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signIn, signInAs, signInDemoStaff, type TestServer } from "../test/test-support";

/**
 * Outlets and their tenancy (docs/decisions/108-owner-switches-outlet.md): two owners, the first with
 * two outlets, each outlet with its own staff. Every endpoint of the restaurant router is tried by
 * every caller (the app's own route list, so an endpoint added later is covered without editing this).
 */
let server: TestServer;
/** Owner one's home restaurant (the demo's), their second outlet, and owner two's restaurant. */
let home: string;
let outlet: string;
let theirs: string;
/** Owner one signed in at home, and another of their sessions switched to the second outlet. */
let owner: string;
let ownerInOutlet: string;
let otherOwner: string;
let homeWaiter: string;
let outletWaiter: string;
let outletAdmin: string;

const get = (path: string, cookie?: string) => send(server.app, "GET", path, { cookie });
const post = (path: string, body: unknown, cookie?: string) => send(server.app, "POST", path, { cookie, body });

/** Switches the session behind `cookie` to `restaurantId`; answers the response and the new session's cookie. */
async function switchTo(cookie: string, restaurantId: string) {
  const response = await post(`/api/owner/outlets/${restaurantId}/switch`, {}, cookie);
  return { response, cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "" };
}

/** A new staff member of `restaurantId` with `role`, invited by `admin` and signed in. */
async function staffOf(admin: string, restaurantId: string, role: "admin" | "waiter"): Promise<string> {
  const invited = await send(server.app, "POST", `/api/restaurants/${restaurantId}/invitations`, {
    cookie: admin,
    body: { role },
    key: null,
  });
  expect(invited.status).toBe(201);
  const { token } = createdInvitation.parse(await invited.json());
  const username = `${role}-${randomUUID().slice(0, 8)}`;
  const body = { username, email: `${username}@example.in`, password: "secret-pass", role, invite: token };
  expect((await send(server.app, "POST", "/api/auth/register", { body, key: null })).status).toBe(201);
  return signIn(server.app, username, "secret-pass", role);
}

beforeAll(async () => {
  // Budgets are tested elsewhere; this file signs several accounts up and in from one address.
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  ({ admin: owner, waiter: homeWaiter, otherAdmin: otherOwner } = await signInDemoStaff(server.app));
  home = DEMO_RESTAURANT_ID;
  theirs = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
  const opened = await post("/api/owner/outlets", { name: "Spice Garden Indiranagar" }, owner);
  expect(opened.status).toBe(201);
  outlet = ((await opened.json()) as Restaurant).id;
  const switched = await switchTo(await signInAs(server.app, DEMO_LOGINS.admin), outlet);
  expect(switched.response.status).toBe(200);
  ownerInOutlet = switched.cookie;
  outletAdmin = await staffOf(ownerInOutlet, outlet, "admin");
  outletWaiter = await staffOf(ownerInOutlet, outlet, "waiter");
});

afterAll(() => server.close());

describe("an owner's switch between outlets", () => {
  it("answers a new session in the outlet, as its admin, with the owner's own restaurant beside it; the old session ends", async () => {
    const before = await signInAs(server.app, DEMO_LOGINS.admin);
    const { response, cookie } = await switchTo(before, outlet);
    const user: AuthUser = await response.json();
    expect(user).toMatchObject({ restaurantId: outlet, homeRestaurantId: home, role: "admin", username: DEMO_LOGINS.admin.username });
    expect(cookie).not.toBe("");
    expect(cookie).not.toBe(before);
    expect(await (await get("/api/auth/me", cookie)).json()).toEqual(user);
    expect((await get("/api/auth/me", before)).status).toBe(401);

    // Switching to where the session already works changes nothing.
    const again = await switchTo(cookie, outlet);
    expect(await again.response.json()).toEqual(user);
    expect(again.cookie).toBe("");
    expect((await get("/api/auth/me", cookie)).status).toBe(200);

    const back = await switchTo(cookie, home);
    expect(back.response.status).toBe(200);
    expect(await back.response.json()).toMatchObject({ restaurantId: home, homeRestaurantId: home, role: "admin" });
    expect((await get("/api/auth/me", cookie)).status).toBe(401);
  });

  it("is the owner's alone: another owner, the outlet's own admin, staff and strangers are refused", async () => {
    expect((await switchTo(otherOwner, outlet)).response.status).toBe(403);
    expect((await switchTo(outletAdmin, home)).response.status).toBe(403);
    expect((await switchTo(homeWaiter, outlet)).response.status).toBe(403);
    expect((await switchTo(outletWaiter, outlet)).response.status).toBe(403);
    expect((await switchTo(owner, theirs)).response.status).toBe(403);
    expect((await switchTo(owner, randomUUID())).response.status).toBe(403);
    expect((await switchTo(owner, "not-an-id")).response.status).toBe(400);
    expect((await switchTo("", outlet)).response.status).toBe(401);
    // A refused switch leaves the session where it was.
    expect(((await (await get("/api/auth/me", owner)).json()) as AuthUser).restaurantId).toBe(home);
  });

  it("works in one outlet at a time: rows found by id belong to the session's outlet", async () => {
    const table = await post(`/api/restaurants/${outlet}/tables`, { tableNumber: "I1", capacity: 2 }, ownerInOutlet);
    expect(table.status).toBe(201);
    const { id } = (await table.json()) as { id: string };
    const change = { tableNumber: "I1", capacity: 6 };
    expect((await send(server.app, "PUT", `/api/tables/${id}`, { cookie: ownerInOutlet, body: change })).status).toBe(200);
    expect((await send(server.app, "PUT", `/api/tables/${id}`, { cookie: outletAdmin, body: change })).status).toBe(200);
    // At home the owner's by-id routes are the home restaurant's; the outlet's row is another restaurant's.
    expect((await send(server.app, "PUT", `/api/tables/${id}`, { cookie: owner, body: change })).status).toBe(403);
    for (const cookie of [homeWaiter, otherOwner]) {
      expect((await send(server.app, "PUT", `/api/tables/${id}`, { cookie, body: change })).status).toBe(403);
    }
    const homeTables = (await (await get(`/api/restaurants/${home}/tables`, owner)).json()) as { id: string }[];
    expect(homeTables.map((row) => row.id)).not.toContain(id);
    const outletTables = (await (await get(`/api/restaurants/${outlet}/tables`, outletWaiter)).json()) as { id: string }[];
    expect(outletTables.map((row) => row.id)).toEqual([id]);
  });
});

/** Every endpoint of the restaurant router (`/api/restaurants/:restaurantId/…`), from the app's own route list. */
function restaurantEndpoints(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return server.app.routes.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (route.method === "ALL" || !route.path.startsWith("/api/restaurants/:restaurantId/") || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `method path` for `restaurantId` and the answer's status, as `cookie`; other path parameters are ids of nothing. */
async function statusOf({ method, path }: { method: string; path: string }, restaurantId: string, cookie: string): Promise<string> {
  const url = path.replace(":restaurantId", restaurantId).replace(":view", "sales").replace(/:\w+/g, randomUUID());
  const response = await send(server.app, method, url, { cookie, body: method === "GET" ? undefined : {} });
  // The event stream answers at once and stays open: let it go.
  await response.body?.cancel();
  return `${method} ${path} ${response.status}`;
}

async function statusesOf(restaurantId: string, cookie: string): Promise<string[]> {
  const statuses: string[] = [];
  for (const endpoint of restaurantEndpoints()) statuses.push(await statusOf(endpoint, restaurantId, cookie));
  return statuses;
}

const every = (status: number) => restaurantEndpoints().map(({ method, path }) => `${method} ${path} ${status}`);

describe("every restaurant endpoint across two outlets and two owners", () => {
  it("covers the whole restaurant router", () => {
    expect(restaurantEndpoints().length).toBeGreaterThanOrEqual(39);
  });

  it("keeps the second outlet to its own staff and its owner: the first outlet's staff and another owner get 403", async () => {
    expect(await statusesOf(outlet, homeWaiter)).toEqual(every(403));
    expect(await statusesOf(outlet, otherOwner)).toEqual(every(403));
  });

  it("keeps the first outlet from the second outlet's admin and waiter, and from another owner", async () => {
    expect(await statusesOf(home, outletAdmin)).toEqual(every(403));
    expect(await statusesOf(home, outletWaiter)).toEqual(every(403));
    expect(await statusesOf(home, otherOwner)).toEqual(every(403));
  });

  it("keeps another owner's restaurant from the first owner, wherever their session works, and from both outlets' staff", async () => {
    for (const cookie of [owner, ownerInOutlet, outletAdmin, outletWaiter, homeWaiter])
      expect(await statusesOf(theirs, cookie)).toEqual(every(403));
  });

  it("lets the owner into each of their outlets as its admin: the same answers its own admin gets", async () => {
    const asAdmin = await statusesOf(outlet, outletAdmin);
    // Not refused for tenancy: an admin of the outlet gets past the restaurant router's check everywhere.
    expect(asAdmin.filter((status) => / 40[13]$/.test(status))).toEqual([]);
    expect(await statusesOf(outlet, ownerInOutlet)).toEqual(asAdmin);
    expect(await statusesOf(outlet, owner)).toEqual(asAdmin);
    const atHome = await statusesOf(home, owner);
    expect(atHome.filter((status) => / 40[13]$/.test(status))).toEqual([]);
    expect(await statusesOf(home, ownerInOutlet)).toEqual(atHome);
  });
});

describe("a session in another outlet", () => {
  it("ends when the owner no longer owns the outlet or it is switched off", async () => {
    const { cookie } = await switchTo(await signInAs(server.app, DEMO_LOGINS.admin), outlet);
    expect((await get("/api/auth/me", cookie)).status).toBe(200);
    await server.db.updateTable("restaurants").set({ ownerUserId: null }).where("id", "=", outlet).execute();
    expect((await get("/api/auth/me", cookie)).status).toBe(401);
    expect((await get(`/api/restaurants/${outlet}/menu`, ownerInOutlet)).status).toBe(401);
    const ownerId = ((await (await get("/api/auth/me", owner)).json()) as AuthUser).id;
    await server.db.updateTable("restaurants").set({ ownerUserId: ownerId }).where("id", "=", outlet).execute();
    expect((await get("/api/auth/me", cookie)).status).toBe(200);

    // The platform's operator (the demo admin) switches the outlet off: its owner's session there ends with its staff's.
    expect((await send(server.app, "PUT", `/api/restaurants/${outlet}/status`, { cookie: owner, body: { isActive: false } })).status).toBe(
      200,
    );
    expect((await get("/api/auth/me", cookie)).status).toBe(401);
    expect((await get("/api/auth/me", outletWaiter)).status).toBe(401);
    expect((await get("/api/auth/me", owner)).status).toBe(200);
    expect(await server.db.selectFrom("sessions").select("id").where("restaurantId", "=", outlet).execute()).toEqual([]);
  });
});
