import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarDate } from "../../shared/billing/bill-number";
import type { GstSummary } from "../../shared/billing/gst-summary";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { settingsBody } from "../test/restaurant-settings";
import { newTestTable, placeOrder, send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let otherAdmin: string;

const SUMMARY = `/api/restaurants/${DEMO_RESTAURANT_ID}/gst-summary`;
const month = () => calendarDate(new Date()).slice(0, 7);

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, otherAdmin } = await signInDemoStaff(server.app));
  const settings = `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`;
  expect((await send(server.app, "PUT", settings, { cookie: admin, body: settingsBody() })).status).toBe(200);
  for (let index = 0; index < 3; index++) {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    const made = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
      cookie: waiter,
      body: { tableId: table.id },
    });
    expect(made.status).toBe(201);
  }
});

afterAll(() => server.close());

describe("GET /api/restaurants/:restaurantId/gst-summary", () => {
  it("adds up to the month's bills as stored, to the paisa, with the series and SAC 996331", async () => {
    const response = await send(server.app, "GET", `${SUMMARY}?month=${month()}`, { cookie: admin });
    expect(response.status).toBe(200);
    const summary: GstSummary = await response.json();
    const bills = await server.db
      .selectFrom("bills")
      .select(["number", "subtotalPaise", "cgstPaise", "sgstPaise"])
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .orderBy("number")
      .execute();
    const sum = (pick: (bill: (typeof bills)[number]) => number) => bills.reduce((total, bill) => total + pick(bill), 0);
    expect(bills.length).toBeGreaterThanOrEqual(3);
    expect(summary.totals).toEqual({
      taxablePaise: sum((bill) => bill.subtotalPaise),
      cgstPaise: sum((bill) => bill.cgstPaise),
      sgstPaise: sum((bill) => bill.sgstPaise),
      billCount: bills.length,
    });
    expect(summary.byRate.map((rate) => rate.ratePercent)).toEqual([5]);
    expect(summary.hsn).toEqual([{ code: "996331", ...summary.byRate.map(({ ratePercent: _, ...rest }) => rest)[0] }]);
    expect(summary.series).toEqual([
      expect.objectContaining({ first: bills[0]?.number, last: bills.at(-1)?.number, count: bills.length, cancelled: 0 }),
    ]);
    expect(summary.cancelledBills).toBe(0);
  });

  it("downloads the same as CSV, and is empty for a month with no bills", async () => {
    const csv = await send(server.app, "GET", `${SUMMARY}?month=${month()}&format=csv`, { cookie: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain("996331,");
    const empty: GstSummary = await (await send(server.app, "GET", `${SUMMARY}?month=2001-01`, { cookie: admin })).json();
    expect(empty).toMatchObject({ byRate: [], series: [], hsn: [], totals: { billCount: 0, taxablePaise: 0 } });
  });

  it("is 400 for a bad month or format, 403 for waiters and other restaurants, 401 signed out", async () => {
    expect((await send(server.app, "GET", `${SUMMARY}?month=2026-13`, { cookie: admin })).status).toBe(400);
    expect((await send(server.app, "GET", `${SUMMARY}?format=xml`, { cookie: admin })).status).toBe(400);
    expect((await send(server.app, "GET", SUMMARY, { cookie: waiter })).status).toBe(403);
    expect((await send(server.app, "GET", SUMMARY, { cookie: otherAdmin })).status).toBe(403);
    expect((await send(server.app, "GET", SUMMARY)).status).toBe(401);
  });
});
