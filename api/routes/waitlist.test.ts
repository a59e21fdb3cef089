import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { RestaurantTable } from "../../shared/schemas/tables";
import type { WaitlistEntry, WaitlistGuestEntry } from "../../shared/schemas/waitlist";
import { testConfig } from "../config";
import type { Change } from "../live/change-feed";
import { openEventStream } from "../test/event-stream";
import { newTestTable, placeOrder, restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let waiter: string;
let otherAdmin: string;
let slug: string;
let otherSlug: string;
const ADDRESS_BUDGET = 12;

beforeAll(async () => {
  server = await createTestServer({
    rateLimit: { ...testConfig().rateLimit, enabled: true, callsPerAddress: { limit: ADDRESS_BUDGET, windowMs: 60_000 } },
    trustProxy: 1,
  });
  ({ waiter, otherAdmin } = await signInDemoStaff(server.app));
  slug = "waitlist-demo";
  otherSlug = "waitlist-other";
  await server.db.updateTable("restaurants").set({ slug }).where("id", "=", DEMO_RESTAURANT_ID).execute();
  const otherId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
  await server.db.updateTable("restaurants").set({ slug: otherSlug }).where("id", "=", otherId).execute();
});

afterAll(() => server.close());

/** A fresh ten-digit phone, so every test has its own guests. */
let phones = 0;
function newPhone(): string {
  phones += 1;
  return `98${String(Date.now() % 1e6).padStart(6, "0")}${String(phones % 100).padStart(2, "0")}`;
}

/** Each guest from an address of their own, unless a test names one: the address budget is the budget test's alone. */
let addresses = 0;
function nextAddress(): string {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`;
}
const join = (body: Record<string, unknown>, { key, to = slug, address }: { key?: string; to?: string; address?: string } = {}) =>
  server.app.request(`/api/site/${to}/waitlist`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": key ?? randomUUID(),
      "X-Forwarded-For": address ?? nextAddress(),
    },
    body: JSON.stringify(body),
  });

interface Joined {
  id: string;
  position: number;
  estimate: { minMinutes: number; maxMinutes: number };
  phone: string;
}

async function joined(partySize = 2, to = slug): Promise<Joined> {
  const phone = newPhone();
  const response = await join({ name: "Meera", phone, partySize }, { to });
  expect(response.status).toBe(201);
  return { ...(await response.json()), phone };
}

const guest = async (id: string): Promise<WaitlistGuestEntry> => (await send(server.app, "GET", `/api/waitlist/${id}`)).json();
const queue = async (cookie = waiter, restaurantId = DEMO_RESTAURANT_ID): Promise<WaitlistEntry[]> =>
  (await send(server.app, "GET", `/api/restaurants/${restaurantId}/waitlist`, { cookie })).json();
const staff = (id: string, action: string, body: unknown = {}, cookie = waiter) =>
  send(server.app, "POST", `/api/waitlist/${id}/${action}`, { cookie, body });

/** Leaves every party in the demo queue, so a test counts only its own. */
async function emptyQueue() {
  for (const entry of await queue()) expect((await send(server.app, "DELETE", `/api/waitlist/${entry.id}`)).status).toBe(204);
}

describe("joining the queue", () => {
  it("answers the contract's shape, in order of arrival; a replay is the first answer and one place", async () => {
    await emptyQueue();
    const key = randomUUID();
    const first = await join({ name: "Meera Iyer", phone: "+91 98450 11111", partySize: 2 }, { key });
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body).toEqual({
      id: expect.any(String),
      position: 1,
      estimate: { minMinutes: expect.any(Number), maxMinutes: expect.any(Number) },
      status: "waiting",
    });
    const replay = await join({ name: "Meera Iyer", phone: "+91 98450 11111", partySize: 2 }, { key });
    expect([replay.status, await replay.json()]).toEqual([201, body]);
    const second = await joined(4);
    expect(second.position).toBe(2);
    expect((await queue()).map((entry) => [entry.id, entry.phone, entry.position])).toEqual([
      [body.id, "9845011111", 1],
      [second.id, second.phone, 2],
    ]);
  });

  it("holds one place per phone at a restaurant (409), and the phone may join again after leaving", async () => {
    const { id, phone } = await joined();
    const again = await join({ name: "Meera", phone, partySize: 3 });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("This phone already has a place in the queue");
    // The same phone may wait at another restaurant.
    expect((await join({ name: "Meera", phone, partySize: 3 }, { to: otherSlug })).status).toBe(201);
    expect((await send(server.app, "DELETE", `/api/waitlist/${id}`)).status).toBe(204);
    expect((await guest(id)).status).toBe("left");
    expect((await join({ name: "Meera", phone, partySize: 3 })).status).toBe(201);
  });

  it("refuses bad input with 400 and an unknown restaurant with 404", async () => {
    expect((await join({ name: "", phone: newPhone(), partySize: 2 })).status).toBe(400);
    expect((await join({ name: "Meera", phone: "12", partySize: 2 })).status).toBe(400);
    expect((await join({ name: "Meera", phone: newPhone(), partySize: 0 })).status).toBe(400);
    expect((await join({ name: "Meera", phone: newPhone(), partySize: 2.5 })).status).toBe(400);
    expect((await join({ name: "Meera", phone: newPhone(), partySize: 2 }, { to: "no-such-place" })).status).toBe(404);
    expect((await send(server.app, "GET", "/api/waitlist/not-an-id")).status).toBe(400);
    expect((await send(server.app, "GET", `/api/waitlist/${randomUUID()}`)).status).toBe(404);
  });

  it("shows the guest only their own entry: no phone, no other party", async () => {
    const { id } = await joined(3);
    const mine = await guest(id);
    expect(mine).toEqual({
      id,
      restaurantName: expect.any(String),
      name: "Meera",
      partySize: 3,
      status: "waiting",
      position: expect.any(Number),
      estimate: expect.anything(),
      tableNumber: null,
    });
    expect(JSON.stringify(mine)).not.toMatch(/98\d{8}/);
  });

  it("counts joins per address: past the budget a 429 with Retry-After, a replay never counts", async () => {
    const address = "203.0.113.77";
    const key = randomUUID();
    const body = { name: "Meera", phone: newPhone(), partySize: 2 };
    expect((await join(body, { key, address })).status).toBe(201);
    for (let n = 1; n < ADDRESS_BUDGET; n += 1) await join({ name: "Meera", phone: newPhone(), partySize: 2 }, { address });
    expect((await join(body, { key, address })).status).toBe(201);
    const refused = await join({ name: "Meera", phone: newPhone(), partySize: 2 }, { address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    await emptyQueue();
  });
});

describe("the host stand", () => {
  it("Notify tells the guest's open page at once and marks the entry notified; a second tap is a harmless 200", async () => {
    const { id } = await joined();
    const stream = await openEventStream(server.app, `/api/waitlist/${id}/events`);
    expect(await stream.next()).toEqual({ event: "ready", data: "" });
    expect((await staff(id, "notify")).status).toBe(200);
    expect(await stream.next()).toEqual({ event: "entry", data: "" });
    await stream.close();
    expect((await guest(id)).status).toBe("notified");
    const again = await staff(id, "notify");
    expect(again.status).toBe(200);
    const row = (await queue()).find((entry) => entry.id === id);
    expect(row?.notifiedAt).toEqual(expect.any(String));
  });

  it("Seat at table N starts the party's visit: the table is occupied, the guest sees its number, no second party sits there", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { id } = await joined(2);
    const seen: Change[] = [];
    const unsubscribe = server.changes.subscribe((change) => seen.push(change), DEMO_RESTAURANT_ID);
    const seated = await staff(id, "seat", { tableId: table.id });
    unsubscribe();
    expect(seated.status).toBe(200);
    expect(seen).toEqual([{ restaurantId: DEMO_RESTAURANT_ID, topics: ["waitlist", "restaurantTables"], tableId: table.id }]);
    expect(await guest(id)).toMatchObject({ status: "seated", tableNumber: table.tableNumber, position: 0, estimate: null });
    const tables: RestaurantTable[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/tables`, { cookie: waiter })
    ).json();
    const here = tables.find((candidate) => candidate.id === table.id);
    expect(here?.seatedAt).toEqual(expect.any(String));
    expect(here?.seatedAt).toBe(here?.visitStartedAt);
    expect((await queue()).some((entry) => entry.id === id)).toBe(false);

    const next = await joined(2);
    const taken = await staff(next.id, "seat", { tableId: table.id });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe(`Table ${table.tableNumber} is not free: clear it first`);
    // The party orders from the table it was seated at: the visit is theirs.
    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    expect((await staff(id, "seat", { tableId: table.id })).status).toBe(200);
    expect((await staff(id, "no-show")).status).toBe(409);
  });

  it("a table with a party's food on it is not free to seat", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    const { id } = await joined();
    expect((await staff(id, "seat", { tableId: table.id })).status).toBe(409);
    expect((await guest(id)).status).toBe("waiting");
  });

  it("No-show takes the party out of the queue and frees the phone; the ones behind move up", async () => {
    await emptyQueue();
    const first = await joined();
    const second = await joined();
    expect((await guest(second.id)).position).toBe(2);
    expect((await staff(first.id, "no-show")).status).toBe(200);
    expect((await guest(first.id)).status).toBe("no-show");
    expect((await guest(second.id)).position).toBe(1);
    expect((await join({ name: "Meera", phone: first.phone, partySize: 2 })).status).toBe(201);
  });

  it("keeps restaurants apart: another restaurant's staff get 403, its tables 404", async () => {
    const { id } = await joined();
    expect((await staff(id, "notify", {}, otherAdmin)).status).toBe(403);
    expect((await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/waitlist`, { cookie: otherAdmin })).status).toBe(403);
    const otherTable = await newTestTable(server.db, await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username));
    expect((await staff(id, "seat", { tableId: otherTable.id })).status).toBe(404);
    expect((await staff(randomUUID(), "notify")).status).toBe(404);
    expect((await send(server.app, "POST", `/api/waitlist/${id}/notify`, { body: {} })).status).toBe(401);
  });

  it("quotes a longer wait for a party behind others than for the first", async () => {
    await emptyQueue();
    const first = await joined(2);
    const rows = await queue();
    // What the guest was told is kept beside the estimate now, for the quoted-against-actual report.
    expect([rows[0]?.quotedMinMinutes, rows[0]?.quotedMaxMinutes]).toEqual([first.estimate.minMinutes, first.estimate.maxMinutes]);
    const behind: Joined[] = [];
    for (let n = 0; n < 40; n += 1) behind.push(await joined(2));
    const last = behind.at(-1);
    expect(last?.estimate.maxMinutes).toBeGreaterThan(rows[0]?.estimate?.maxMinutes ?? Number.POSITIVE_INFINITY);
    await emptyQueue();
  });

  it("Reports compare each day's quoted waits with the actual ones, for admins", async () => {
    const { admin } = await signInDemoStaff(server.app);
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const report = async () =>
      (await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reports/waits`, { cookie: admin })).json();
    const before: { seated: number }[] = await report();
    const { id } = await joined(2);
    expect((await staff(id, "seat", { tableId: table.id })).status).toBe(200);
    const [today, ...earlier]: { date: string; seated: number; quotedMaxMinutes: number | null; actualMinutes: number }[] = await report();
    expect(earlier).toEqual(before.slice(1));
    expect(today?.seated).toBe((before[0]?.seated ?? 0) + 1);
    expect(today?.quotedMaxMinutes).toEqual(expect.any(Number));
    expect(today?.actualMinutes).toBe(0);
    expect((await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reports/waits`, { cookie: waiter })).status).toBe(403);
  });
});
