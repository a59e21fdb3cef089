import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANALYTICS_VIEWS } from "../../shared/analytics";
import { restaurantDate, restaurantDayBounds } from "../../shared/billing/bill-number";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Bill } from "../../shared/schemas/bills";
import type { Order } from "../../shared/schemas/orders";
import { analyticsFromRows } from "../db/analytics";
import { rebuildSummaries } from "../db/analytics-days";
import { settingsBody } from "../test/restaurant-settings";
import { DINER, newTestTable, send, tableAndDish } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";
import { summaryWrite } from "./analytics";

let server: TestServer;
let admin: string;
let waiter: string;
let chef: string;
const MINUTE = 60_000;
const DAY = 86_400_000;
const base = `/api/restaurants/${DEMO_RESTAURANT_ID}`;
const post = (path: string, body: unknown, cookie: string) => send(server.app, "POST", path, { cookie, body });

const today = restaurantDate(new Date());
const dayBefore = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
/** An instant on the restaurant's clock: `hours` after the business day's start (4 am IST by default). */
const at = (day: string, hours: number) => new Date(Date.parse(restaurantDayBounds(day).from) + hours * 3_600_000);

/** Places a QR order of `quantity` of the first dish at a new table at `when`; the clock then stands there. */
async function order(when: Date, quantity = 2) {
  vi.setSystemTime(when);
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
  const placed = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
    body: { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity }], totalAmount: dish.price * quantity },
  });
  expect(placed.status).toBe(201);
  return { table, order: (await placed.json()) as Order };
}

async function bill(tableId: string, when: Date): Promise<Bill> {
  vi.setSystemTime(when);
  const made = await post(`${base}/bills`, { tableId }, admin);
  expect(made.status).toBe(201);
  return made.json();
}

async function pay(billed: Bill, when: Date) {
  vi.setSystemTime(when);
  expect((await post(`/api/bills/${billed.id}/payments`, { method: "cash", amountPaise: billed.totalPaise }, waiter)).status).toBe(200);
}

const period = { from: dayBefore(4), to: today };

/** Every view as the API answers it (from the day summaries) equals the one made straight from the rows. */
async function expectSummariesEqualRows() {
  for (const view of ANALYTICS_VIEWS) {
    const answer = await send(server.app, "GET", `${base}/analytics/${view}?from=${period.from}&to=${period.to}`, { cookie: admin });
    expect(answer.status).toBe(200);
    expect(await answer.json(), view).toEqual(await analyticsFromRows(server.db, DEMO_RESTAURANT_ID, view, period));
  }
}

const builtAt = async (day: string) =>
  (
    await server.db
      .selectFrom("analyticsDays")
      .select("builtAt")
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .where("day", "=", day)
      .executeTakeFirst()
  )?.builtAt;

let unpaid: Bill;
let toVoid: Order;
let todays: Order;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, chef } = await signInDemoStaff(server.app));
  expect((await send(server.app, "PUT", `${base}/settings`, { cookie: admin, body: settingsBody() })).status).toBe(200);
  vi.useFakeTimers({ toFake: ["Date"] });
  // Three days ago: a paid table, an unpaid one, an order never billed whose line the kitchen bumped after 12 minutes.
  const d3 = dayBefore(3);
  const paid = await order(at(d3, 15));
  await pay(await bill(paid.table.id, at(d3, 15.5)), at(d3, 15.75));
  const late = await order(at(d3, 16));
  unpaid = await bill(late.table.id, at(d3, 16.5));
  const kept = await order(at(d3, 17), 3);
  toVoid = kept.order;
  vi.setSystemTime(new Date(at(d3, 17).getTime() + 12 * MINUTE));
  const lineId = toVoid.items[0]?.lineId ?? "";
  expect(
    (await send(server.app, "PUT", `/api/orders/${toVoid.id}/lines/${lineId}/ready`, { cookie: chef, body: { ready: true } })).status,
  ).toBe(200);
  // 1:30 am IST the next calendar day still belongs to the business day three days ago (it ends at 4 am).
  const night = await order(at(d3, 21.5));
  await pay(await bill(night.table.id, at(d3, 21.6)), at(d3, 21.7));
  // Two days ago at lunch.
  const lunch = await order(at(dayBefore(2), 9));
  await pay(await bill(lunch.table.id, at(dayBefore(2), 9.5)), at(dayBefore(2), 10));
  vi.useRealTimers();
  // Today: read straight from the rows, never kept.
  const now = await order(new Date());
  await bill(now.table.id, new Date());
  todays = (await order(new Date(), 3)).order;
  vi.useRealTimers();
});

afterAll(() => server.close());

describe("analytics over day summaries", () => {
  it("answers every view as the raw rows do, keeps closed days and not today, and cuts days at the day's end", async () => {
    await expectSummariesEqualRows();
    expect(await builtAt(dayBefore(3))).toBeDefined();
    expect(await builtAt(dayBefore(2))).toBeDefined();
    expect(await builtAt(today)).toBeUndefined();
    const sales = (await (
      await send(server.app, "GET", `${base}/analytics/sales?from=${period.from}&to=${period.to}`, { cookie: admin })
    ).json()) as {
      days: { date: string; billCount: number }[];
    };
    expect(sales.days.find((day) => day.date === dayBefore(3))?.billCount).toBe(3);
    expect(sales.days.find((day) => day.date === dayBefore(2))?.billCount).toBe(1);
  });

  it("drops a closed day's summary when one of its orders is voided or its bill paid late, and only that day's; reads today's change", async () => {
    await expectSummariesEqualRows();
    const untouched = await builtAt(dayBefore(2));
    const before = await builtAt(dayBefore(3));
    const lineId = toVoid.items[0]?.lineId ?? "";
    expect((await post(`/api/orders/${toVoid.id}/lines/${lineId}/void`, { quantity: 1, reason: "Guest changed mind" }, admin)).status).toBe(
      200,
    );
    await pay(unpaid, new Date());
    // Today's orders are read again once changed: a void today shows at once too.
    const todaysLine = todays.items[0]?.lineId ?? "";
    expect(
      (await post(`/api/orders/${todays.id}/lines/${todaysLine}/void`, { quantity: 2, reason: "Guest changed mind" }, admin)).status,
    ).toBe(200);
    await expectSummariesEqualRows();
    expect(await builtAt(dayBefore(2))).toBe(untouched);
    expect(await builtAt(dayBefore(3))).not.toBe(before);
    const guests = (await (
      await send(server.app, "GET", `${base}/analytics/guests?from=${dayBefore(3)}&to=${dayBefore(3)}`, { cookie: admin })
    ).json()) as {
      tableTurns: number;
    };
    expect(guests.tableTurns).toBe(3);
  });

  it("rebuilds every closed day with the command's function to the same answers", async () => {
    const write = summaryWrite(server.services);
    expect(await rebuildSummaries(server.db, DEMO_RESTAURANT_ID, "04:00", write)).toBeGreaterThanOrEqual(3);
    await expectSummariesEqualRows();
  });
});
