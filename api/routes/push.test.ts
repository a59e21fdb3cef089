import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { PUSH_WORDS } from "../../shared/push-words";
import type { PushNotice } from "../../shared/schemas/push";
import type { SiteOrderView } from "../../shared/schemas/takeout";
import { configFromEnv, testConfig } from "../config";
import { PushKeys } from "../push/keys";
import { FakePushService, type TestBrowser, vapidOf } from "../test/fake-push-service";
import { settingsBody } from "../test/restaurant-settings";
import { send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

const ADDRESS_BUDGET = 6;
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "00:00", close: "00:00" }));

let server: TestServer;
let pushService: FakePushService;
let staff: Awaited<ReturnType<typeof signInDemoStaff>>;
let slug: string;
let restaurantName: string;
let dish: { id: string; name: string; price: number };

beforeAll(async () => {
  pushService = await FakePushService.start();
  server = await createTestServer({
    rateLimit: { ...testConfig().rateLimit, enabled: true, callsPerAddress: { limit: ADDRESS_BUDGET, windowMs: 600_000 } },
    trustProxy: 1,
  });
  staff = await signInDemoStaff(server.app);
  ({ slug, name: restaurantName } = await server.db
    .selectFrom("restaurants")
    .select(["slug", "name"])
    .where("id", "=", DEMO_RESTAURANT_ID)
    .executeTakeFirstOrThrow());
  dish = await server.db
    .selectFrom("menuItems")
    .select(["id", "name", "price"])
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("isAvailable", "=", 1)
    .where("optionGroups", "=", "[]")
    .orderBy("name")
    .executeTakeFirstOrThrow();
  const settings = { ...settingsBody({ gstMode: "unregistered" }), openingHours: ALL_WEEK };
  expect(
    (await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie: staff.admin, body: settings })).status,
  ).toBe(200);
  const online = {
    pickup: true,
    delivery: true,
    cash: true,
    autoAccept: true,
    open: true,
    packagingPerOrderRupees: 0,
    zones: [{ pincode: "411001", feeRupees: 0, minimumRupees: 0 }],
  };
  expect((await send(server.app, "PUT", "/api/online-settings", { cookie: staff.admin, body: online })).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await pushService?.stop();
});

/** Each guest from an address of their own, unless a test names one: the address budget is the budget test's alone. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250)}.${addresses % 250}`;
};
let phones = 0;
function newPhone(): string {
  phones += 1;
  return `97${String(Date.now() % 1e6).padStart(6, "0")}${String(phones % 100).padStart(2, "0")}`;
}

/** Subscribes, and waits out the sweep a subscription starts, so what a later step sends is that step's doing. */
async function subscribe(path: string, body: unknown, address = nextAddress()) {
  const response = await server.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify(body),
  });
  await server.services.push.idle();
  return response;
}

async function joinQueue(): Promise<string> {
  const joined = await server.app.request(`/api/site/${slug}/waitlist`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Forwarded-For": nextAddress() },
    body: JSON.stringify({ name: "Meera", phone: newPhone(), partySize: 2 }),
  });
  expect(joined.status).toBe(201);
  return (await joined.json()).id;
}

async function placeOrder(mode: "pickup" | "delivery" = "pickup"): Promise<SiteOrderView> {
  const placed = await send(server.app, "POST", `/api/site/${slug}/orders`, {
    body: {
      mode,
      pickupAt: null,
      address: mode === "delivery" ? { line: "12 MG Road", pincode: "411001" } : null,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
      totalAmount: dish.price,
      customerName: "Asha",
      customerPhone: newPhone(),
      payment: "cash",
    },
  });
  expect(placed.status).toBe(201);
  return placed.json();
}

/** The notice a browser got, decrypted as the browser would. */
async function noticeTo(browser: TestBrowser): Promise<PushNotice> {
  const message = await pushService.messageTo(browser.endpoint);
  return JSON.parse(browser.decrypt(message.body));
}

const subscriptionsOf = (column: "siteOrderId" | "waitlistEntryId", id: string) =>
  server.db.selectFrom("pushSubscriptions").select(["endpoint", "sentAt"]).where(column, "=", id).execute();

describe("GET /api/push/key", () => {
  it("answers one P-256 public key for the deployment, made once and kept", async () => {
    const first = await (await send(server.app, "GET", "/api/push/key")).json();
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(await (await send(server.app, "GET", "/api/push/key")).json()).toEqual(first);
    const kept = await server.db.selectFrom("pushKeys").select("publicKey").execute();
    expect(kept).toEqual([{ publicKey: first.publicKey }]);
  });

  it("is one pair however many processes make theirs at once: the first insert wins and all read it", async () => {
    await server.db.deleteFrom("pushKeys").execute();
    const processes = [1, 2, 3].map(() => new PushKeys(server.db, server.writer, { ...server.config.push, keys: null }));
    const keys = await Promise.all(processes.map((keys) => keys.get()));
    expect(new Set(keys.map((pair) => pair.publicKey)).size).toBe(1);
    expect(await server.db.selectFrom("pushKeys").select("publicKey").execute()).toEqual([{ publicKey: keys[0]?.publicKey }]);
  });

  it("is the environment's pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set, and both or neither", () => {
    const pair = { VAPID_PUBLIC_KEY: `B${"x".repeat(86)}`, VAPID_PRIVATE_KEY: "y".repeat(43) };
    expect(configFromEnv(pair).push.keys).toEqual({ publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY });
    expect(() => configFromEnv({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/set together/);
    expect(configFromEnv({}).push.keys).toBeNull();
  });
});

describe("a party the host notifies", () => {
  it("gets one encrypted notice, signed for its push service, in its language, opening the door page", async () => {
    const id = await joinQueue();
    const browser = pushService.newBrowser();
    expect((await subscribe(`/api/waitlist/${id}/push`, { ...browser.subscription, language: "hi" })).status).toBe(204);
    expect(pushService.messages.filter((message) => message.path === new URL(browser.endpoint).pathname)).toEqual([]);

    expect((await send(server.app, "POST", `/api/waitlist/${id}/notify`, { cookie: staff.waiter })).status).toBe(200);
    expect(await noticeTo(browser)).toEqual({ title: restaurantName, body: PUSH_WORDS.hi.tableReady, url: `/w/${slug}` });

    const message = await pushService.messageTo(browser.endpoint);
    expect(message.headers["content-encoding"]).toBe("aes128gcm");
    const { claims, key } = vapidOf(message.headers);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe(server.config.push.subject);
    expect(key).toBe((await (await send(server.app, "GET", "/api/push/key")).json()).publicKey);

    // The host's second tap changes nothing: still one notice.
    expect((await send(server.app, "POST", `/api/waitlist/${id}/notify`, { cookie: staff.waiter })).status).toBe(200);
    await server.services.push.idle();
    expect(pushService.messages.filter((sent) => sent.path === message.path)).toHaveLength(1);
  });

  it("loses its subscription when the party leaves the queue", async () => {
    const id = await joinQueue();
    expect((await subscribe(`/api/waitlist/${id}/push`, pushService.newBrowser().subscription)).status).toBe(204);
    expect(await subscriptionsOf("waitlistEntryId", id)).toHaveLength(1);
    expect((await send(server.app, "DELETE", `/api/waitlist/${id}`)).status).toBe(204);
    await server.services.push.idle();
    expect(await subscriptionsOf("waitlistEntryId", id)).toEqual([]);
  });

  it("does not hold up the host's tap when its push service is down: the try is logged", async () => {
    const id = await joinQueue();
    const down = await FakePushService.start();
    const browser = down.newBrowser();
    await down.stop();
    expect((await subscribe(`/api/waitlist/${id}/push`, browser.subscription)).status).toBe(204);
    const settled = new Promise((resolve) => server.services.push.events.once("settled", resolve));
    expect((await send(server.app, "POST", `/api/waitlist/${id}/notify`, { cookie: staff.waiter })).status).toBe(200);
    expect(await settled).toMatchObject({ outcome: "retry" });
  });
});

describe("a takeout order", () => {
  it("notifies its guest in English when the kitchen marks it ready, with its token and tracking page", async () => {
    const order = await placeOrder();
    const browser = pushService.newBrowser();
    expect((await subscribe(`/api/site-orders/${order.id}/push`, browser.subscription)).status).toBe(204);
    expect((await send(server.app, "PUT", `/api/orders/${order.id}/ready`, { cookie: staff.chef, body: { ready: true } })).status).toBe(
      200,
    );
    expect(await noticeTo(browser)).toEqual({
      title: restaurantName,
      body: `Your order is ready for pickup (Token ${order.token})`,
      url: `/r/${slug}/orders/${order.id}`,
    });
  });

  it("notifies when the counter marks it ready, and a delivery when it leaves with the rider; picked up ends it", async () => {
    const pickup = await placeOrder();
    const browser = pushService.newBrowser();
    expect((await subscribe(`/api/site-orders/${pickup.id}/push`, { ...browser.subscription, language: "ta" })).status).toBe(204);
    expect((await send(server.app, "POST", `/api/online-orders/${pickup.id}/ready`, { cookie: staff.waiter })).status).toBe(200);
    expect((await noticeTo(browser)).body).toBe(PUSH_WORDS.ta.orderReady.replace("{token}", String(pickup.token)));
    expect((await send(server.app, "POST", `/api/online-orders/${pickup.id}/picked-up`, { cookie: staff.waiter })).status).toBe(200);
    await server.services.push.idle();
    expect(await subscriptionsOf("siteOrderId", pickup.id)).toEqual([]);

    const delivery = await placeOrder("delivery");
    const rider = pushService.newBrowser();
    expect((await subscribe(`/api/site-orders/${delivery.id}/push`, rider.subscription)).status).toBe(204);
    const out = await send(server.app, "POST", `/api/online-orders/${delivery.id}/out-for-delivery`, {
      cookie: staff.waiter,
      body: { rider: "Ravi" },
    });
    expect(out.status).toBe(200);
    expect((await noticeTo(rider)).body).toBe(`Your order is on its way (Token ${delivery.token})`);
  });

  it("deletes a subscription its push service answers 410 for", async () => {
    const order = await placeOrder();
    const browser = pushService.newBrowser();
    pushService.answer(browser.endpoint, 410);
    expect((await subscribe(`/api/site-orders/${order.id}/push`, browser.subscription)).status).toBe(204);
    const settled = new Promise((resolve) => server.services.push.events.once("settled", resolve));
    expect((await send(server.app, "POST", `/api/online-orders/${order.id}/ready`, { cookie: staff.waiter })).status).toBe(200);
    expect(await settled).toMatchObject({ outcome: "gone" });
    expect(await subscriptionsOf("siteOrderId", order.id)).toEqual([]);
  });

  it("sends at once to a browser that subscribes after the order is ready", async () => {
    const order = await placeOrder();
    expect((await send(server.app, "POST", `/api/online-orders/${order.id}/ready`, { cookie: staff.waiter })).status).toBe(200);
    const browser = pushService.newBrowser();
    expect((await subscribe(`/api/site-orders/${order.id}/push`, browser.subscription)).status).toBe(204);
    expect((await noticeTo(browser)).url).toBe(`/r/${slug}/orders/${order.id}`);
  });
});

describe("subscribing", () => {
  it("refuses what is not a push subscription with 400, an unknown id with 404, an ended order with 409", async () => {
    const id = await joinQueue();
    const good = pushService.newBrowser().subscription;
    const bad = [
      {},
      { ...good, endpoint: "ftp://push.example.com/x" },
      { ...good, endpoint: "http://push.example.com/x" },
      { ...good, endpoint: "not a url" },
      { ...good, keys: undefined },
      { ...good, keys: { ...good.keys, p256dh: `B${"A".repeat(86)}` } },
      { ...good, keys: { ...good.keys, p256dh: "BAAA" } },
      { ...good, keys: { ...good.keys, auth: "short" } },
      { ...good, language: "xx" },
    ];
    for (const body of bad) {
      const refused = await subscribe(`/api/waitlist/${id}/push`, body);
      expect([JSON.stringify(body), refused.status]).toEqual([JSON.stringify(body), 400]);
      expect((await refused.json()).message).toEqual(expect.any(String));
    }
    expect((await subscribe(`/api/waitlist/${randomUUID()}/push`, good)).status).toBe(404);
    expect((await subscribe(`/api/site-orders/${randomUUID()}/push`, good)).status).toBe(404);
    expect((await subscribe("/api/site-orders/not-an-id/push", good)).status).toBe(400);
    expect((await send(server.app, "DELETE", `/api/waitlist/${id}`)).status).toBe(204);
    expect((await subscribe(`/api/waitlist/${id}/push`, good)).status).toBe(409);
    expect(await subscriptionsOf("waitlistEntryId", id)).toEqual([]);
  });

  it("keeps one row per browser, and at most a few browsers per place", async () => {
    const id = await joinQueue();
    const browser = pushService.newBrowser();
    expect((await subscribe(`/api/waitlist/${id}/push`, browser.subscription)).status).toBe(204);
    expect((await subscribe(`/api/waitlist/${id}/push`, browser.subscription)).status).toBe(204);
    expect(await subscriptionsOf("waitlistEntryId", id)).toHaveLength(1);
    for (let n = 0; n < 4; n += 1)
      expect((await subscribe(`/api/waitlist/${id}/push`, pushService.newBrowser().subscription)).status).toBe(204);
    expect((await subscribe(`/api/waitlist/${id}/push`, pushService.newBrowser().subscription)).status).toBe(409);
  });

  it("spends a budget per client address", async () => {
    const id = await joinQueue();
    const address = nextAddress();
    const statuses = [];
    for (let n = 0; n <= ADDRESS_BUDGET; n += 1)
      statuses.push((await subscribe(`/api/waitlist/${id}/push`, pushService.newBrowser().subscription, address)).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await subscribe(`/api/waitlist/${id}/push`, pushService.newBrowser().subscription)).status).not.toBe(429);
  });

  it("refuses an endpoint on this machine or an address literal unless PUSH_LOCAL_ENDPOINTS is on", async () => {
    const strict = await createTestServer({ push: { ...testConfig().push, localEndpoints: false } });
    try {
      const row = await strict.db.selectFrom("waitlistEntries").select("id").executeTakeFirst();
      const id = row?.id ?? randomUUID();
      const keys = pushService.newBrowser().subscription.keys;
      for (const endpoint of [
        "http://127.0.0.1:9/push/1",
        "https://127.0.0.1/push/1",
        "https://localhost/push/1",
        "https://[::1]/push/1",
        "https://intranet/push/1",
      ]) {
        const refused = await strict.app.request(`/api/waitlist/${id}/push`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ endpoint, keys }),
        });
        expect([endpoint, refused.status]).toEqual([endpoint, 400]);
      }
    } finally {
      await strict.close();
    }
  });
});
