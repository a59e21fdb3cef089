import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../scripts/start-server";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import type { SiteOrderView } from "../shared/schemas/takeout";
import { sendToProcess } from "./test/process-requests";
import { settingsBody } from "./test/restaurant-settings";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "./test/test-database";
import { DEMO_LOGINS } from "./test/test-support";

/** Takeout tokens and keys with two server processes over one PostgreSQL database (docs/decisions/094-site-orders-beside-orders.md). */
const base = testPostgresUrl();
if (!base) throw new Error("multi-process tests run under npm run test:pg, which starts PostgreSQL");

let database: { url: string; drop(): Promise<void> };
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase(base, process.env[TEST_PG_TEMPLATE] ?? "rasoi_template");
  const env = { RATE_LIMIT: "on", RATE_LIMIT_ORDERS: "1000", RATE_LIMIT_CALLS: "1000", DATABASE_URL: database.url };
  [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
});

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await database?.drop();
});

describe("site orders on two processes", () => {
  it("give every order of the day its own token, one after another, and a key's two sends one order", async () => {
    const { username, password, role } = DEMO_LOGINS.admin;
    const login = await sendToProcess(a, "POST", "/api/auth/login", { body: { emailOrUsername: username, password, role } });
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "00:00", close: "00:00" }));
    const settings = { ...settingsBody({ gstMode: "unregistered" }), openingHours: allWeek };
    expect(
      (await sendToProcess(a, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie, body: settings, key: randomUUID() }))
        .status,
    ).toBe(200);
    const online = { pickup: true, delivery: false, cash: true, autoAccept: false, open: true, packagingPerOrderRupees: 0, zones: [] };
    expect((await sendToProcess(a, "PUT", "/api/online-settings", { cookie, body: online, key: randomUUID() })).status).toBe(200);
    const site = await (await sendToProcess(b, "GET", "/api/site/spice-garden", {})).json();
    const dish = site.menuItems.find(
      (item: { isAvailable: boolean; optionGroups: unknown[] }) => item.isAvailable && item.optionGroups.length === 0,
    );
    const body = (n: number) => ({
      mode: "pickup",
      pickupAt: null,
      address: null,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
      totalAmount: dish.price,
      customerName: "Guest",
      customerPhone: `98765${String(n).padStart(5, "0")}`,
      payment: "cash",
    });

    const placed = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        sendToProcess(n % 2 ? a : b, "POST", "/api/site/spice-garden/orders", { body: body(n), key: randomUUID() }),
      ),
    );
    expect(placed.map((response) => response.status)).toEqual(Array(20).fill(201));
    const tokens = (await Promise.all(placed.map((response) => response.json() as Promise<SiteOrderView>))).map((view) => view.token);
    expect([...tokens].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));

    const key = randomUUID();
    const twice = await Promise.all(
      [a, b].map((server) => sendToProcess(server, "POST", "/api/site/spice-garden/orders", { body: body(99), key })),
    );
    expect(twice.map((response) => response.status)).toEqual([201, 201]);
    const [first, second] = (await Promise.all(twice.map((response) => response.json()))) as SiteOrderView[];
    expect(second?.id).toBe(first?.id);
    expect(first?.token).toBe(21);
  });
});
