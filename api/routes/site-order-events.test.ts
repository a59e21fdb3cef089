import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Order } from "../../shared/schemas/orders";
import type { OnlineSettings, SiteOrderView, TrackedSiteOrder } from "../../shared/schemas/takeout";
import { createApp } from "../app";
import type { MenuItemRow } from "../db/schema";
import { StreamRoster } from "../live/stream-roster";
import { type OpenStream, openEventStream } from "../test/event-stream";
import { newOptionDish, pick } from "../test/option-dish";
import { settingsBody } from "../test/restaurant-settings";
import { newTestTable, placeOrder, send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

const SLUG = "spice-garden";
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "00:00", close: "00:00" }));
const ONLINE: OnlineSettings = {
  pickup: true,
  delivery: true,
  cash: true,
  autoAccept: false,
  open: true,
  packagingPerOrderRupees: 0,
  zones: [{ pincode: "411001", feeRupees: 0, minimumRupees: 0 }],
};

let server: TestServer;
let staff: Awaited<ReturnType<typeof signInDemoStaff>>;
let dish: MenuItemRow;
let phones = 0;

beforeAll(async () => {
  server = await createTestServer({ liveHeartbeatMs: 60_000 });
  staff = await signInDemoStaff(server.app);
  dish = await server.db
    .selectFrom("menuItems")
    .selectAll()
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("isAvailable", "=", 1)
    .where("optionGroups", "=", "[]")
    .orderBy("name")
    .executeTakeFirstOrThrow();
});

afterAll(() => server.close());

beforeEach(async () => {
  const saved = await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, {
    cookie: staff.admin,
    body: { ...settingsBody({ gstMode: "unregistered" }), openingHours: ALL_WEEK },
  });
  expect(saved.status).toBe(200);
  expect((await send(server.app, "PUT", "/api/online-settings", { cookie: staff.admin, body: ONLINE })).status).toBe(200);
});

async function placeSiteOrder(overrides: Record<string, unknown> = {}): Promise<SiteOrderView> {
  const placed = await send(server.app, "POST", `/api/site/${SLUG}/orders`, {
    body: {
      mode: "pickup",
      pickupAt: null,
      address: null,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
      totalAmount: dish.price,
      customerName: "Meera Iyer",
      customerPhone: `98700${String(phones++).padStart(5, "0")}`,
      payment: "upi",
      ...overrides,
    },
  });
  expect(placed.status).toBe(201);
  return placed.json();
}

const eventsOf = (id: string) => `/api/site-orders/${id}/events`;
const counter = (id: string, action: string, body?: unknown) =>
  send(server.app, "POST", `/api/online-orders/${id}/${action}`, { cookie: staff.waiter, body });
const kitchen = (id: string, status: string) =>
  send(server.app, "PUT", `/api/orders/${id}/status`, { cookie: staff.chef, body: { status } });

/** The next event is an `order` with this status; answers the order it carries. */
async function nextStatus(stream: OpenStream): Promise<SiteOrderView> {
  const event = await stream.next();
  expect(event.event).toBe("order");
  return JSON.parse(event.data);
}

describe("the tracking page's estimate", () => {
  // First in the file: until five orders of the restaurant are measured, the stations' target stands in.
  it("is the stations' longest target until orders are measured, then the median measured prep time; readyBy once the kitchen has it", async () => {
    await server.db.updateTable("stations").set({ prepMinutes: 37 }).where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
    const placed = await placeSiteOrder({ payment: "cash" });
    const tracked = async (): Promise<TrackedSiteOrder> => (await send(server.app, "GET", `/api/site-orders/${placed.id}`)).json();
    expect((await tracked()).estimate).toEqual({ prepMinutes: 37, readyBy: null });

    expect((await counter(placed.id, "accept")).status).toBe(200);
    const { orderTime } = await server.db.selectFrom("orders").select("orderTime").where("id", "=", placed.id).executeTakeFirstOrThrow();
    const at = (minutes: number) => new Date(Date.parse(orderTime) + minutes * 60_000).toISOString();
    expect((await tracked()).estimate).toEqual({ prepMinutes: 37, readyBy: at(37) });

    // Fifty orders the kitchen put at the pass, the latest of them all: 10 to 59 minutes, a median of 35.
    const template = await server.db.selectFrom("orders").selectAll().where("id", "=", placed.id).executeTakeFirstOrThrow();
    const start = Date.now() + 3_600_000;
    await server.db
      .insertInto("orders")
      .values(
        Array.from({ length: 50 }, (_, n) => ({
          ...template,
          id: randomUUID(),
          status: "completed",
          orderTime: new Date(start + n * 1_000).toISOString(),
          readyAt: new Date(start + n * 1_000 + (10 + n) * 60_000).toISOString(),
        })),
      )
      .execute();
    expect((await tracked()).estimate).toEqual({ prepMinutes: 35, readyBy: at(35) });

    expect((await counter(placed.id, "ready")).status).toBe(200);
    expect((await tracked()).estimate).toBeNull();
  });
});

describe("GET /api/site-orders/:id/events", () => {
  it("announces every step of a UPI pickup order, from accept to picked up, with the order as the guest reads it", async () => {
    const placed = await placeSiteOrder();
    const stream = await openEventStream(server.app, eventsOf(placed.id));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream");
    expect((await stream.next()).event).toBe("ready");

    expect((await counter(placed.id, "accept")).status).toBe(200);
    expect((await nextStatus(stream)).status).toBe("accepted");
    expect((await counter(placed.id, "paid")).status).toBe(200);
    const paid = await nextStatus(stream);
    expect(paid).toMatchObject({ status: "paid", paid: true, upiLink: null });
    expect(paid).not.toHaveProperty("customerPhone");
    expect((await kitchen(placed.id, "confirmed")).status).toBe(200);
    expect((await kitchen(placed.id, "preparing")).status).toBe(200);
    // Confirmed shows the guest nothing new, so the stream says nothing until Preparing.
    expect((await nextStatus(stream)).status).toBe("preparing");
    expect((await counter(placed.id, "ready")).status).toBe(200);
    expect((await nextStatus(stream)).status).toBe("ready");
    expect((await counter(placed.id, "picked-up")).status).toBe(200);
    expect((await nextStatus(stream)).status).toBe("picked-up");
    await stream.close();
  });

  it("announces the kitchen's Ready, a delivery going out and delivered, and a rejection", async () => {
    const delivery = await placeSiteOrder({ mode: "delivery", payment: "cash", address: { line: "2 Lane", pincode: "411001" } });
    const stream = await openEventStream(server.app, eventsOf(delivery.id));
    expect((await stream.next()).event).toBe("ready");
    expect((await counter(delivery.id, "accept")).status).toBe(200);
    expect((await nextStatus(stream)).status).toBe("accepted");
    const ready = await send(server.app, "PUT", `/api/orders/${delivery.id}/ready`, { cookie: staff.chef, body: { ready: true } });
    expect(ready.status).toBe(200);
    expect((await nextStatus(stream)).status).toBe("ready");
    expect((await counter(delivery.id, "out-for-delivery", { rider: "Ravi" })).status).toBe(200);
    expect(await nextStatus(stream)).toMatchObject({ status: "out-for-delivery", rider: "Ravi" });
    expect((await counter(delivery.id, "delivered")).status).toBe(200);
    expect((await nextStatus(stream)).status).toBe("delivered");
    await stream.close();

    const refused = await placeSiteOrder();
    const second = await openEventStream(server.app, eventsOf(refused.id));
    expect((await second.next()).event).toBe("ready");
    expect((await counter(refused.id, "reject", { reason: "Out of paneer" })).status).toBe(200);
    expect(await nextStatus(second)).toMatchObject({ status: "rejected", reason: "Out of paneer" });
    await second.close();
  });

  it("says nothing of other orders: a table's order and another guest's order moving on", async () => {
    const mine = await placeSiteOrder();
    const other = await placeSiteOrder();
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const stream = await openEventStream(server.app, eventsOf(mine.id));
    expect((await stream.next()).event).toBe("ready");

    const tableOrder = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    expect((await kitchen(tableOrder, "confirmed")).status).toBe(200);
    expect((await counter(other.id, "accept")).status).toBe(200);
    // The first event after all that is this order's own.
    expect((await counter(mine.id, "accept")).status).toBe(200);
    expect(await nextStatus(stream)).toMatchObject({ id: mine.id, status: "accepted" });
    await stream.close();
  });

  it("lets go of the change feed when the page goes away; 404 for an order no one placed, 400 for a malformed id", async () => {
    const placed = await placeSiteOrder();
    const before = server.changes.listenerCount(DEMO_RESTAURANT_ID);
    const stream = await openEventStream(server.app, eventsOf(placed.id));
    await stream.next();
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(before + 1);
    await stream.close();
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(before);
    expect((await server.app.request(eventsOf("0190a5e0-0000-7000-8000-000000000000"))).status).toBe(404);
    expect((await server.app.request(eventsOf("not-an-id"))).status).toBe(400);
  });

  it("refuses a stream past the cap with 503 and Retry-After, so the page checks slowly by itself instead", async () => {
    const app = createApp({ ...server.services, dinerStreams: new StreamRoster({ perUser: 64, perRestaurant: 64, total: 1 }) });
    const placed = await placeSiteOrder();
    const first = await openEventStream(app, eventsOf(placed.id));
    await first.next();
    const refused = await app.request(eventsOf(placed.id));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect((await refused.json()).message).toMatch(/Live updates are full/);
    await first.close();
  });
});

describe("a guest's dish with options", () => {
  it("is priced by the server as at the table, reaches the kitchen with its options and reads with them at the counter", async () => {
    const biryani = await newOptionDish(server.app, staff.admin);
    const options = pick(["portion", "full"], ["addons", "raita"]);
    const placed = await placeSiteOrder({
      payment: "cash",
      items: [{ id: biryani.id, name: biryani.name, price: 350, quantity: 2, options }],
      totalAmount: 700,
    });
    expect(placed.totalPaise).toBe(70_000);
    expect(placed.items).toEqual([{ name: `${biryani.name} · Full · + Raita`, quantity: 2 }]);

    // A stale price is refused as at the table: the server prices the options from its own menu.
    const stale = await send(server.app, "POST", `/api/site/${SLUG}/orders`, {
      body: {
        mode: "pickup",
        pickupAt: null,
        address: null,
        items: [{ id: biryani.id, name: biryani.name, price: 180, quantity: 1, options }],
        totalAmount: 180,
        customerName: "Meera Iyer",
        customerPhone: "9870099999",
        payment: "cash",
      },
    });
    expect(stale.status).toBe(409);

    expect((await counter(placed.id, "accept")).status).toBe(200);
    const orders: Order[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { cookie: staff.chef })
    ).json();
    const line = orders.find((one) => one.id === placed.id)?.items[0];
    expect(line?.options?.map((option) => option.choiceName)).toEqual(["Full", "Raita"]);
    const listed = await (await send(server.app, "GET", "/api/online-orders", { cookie: staff.waiter })).json();
    expect(listed.find((one: SiteOrderView) => one.id === placed.id)?.items).toEqual([
      { name: `${biryani.name} · Full · + Raita`, quantity: 2 },
    ]);
  });
});
