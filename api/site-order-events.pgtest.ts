import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../scripts/start-server";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import type { SiteOrderView } from "../shared/schemas/takeout";
import { readEventStream } from "./test/event-stream";
import { sendToProcess } from "./test/process-requests";
import { settingsBody } from "./test/restaurant-settings";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "./test/test-database";
import { DEMO_LOGINS } from "./test/test-support";

/** A guest's tracking stream on one process hears the staff's steps taken on another (docs/decisions/098-site-order-stream.md). */
const base = testPostgresUrl();
if (!base) throw new Error("multi-process tests run under npm run test:pg, which starts PostgreSQL");

let database: { url: string; drop(): Promise<void> };
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase(base, process.env[TEST_PG_TEMPLATE] ?? "rasoi_template");
  const env = { RATE_LIMIT: "off", DATABASE_URL: database.url };
  [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
});

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await database?.drop();
});

async function signIn(role: "admin" | "waiter" | "chef"): Promise<string> {
  const { username, password, role: as } = DEMO_LOGINS[role];
  const login = await sendToProcess(a, "POST", "/api/auth/login", { body: { emailOrUsername: username, password, role: as } });
  return login.headers.get("set-cookie")?.split(";")[0] ?? "";
}

/** Reads `order` events off a guest's stream on `server`, after its first `ready`. */
async function guestStream(server: RunningServer, id: string) {
  const stream = readEventStream(await fetch(`${server.url}/api/site-orders/${id}/events`));
  expect(stream.response.status).toBe(200);
  expect((await stream.next()).event).toBe("ready");
  return {
    async status(): Promise<string> {
      const event = await stream.next();
      expect(event.event).toBe("order");
      return (JSON.parse(event.data) as SiteOrderView).status;
    },
    close: () => stream.close(),
  };
}

describe("a guest's tracking stream with two processes", () => {
  it("announces accept, paid, the kitchen's preparing, ready and picked up, each taken on the other process", async () => {
    const admin = await signIn("admin");
    const waiter = await signIn("waiter");
    const chef = await signIn("chef");
    const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "00:00", close: "00:00" }));
    const settings = { ...settingsBody({ gstMode: "unregistered" }), openingHours: allWeek };
    expect(
      (await sendToProcess(a, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie: admin, body: settings })).status,
    ).toBe(200);
    const online = { pickup: true, delivery: false, cash: true, autoAccept: false, open: true, packagingPerOrderRupees: 0, zones: [] };
    expect((await sendToProcess(a, "PUT", "/api/online-settings", { cookie: admin, body: online })).status).toBe(200);
    const site = await (await sendToProcess(b, "GET", "/api/site/spice-garden", {})).json();
    const dish = site.menuItems.find(
      (item: { isAvailable: boolean; optionGroups: unknown[] }) => item.isAvailable && item.optionGroups.length === 0,
    );
    const placed = await sendToProcess(b, "POST", "/api/site/spice-garden/orders", {
      key: randomUUID(),
      body: {
        mode: "pickup",
        pickupAt: null,
        address: null,
        items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
        totalAmount: dish.price,
        customerName: "Guest",
        customerPhone: "9876500001",
        payment: "upi",
      },
    });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as SiteOrderView;

    const stream = await guestStream(b, id);
    const counter = (action: string) => sendToProcess(a, "POST", `/api/online-orders/${id}/${action}`, { cookie: waiter });
    const kitchen = (status: string) => sendToProcess(a, "PUT", `/api/orders/${id}/status`, { cookie: chef, body: { status } });
    try {
      expect((await counter("accept")).status).toBe(200);
      expect(await stream.status()).toBe("accepted");
      expect((await counter("paid")).status).toBe(200);
      expect(await stream.status()).toBe("paid");
      expect((await kitchen("confirmed")).status).toBe(200);
      expect((await kitchen("preparing")).status).toBe(200);
      expect(await stream.status()).toBe("preparing");
      expect((await counter("ready")).status).toBe(200);
      expect(await stream.status()).toBe("ready");
      expect((await counter("picked-up")).status).toBe(200);
      expect(await stream.status()).toBe("picked-up");
    } finally {
      await stream.close();
    }
  });
});
