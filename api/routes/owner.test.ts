import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarDate, restaurantDate } from "../../shared/billing/bill-number";
import type { GstSummary } from "../../shared/billing/gst-summary";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Bill } from "../../shared/schemas/bills";
import type { Restaurant } from "../../shared/schemas/restaurants";
import { settingsBody } from "../test/restaurant-settings";
import { DINER, newTestTable, restaurantIdOf, send, tableAndDish } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let chef: string;
let otherAdmin: string;
let otherRestaurantId: string;
let outlet: Restaurant;

const get = (path: string, cookie?: string) => send(server.app, "GET", path, { cookie });
const post = (path: string, body: unknown, cookie?: string) => send(server.app, "POST", path, { cookie, body });
const today = () => restaurantDate(new Date());

/** An order of `quantity` of the restaurant's first dish at a new table, billed and paid in cash. */
async function sale(restaurantId: string, quantity: number): Promise<Bill> {
  const table = await newTestTable(server.db, restaurantId);
  const { dish } = await tableAndDish(server.db, restaurantId);
  const placed = await post(`/api/qr/${table.qrCode}/order`, {
    ...DINER,
    items: [{ id: dish.id, name: dish.name, price: dish.price, quantity }],
    totalAmount: dish.price * quantity,
  });
  expect(placed.status).toBe(201);
  const made = await post(`/api/restaurants/${restaurantId}/bills`, { tableId: table.id }, admin);
  expect(made.status).toBe(201);
  return made.json();
}

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, chef, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
  expect(
    (await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie: admin, body: settingsBody() })).status,
  ).toBe(200);
  const opened = await post("/api/owner/outlets", { name: "Spice Garden Koramangala" }, admin);
  expect(opened.status).toBe(201);
  outlet = await opened.json();
});

afterAll(() => server.close());

describe("outlets under one owner", () => {
  it("lists the owner's outlets, the new one beside the first; each owner sees only theirs", async () => {
    const mine: Restaurant[] = await (await get("/api/owner/outlets", admin)).json();
    expect(mine.map((one) => one.id)).toEqual([DEMO_RESTAURANT_ID, outlet.id]);
    expect(outlet).toMatchObject({ name: "Spice Garden Koramangala", isActive: true });
    const theirs: Restaurant[] = await (await get("/api/owner/outlets", otherAdmin)).json();
    expect(theirs.map((one) => one.id)).toEqual([otherRestaurantId]);
    expect((await get("/api/owner/outlets", waiter)).status).toBe(403);
    expect((await get("/api/owner/outlets", chef)).status).toBe(403);
    expect((await get("/api/owner/outlets")).status).toBe(401);
    expect((await post("/api/owner/outlets", { name: " " }, admin)).status).toBe(400);
    expect((await post("/api/owner/outlets", { name: "Mine" }, waiter)).status).toBe(403);
  });

  it("runs the new outlet as its admin: own settings, tables, menu copied in, its own bill series", async () => {
    const base = `/api/restaurants/${outlet.id}`;
    expect((await send(server.app, "PUT", `${base}/settings`, { cookie: admin, body: settingsBody() })).status).toBe(200);
    expect((await post(`${base}/tables`, { tableNumber: "K1", capacity: 4 }, admin)).status).toBe(201);
    expect(await (await get(`${base}/menu`, admin)).json()).toEqual([]);
    const copied = await post(`/api/owner/outlets/${outlet.id}/menu-copy`, { fromRestaurantId: DEMO_RESTAURANT_ID }, admin);
    expect(copied.status).toBe(200);
    const { copied: count } = (await copied.json()) as { copied: number };
    const demoMenu = (await (await get(`/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, admin)).json()) as unknown[];
    expect(count).toBe(demoMenu.length);
    expect(((await (await get(`${base}/menu`, admin)).json()) as unknown[]).length).toBe(demoMenu.length);
    const bill = await sale(outlet.id, 3);
    expect(bill.number.endsWith("/000001")).toBe(true);
  });

  it("keeps everyone else out of the outlet and its roll-ups: the first outlet's staff, another owner", async () => {
    const base = `/api/restaurants/${outlet.id}`;
    for (const path of [`${base}/orders`, `${base}/tables`, `${base}/bills`, `${base}/shifts`]) {
      expect((await get(path, waiter)).status).toBe(403);
      expect((await get(path, otherAdmin)).status).toBe(403);
    }
    expect((await get(`${base}/analytics/sales`, otherAdmin)).status).toBe(403);
    expect((await get(`/api/owner/analytics/sales?outlet=${outlet.id}`, otherAdmin)).status).toBe(403);
    expect((await get(`/api/owner/gst-summary?outlet=${outlet.id}`, otherAdmin)).status).toBe(403);
    expect((await post(`/api/owner/outlets/${otherRestaurantId}/menu-copy`, { fromRestaurantId: DEMO_RESTAURANT_ID }, admin)).status).toBe(
      403,
    );
    expect((await post(`/api/owner/outlets/${outlet.id}/menu-copy`, { fromRestaurantId: otherRestaurantId }, admin)).status).toBe(403);
    expect(
      (await post(`/api/owner/outlets/${otherRestaurantId}/menu-copy`, { fromRestaurantId: DEMO_RESTAURANT_ID }, otherAdmin)).status,
    ).toBe(403);
    // Another owner's resent create with an id that is ours is refused, not answered.
    expect((await post("/api/owner/outlets", { id: outlet.id, name: "Taken" }, otherAdmin)).status).toBe(403);
  });
});

describe("analytics and summaries over outlets", () => {
  it("rolls the second outlet's sales into the owner's view and keeps them out of the first outlet's", async () => {
    const second = await sale(outlet.id, 2);
    const first = await sale(DEMO_RESTAURANT_ID, 1);
    const period = `from=${today()}&to=${today()}`;
    type Sales = { totals: { salesPaise: number; billCount: number }; days: { date: string; salesPaise: number }[] };
    const all: Sales = await (await get(`/api/owner/analytics/sales?${period}`, admin)).json();
    const one: Sales = await (await get(`/api/restaurants/${DEMO_RESTAURANT_ID}/analytics/sales?${period}`, admin)).json();
    const theirs: Sales = await (await get(`/api/owner/analytics/sales?${period}&outlet=${outlet.id}`, admin)).json();
    expect(all.totals.salesPaise).toBe(one.totals.salesPaise + theirs.totals.salesPaise);
    expect(theirs.totals.billCount).toBe(2);
    expect(theirs.totals.salesPaise).toBeGreaterThanOrEqual(second.subtotalPaise);
    expect(one.totals.salesPaise).toBeGreaterThanOrEqual(first.subtotalPaise);
    expect(all.days.map((day) => day.date)).toEqual([today()]);

    const month = calendarDate(new Date()).slice(0, 7);
    const gstAll: GstSummary = await (await get(`/api/owner/gst-summary?month=${month}`, admin)).json();
    const gstOne: GstSummary = await (await get(`/api/restaurants/${DEMO_RESTAURANT_ID}/gst-summary?month=${month}`, admin)).json();
    const gstTheirs: GstSummary = await (await get(`/api/owner/gst-summary?month=${month}&outlet=${outlet.id}`, admin)).json();
    expect(gstAll.totals.taxablePaise).toBe(gstOne.totals.taxablePaise + gstTheirs.totals.taxablePaise);
    // Two bill series of the same year: one per outlet.
    expect(gstAll.series.reduce((sum, series) => sum + series.count, 0)).toBe(gstOne.totals.billCount + gstTheirs.totals.billCount);
  });

  it("answers when, what and who: the heat map, the best seller, the channel mix", async () => {
    const period = `from=${today()}&to=${today()}`;
    const hours = (await (await get(`/api/owner/analytics/hours?${period}&outlet=${outlet.id}`, admin)).json()) as {
      cells: { billCount: number }[];
    };
    expect(hours.cells).toHaveLength(7 * 24);
    expect(hours.cells.reduce((sum, cell) => sum + cell.billCount, 0)).toBe(2);
    const items = (await (await get(`/api/owner/analytics/items?${period}&outlet=${outlet.id}`, admin)).json()) as {
      bestSellers: { name: string; quantity: number }[];
    };
    const { dish } = await tableAndDish(server.db, outlet.id);
    expect(items.bestSellers[0]).toMatchObject({ name: dish.name, quantity: 5 });
    const guests = (await (await get(`/api/owner/analytics/guests?${period}&outlet=${outlet.id}`, admin)).json()) as {
      orders: number;
      channels: { qr: number; waiter: number };
    };
    expect(guests).toMatchObject({ orders: 2, channels: { qr: 2, waiter: 0 } });
  });

  it("refuses a bad view or period with 400, and the floor staff with 403", async () => {
    const base = `/api/restaurants/${DEMO_RESTAURANT_ID}/analytics`;
    expect((await get(`${base}/profits`, admin)).status).toBe(400);
    expect((await get(`${base}/sales?from=2026-11-27&to=2026-11-01`, admin)).status).toBe(400);
    expect((await get(`${base}/sales?from=2025-01-01&to=2026-11-01`, admin)).status).toBe(400);
    expect((await get(`${base}/sales?from=2026-02-30`, admin)).status).toBe(400);
    expect((await get(`${base}/sales`, waiter)).status).toBe(403);
    expect((await get("/api/owner/analytics/sales", waiter)).status).toBe(403);
  });
});
