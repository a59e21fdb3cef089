import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Order } from "../../shared/schemas/orders";
import type { RestaurantSettingsInput } from "../../shared/schemas/settings";
import type { CounterOrder, OnlineSettings, SiteOrderView } from "../../shared/schemas/takeout";
import { testConfig } from "../config";
import type { MenuItemRow } from "../db/schema";
import { settingsBody } from "../test/restaurant-settings";
import { countRows, send } from "../test/route-test-helpers";
import { ALL_WEEK, plainDish, TEST_ONLINE } from "../test/takeout-settings";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

const SLUG = "spice-garden";
const ONLINE = TEST_ONLINE;
const GUEST = { customerName: "Meera Iyer", customerPhone: "9812345678" };

let server: TestServer;
let staff: Awaited<ReturnType<typeof signInDemoStaff>>;
let dish: MenuItemRow;

beforeAll(async () => {
  const limits = testConfig().rateLimit;
  server = await createTestServer({
    rateLimit: { ...limits, ordersPerTable: { limit: 4, windowMs: 600_000 }, callsPerAddress: { limit: 1000, windowMs: 600_000 } },
  });
  staff = await signInDemoStaff(server.app);
  dish = await plainDish(server.db);
});

afterAll(() => server.close());

async function configure(online: Partial<OnlineSettings> = {}, settings: Partial<RestaurantSettingsInput> = {}) {
  const saved = await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, {
    cookie: staff.admin,
    body: { ...settingsBody({ gstMode: "unregistered", ...settings }), openingHours: ALL_WEEK, ...settings },
  });
  expect(saved.status).toBe(200);
  const put = await send(server.app, "PUT", "/api/online-settings", { cookie: staff.admin, body: { ...ONLINE, ...online } });
  expect(put.status).toBe(200);
  await send(server.app, "DELETE", "/api/online-settings/close-today", { cookie: staff.admin });
}

// Each test its own budgets: a fresh phone per order unless a test names one.
beforeEach(() => configure());

let phoneCounter = 0;
const freshPhone = () =>
  `98${String(Date.now() % 100_000_000).padStart(8, "0")}`.slice(0, 8) + String(phoneCounter++ % 100).padStart(2, "0");

function body(overrides: Record<string, unknown> = {}, quantity = 2) {
  return {
    mode: "pickup",
    pickupAt: null,
    address: null,
    items: [{ id: dish.id, name: dish.name, price: dish.price, quantity }],
    totalAmount: dish.price * quantity,
    ...GUEST,
    customerPhone: freshPhone(),
    payment: "upi",
    ...overrides,
  };
}

const order = (overrides: Record<string, unknown> = {}, key?: string, quantity = 2) =>
  send(server.app, "POST", `/api/site/${SLUG}/orders`, { body: body(overrides, quantity), key });
const track = async (id: string): Promise<SiteOrderView> => (await send(server.app, "GET", `/api/site-orders/${id}`)).json();
const step = (id: string, action: string, extra: unknown = undefined, cookie = staff.waiter) =>
  send(server.app, "POST", `/api/online-orders/${id}/${action}`, { cookie, body: extra });
async function kitchenOrders(): Promise<Order[]> {
  return (await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { cookie: staff.chef })).json();
}
const quantityFor = (minimumRupees: number) => Math.ceil(minimumRupees / dish.price);

describe("GET /api/site/:slug (the website's answer)", () => {
  it("carries the online settings, and a day closed in one tap says so at once", async () => {
    const open = await (await send(server.app, "GET", `/api/site/${SLUG}`)).json();
    expect(open.online).toMatchObject({ pickup: true, delivery: true, open: true, closedToday: false, zones: ONLINE.zones });
    expect(open.menuItems.map((item: { id: string }) => item.id)).toContain(dish.id);
    expect(open.openNow).toBe(true);

    expect((await send(server.app, "POST", "/api/online-settings/close-today", { cookie: staff.admin })).status).toBe(200);
    const closed = await (await send(server.app, "GET", `/api/site/${SLUG}`)).json();
    expect(closed.online).toMatchObject({ open: false, closedToday: true });
    await configure({ pickup: false, delivery: false });
    expect((await (await send(server.app, "GET", `/api/site/${SLUG}`)).json()).online).toBeNull();
  });
});

describe("a UPI pickup order", () => {
  it("waits for accept and payment before the kitchen sees it, then goes to ready and picked up", async () => {
    const placed = await order();
    expect(placed.status).toBe(201);
    const view: SiteOrderView = await placed.json();
    expect(view.status).toBe("placed");
    expect(view.channel).toBe("pickup");
    const totalPaise = (dish.price * 2 + ONLINE.packagingPerOrderRupees) * 100;
    expect(view.totalPaise).toBe(totalPaise);
    const link = new URL(view.upiLink ?? "");
    expect(link.protocol).toBe("upi:");
    expect(link.searchParams.get("am")).toBe((totalPaise / 100).toFixed(2));
    expect(link.searchParams.get("tr")).toBe(view.id.replaceAll("-", ""));
    expect(view).not.toHaveProperty("customerPhone");

    expect((await kitchenOrders()).some((kitchen) => kitchen.id === view.id)).toBe(false);
    expect(await (await step(view.id, "accept")).json()).toMatchObject({ status: "accepted" });
    expect((await kitchenOrders()).some((kitchen) => kitchen.id === view.id)).toBe(false);
    expect(await (await step(view.id, "paid")).json()).toMatchObject({ status: "paid", paid: true, upiLink: null });
    const inKitchen = (await kitchenOrders()).find((kitchen) => kitchen.id === view.id);
    expect(inKitchen).toMatchObject({ tableId: null, table: null, channel: "pickup", token: view.token, specialInstructions: null });

    const preparing = await send(server.app, "PUT", `/api/orders/${view.id}/status`, { cookie: staff.chef, body: { status: "confirmed" } });
    expect(preparing.status).toBe(200);
    await send(server.app, "PUT", `/api/orders/${view.id}/status`, { cookie: staff.chef, body: { status: "preparing" } });
    expect((await track(view.id)).status).toBe("preparing");
    expect((await step(view.id, "ready")).status).toBe(200);
    expect((await track(view.id)).status).toBe("ready");
    expect((await step(view.id, "out-for-delivery", { rider: "Ravi" })).status).toBe(409);
    expect(await (await step(view.id, "picked-up")).json()).toMatchObject({ status: "picked-up" });
    expect((await track(view.id)).status).toBe("picked-up");
  });

  it("gives each order of the day the next token", async () => {
    const first: SiteOrderView = await (await order()).json();
    const second: SiteOrderView = await (await order({ payment: "cash" })).json();
    expect(second.token).toBe(first.token + 1);
  });
});

describe("a delivery order", () => {
  it("adds the zone's fee and packaging, per dish and per order, with GST as on a table's bill", async () => {
    await configure({}, { gstMode: "regular-5" });
    expect(
      (await send(server.app, "PUT", `/api/menu-items/${dish.id}/packaging`, { cookie: staff.admin, body: { packagingRupees: 5 } })).status,
    ).toBe(200);
    try {
      const quantity = quantityFor(200);
      const placed = await order({ mode: "delivery", address: { line: "4 Lane, Koregaon Park", pincode: "411001" } }, undefined, quantity);
      expect(placed.status).toBe(201);
      const view: SiteOrderView = await placed.json();
      const beforeTax = (dish.price * quantity + 5 * quantity + 10 + 40) * 100;
      const halfTax = Math.floor((2 * beforeTax * 5 + 200) / 400);
      expect(view.totalPaise).toBe(Math.floor((2 * (beforeTax + 2 * halfTax) + 100) / 200) * 100);
    } finally {
      await send(server.app, "PUT", `/api/menu-items/${dish.id}/packaging`, { cookie: staff.admin, body: { packagingRupees: 0 } });
    }
  });

  it("refuses a pincode outside the zones and an order under the zone's minimum", async () => {
    const far = await order({ mode: "delivery", address: { line: "1 Road", pincode: "560001" } }, undefined, quantityFor(200));
    expect(far.status).toBe(400);
    expect((await far.json()).message).toBe("Sorry, we do not deliver to pincode 560001");
    await configure({ zones: [{ pincode: "411001", feeRupees: 40, minimumRupees: dish.price * 2 + 1 }] });
    const small = await order({ mode: "delivery", address: { line: "1 Road", pincode: "411001" } });
    expect(small.status).toBe(400);
    expect((await small.json()).message).toBe(
      `The minimum order for delivery to 411001 is ₹${dish.price * 2 + 1} (your dishes come to ₹${dish.price * 2})`,
    );
    const noAddress = await order({ mode: "delivery" });
    expect(noAddress.status).toBe(400);
  });

  it("with cash and auto-accept reaches the kitchen at once, goes out with a rider and is delivered", async () => {
    await configure({ autoAccept: true });
    const placed: SiteOrderView = await (
      await order({ mode: "delivery", payment: "cash", address: { line: "2 Lane", pincode: "411001" } }, undefined, quantityFor(200))
    ).json();
    expect(placed.status).toBe("accepted");
    expect(placed.upiLink).toBeNull();
    expect((await kitchenOrders()).find((kitchen) => kitchen.id === placed.id)).toMatchObject({
      tableId: null,
      channel: "delivery",
      token: placed.token,
      specialInstructions: null,
    });
    expect(await (await step(placed.id, "out-for-delivery", { rider: "Ravi" })).json()).toMatchObject({
      status: "out-for-delivery",
      rider: "Ravi",
    });
    expect((await step(placed.id, "picked-up")).status).toBe(409);
    expect((await step(placed.id, "delivered")).status).toBe(200);
    expect((await track(placed.id)).status).toBe("delivered");
  });
});

describe("what the website refuses", () => {
  it("closed online ordering, closed hours, a slot outside them, a mode or cash not offered", async () => {
    await configure({ open: false });
    expect((await order()).status).toBe(409);
    await configure();
    await send(server.app, "POST", "/api/online-settings/close-today", { cookie: staff.admin });
    const closed = await order();
    expect(closed.status).toBe(409);
    expect((await closed.json()).message).toBe("Online ordering is closed today. Please call the restaurant.");

    const today = new Date(Date.now() + 330 * 60_000).getUTCDay();
    const otherDay = [{ day: (today + 3) % 7, open: "10:00", close: "11:00" }];
    await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, {
      cookie: staff.admin,
      body: { ...settingsBody({ gstMode: "unregistered" }), openingHours: otherDay },
    });
    await send(server.app, "DELETE", "/api/online-settings/close-today", { cookie: staff.admin });
    const now = await order();
    expect(now.status).toBe(409);
    expect((await now.json()).message).toMatch(/^The restaurant is closed now/);
    const slot = await order({ pickupAt: new Date(Date.now() + 60 * 60_000).toISOString() });
    expect(slot.status).toBe(409);
    expect((await order({ pickupAt: new Date(Date.now() - 60_000).toISOString() })).status).toBe(400);

    await configure({ delivery: false, cash: false });
    expect((await order({ mode: "delivery", address: { line: "2 Lane", pincode: "411001" } })).status).toBe(409);
    expect((await order({ payment: "cash" })).status).toBe(400);
  });

  it("a blocked phone, and a rejected order shows the guest the reason", async () => {
    const phone = freshPhone();
    const placed: SiteOrderView = await (await order({ customerPhone: phone })).json();
    expect(await (await step(placed.id, "reject", { reason: "Kitchen closing early" })).json()).toMatchObject({ status: "rejected" });
    expect(await track(placed.id)).toMatchObject({ status: "rejected", reason: "Kitchen closing early", upiLink: null });
    expect((await step(placed.id, "paid")).status).toBe(409);

    expect((await send(server.app, "POST", "/api/blocked-phones", { cookie: staff.waiter, body: { phone } })).status).toBe(403);
    expect((await send(server.app, "POST", "/api/blocked-phones", { cookie: staff.admin, body: { phone } })).status).toBe(201);
    const refused = await order({ customerPhone: phone });
    expect(refused.status).toBe(403);
    expect((await send(server.app, "DELETE", `/api/blocked-phones/${phone}`, { cookie: staff.admin })).status).toBe(204);
    expect((await order({ customerPhone: phone })).status).toBe(201);
  });

  it("an order never accepted expires and can no longer be accepted", async () => {
    const placed: SiteOrderView = await (await order()).json();
    await server.db
      .updateTable("siteOrders")
      .set({ createdAt: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where("id", "=", placed.id)
      .execute();
    expect((await track(placed.id)).status).toBe("expired");
    expect((await step(placed.id, "accept")).status).toBe(409);
  });
});

describe("exactly once", () => {
  it("a lost answer sent again with its key answers the same order and places no second", async () => {
    const key = randomUUID();
    const sent = body();
    const first = await send(server.app, "POST", `/api/site/${SLUG}/orders`, { body: sent, key });
    const before = await countRows(server.db, "siteOrders");
    const again = await send(server.app, "POST", `/api/site/${SLUG}/orders`, { body: sent, key });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await countRows(server.db, "siteOrders")).toBe(before);
    const other = await send(server.app, "POST", `/api/site/${SLUG}/orders`, { body: { ...sent, customerName: "Someone Else" }, key });
    expect(other.status).toBe(422);
  });
});

describe("budgets", () => {
  it("counts orders per phone; a refused one is given back and a replay is free", async () => {
    const phone = freshPhone();
    const far = { mode: "delivery", address: { line: "1 Road", pincode: "560001" }, customerPhone: phone };
    for (let i = 0; i < 5; i++) expect((await order(far)).status).toBe(400);
    const key = randomUUID();
    const sent = body({ customerPhone: phone });
    for (let i = 0; i < 4; i++) expect((await send(server.app, "POST", `/api/site/${SLUG}/orders`, { body: sent, key })).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await order({ customerPhone: phone })).status).toBe(201);
    const spent = await order({ customerPhone: phone });
    expect(spent.status).toBe(429);
  });
});

describe("tenancy and the counter", () => {
  it("another restaurant's staff cannot see or move the order", async () => {
    const placed: SiteOrderView = await (await order()).json();
    expect((await step(placed.id, "accept", undefined, staff.otherAdmin)).status).toBe(404);
    const theirs: CounterOrder[] = await (await send(server.app, "GET", "/api/online-orders", { cookie: staff.otherAdmin })).json();
    expect(theirs.some((listed) => listed.id === placed.id)).toBe(false);
    const ours: CounterOrder[] = await (await send(server.app, "GET", "/api/online-orders", { cookie: staff.waiter })).json();
    expect(ours.find((listed) => listed.id === placed.id)).toMatchObject({ customerName: GUEST.customerName, fromSite: true });
    expect((await send(server.app, "GET", "/api/online-orders")).status).toBe(401);
  });

  it("a phone order at the counter is accepted at once and, cash, cooks at once even with online ordering closed", async () => {
    await configure({ open: false });
    const taken = await send(server.app, "POST", "/api/online-orders", { cookie: staff.waiter, body: body({ payment: "cash" }) });
    expect(taken.status).toBe(201);
    const counter: CounterOrder = await taken.json();
    expect(counter).toMatchObject({ status: "accepted", fromSite: false, channel: "pickup" });
    expect(counter.billId).not.toBeNull();
    expect((await kitchenOrders()).find((kitchen) => kitchen.id === counter.id)).toMatchObject({
      tableId: null,
      channel: "pickup",
      token: counter.token,
    });
  });
});
