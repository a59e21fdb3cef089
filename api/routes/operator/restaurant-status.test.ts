import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { restaurant } from "../../../shared/schemas/restaurants";
import { createSession, SESSION_COOKIE } from "../../auth/session";
import { testConfig } from "../../config";
import { DINER, send } from "../../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../../test/test-support";
import { RESTAURANT_DEACTIVATED } from "../auth";

let server: TestServer;
let operator: string;
let otherAdmin: string;
beforeAll(async () => {
  // Budgets are tested elsewhere; this file signs several accounts up and in from one address.
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  [operator, otherAdmin] = await Promise.all([signInAs(server.app, DEMO_LOGINS.admin), signInAs(server.app, DEMO_LOGINS.otherAdmin)]);
});
afterAll(() => server.close());

const setStatus = (id: string, body: unknown, cookie?: string) =>
  send(server.app, "PUT", `/api/restaurants/${id}/status`, { ...(cookie ? { cookie } : {}), body });

/** Whether the operator's list shows the restaurant as active. */
async function listedActive(id: string): Promise<boolean | undefined> {
  const listed: { id: string; isActive: boolean }[] = await (
    await send(server.app, "GET", "/api/restaurants", { cookie: operator })
  ).json();
  return listed.find((row) => row.id === id)?.isActive;
}

const login = (username: string) =>
  send(server.app, "POST", "/api/auth/login", { body: { emailOrUsername: username, password: "secret-pass", role: "admin" }, key: null });

/** A new restaurant through sign-up, with its owner signed in, one dish and one table with a QR code. */
async function openRestaurant(name: string) {
  const username = `${name}-${randomUUID().slice(0, 8)}`;
  const created = await send(server.app, "POST", "/api/auth/register", {
    body: { username, email: `${username}@example.in`, password: "secret-pass", restaurantName: `${name} Bhavan` },
    key: null,
  });
  expect(created.status).toBe(201);
  const { restaurantId }: { restaurantId: string } = await created.json();
  const signedIn = await login(username);
  const cookie = signedIn.headers.get("set-cookie")?.split(";")[0] ?? "";
  const dish = await send(server.app, "POST", `/api/restaurants/${restaurantId}/menu`, {
    cookie,
    body: { name: "Masala Dosa", description: "", price: 120, category: "Main Course" },
  });
  const table = await send(server.app, "POST", `/api/restaurants/${restaurantId}/tables`, { cookie, body: { tableNumber: "1" } });
  expect([dish.status, table.status]).toEqual([201, 201]);
  const { id: dishId }: { id: string } = await dish.json();
  const { qrCode }: { qrCode: string } = await table.json();
  const order = () =>
    send(server.app, "POST", `/api/qr/${qrCode}/order`, {
      body: { ...DINER, items: [{ id: dishId, name: "Masala Dosa", price: 120, quantity: 1 }], totalAmount: 120 },
    });
  const me = () => send(server.app, "GET", "/api/auth/me", { cookie });
  const invite = async () => {
    const response = await send(server.app, "POST", `/api/restaurants/${restaurantId}/invitations`, { cookie, body: { role: "waiter" } });
    expect(response.status).toBe(201);
    const { token }: { token: string } = await response.json();
    return token;
  };
  return { restaurantId, username, qrCode, order, me, invite };
}

describe("PUT /api/restaurants/{id}/status", () => {
  it("is 401 without a session and 403 for anyone but the platform operator, and changes nothing", async () => {
    const place = await openRestaurant("Guarded");
    const anonymous = await setStatus(place.restaurantId, { isActive: false });
    expect(anonymous.status).toBe(401);
    const waiter = await signInAs(server.app, DEMO_LOGINS.waiter);
    for (const cookie of [otherAdmin, waiter]) {
      const response = await setStatus(place.restaurantId, { isActive: false }, cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Only the platform operator can see this" });
    }
    expect((await place.me()).status).toBe(200);
  });

  it("answers 404 for an unknown restaurant and 400 for a malformed id or body", async () => {
    const unknown = await setStatus(randomUUID(), { isActive: false }, operator);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Restaurant not found" });
    const place = await openRestaurant("Malformed");
    for (const [id, body] of [
      ["not-a-uuid", { isActive: false }],
      [place.restaurantId, {}],
      [place.restaurantId, { isActive: "false" }],
      [place.restaurantId, { isActive: 0 }],
      [place.restaurantId, null],
    ] as const) {
      const response = await setStatus(id, body, operator);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await place.me()).status).toBe(200);
  });

  it("refuses to switch off the operator's own restaurant with 409, so the operator is never locked out", async () => {
    const response = await setStatus(DEMO_RESTAURANT_ID, { isActive: false }, operator);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: expect.stringContaining("your own restaurant") });
    expect((await send(server.app, "GET", "/api/auth/me", { cookie: operator })).status).toBe(200);
    expect(await listedActive(DEMO_RESTAURANT_ID)).toBe(true);
  });

  it("switched off, signs its staff out, refuses their sign-in and stops its QR codes; switched on, restores both", async () => {
    const place = await openRestaurant("Switched");
    expect((await place.order()).status).toBe(201);

    const off = await setStatus(place.restaurantId, { isActive: false }, operator);
    expect(off.status).toBe(200);
    expect(restaurant.parse(await off.json())).toMatchObject({ id: place.restaurantId, name: "Switched Bhavan", isActive: false });

    expect((await place.me()).status).toBe(401);
    const refused = await login(place.username);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: RESTAURANT_DEACTIVATED });
    expect(refused.headers.get("set-cookie")).toBeNull();
    const menu = await send(server.app, "GET", `/api/qr/${place.qrCode}`);
    expect(menu.status).toBe(404);
    expect(await menu.json()).toEqual({ message: "This QR code is not valid or the table is not available" });
    expect((await place.order()).status).toBe(404);

    const on = await setStatus(place.restaurantId, { isActive: true }, operator);
    expect(on.status).toBe(200);
    expect(restaurant.parse(await on.json()).isActive).toBe(true);
    expect((await login(place.username)).status).toBe(200);
    expect((await send(server.app, "GET", `/api/qr/${place.qrCode}`)).status).toBe(200);
    expect((await place.order()).status).toBe(201);
  });

  it("refuses its invitation links while switched off, and honours them again once switched on", async () => {
    const place = await openRestaurant("Invites");
    const token = await place.invite();
    expect((await setStatus(place.restaurantId, { isActive: false }, operator)).status).toBe(200);
    const preview = await send(server.app, "GET", `/api/auth/invitations/${token}`);
    expect(preview.status).toBe(403);
    expect(await preview.json()).toEqual({ message: RESTAURANT_DEACTIVATED });
    const join = { username: `joiner-${randomUUID().slice(0, 8)}`, password: "secret-pass", role: "waiter", invite: token };
    const refused = await send(server.app, "POST", "/api/auth/register", {
      body: { ...join, email: `${join.username}@example.in` },
      key: null,
    });
    expect(refused.status).toBe(403);

    expect((await setStatus(place.restaurantId, { isActive: true }, operator)).status).toBe(200);
    const joined = await send(server.app, "POST", "/api/auth/register", {
      body: { ...join, email: `${join.username}@example.in` },
      key: null,
    });
    expect(joined.status).toBe(201);
  });

  it("refuses a session that began after the switch, as when a sign-in raced it", async () => {
    const place = await openRestaurant("Raced");
    expect((await setStatus(place.restaurantId, { isActive: false }, operator)).status).toBe(200);
    const owner = await server.db.selectFrom("users").select("id").where("username", "=", place.username).executeTakeFirstOrThrow();
    const { token } = await createSession(server.db, owner.id, testConfig());
    expect((await send(server.app, "GET", "/api/auth/me", { cookie: `${SESSION_COOKIE}=${token}` })).status).toBe(401);
  });

  it("leaves every other restaurant's staff and QR codes working", async () => {
    const [target, bystander] = await Promise.all([openRestaurant("Target"), openRestaurant("Bystander")]);
    expect((await setStatus(target.restaurantId, { isActive: false }, operator)).status).toBe(200);
    expect((await bystander.me()).status).toBe(200);
    expect((await bystander.order()).status).toBe(201);
    expect((await send(server.app, "GET", "/api/auth/me", { cookie: otherAdmin })).status).toBe(200);
  });

  it("is idempotent: switching off twice answers 200 both times, and the list shows the restaurant Inactive", async () => {
    const place = await openRestaurant("Twice");
    expect((await setStatus(place.restaurantId, { isActive: false }, operator)).status).toBe(200);
    expect((await setStatus(place.restaurantId, { isActive: false }, operator)).status).toBe(200);
    expect(await listedActive(place.restaurantId)).toBe(false);
  });
});
