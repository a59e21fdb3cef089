import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantDate } from "../../shared/billing/bill-number";
import type { ShiftReport, ZReport } from "../../shared/billing/shift";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Bill } from "../../shared/schemas/bills";
import type { Shift } from "../db/shifts";
import { settingsBody } from "../test/restaurant-settings";
import { newTestTable, placeOrder, restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let chef: string;
let otherAdmin: string;

const SHIFTS = `/api/restaurants/${DEMO_RESTAURANT_ID}/shifts`;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, chef, otherAdmin } = await signInDemoStaff(server.app));
  const settings = `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`;
  expect((await send(server.app, "PUT", settings, { cookie: admin, body: settingsBody() })).status).toBe(200);
});

afterAll(() => server.close());

const open = (floatPaise: number, cookie = waiter) => send(server.app, "POST", SHIFTS, { cookie, body: { floatPaise } });
const cash = (id: string, body: unknown, cookie = waiter) => send(server.app, "POST", `/api/shifts/${id}/cash`, { cookie, body });
const close = (id: string, countedPaise: unknown, cookie = waiter) =>
  send(server.app, "POST", `/api/shifts/${id}/close`, { cookie, body: { countedPaise } });
const report = (id: string, cookie = admin) => send(server.app, "GET", `/api/shifts/${id}/report`, { cookie });

/** A fresh table's order, billed: a bill of the demo restaurant. */
async function newBill(): Promise<Bill> {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
  const made = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
    cookie: waiter,
    body: { tableId: table.id },
  });
  expect(made.status).toBe(201);
  return made.json();
}

const pay = async (bill: Bill, method: string, amountPaise: number) =>
  expect((await send(server.app, "POST", `/api/bills/${bill.id}/payments`, { cookie: waiter, body: { method, amountPaise } })).status).toBe(
    200,
  );

describe("a shift of the cash drawer", () => {
  it("opens with its float, takes cash in and out, closes blind with the variance, and its Z report never changes", async () => {
    const before = await newBill(); // made before the shift: still unpaid, it is carried over, not sold in this shift
    const opened = await open(200_000);
    expect(opened.status).toBe(201);
    const shift: Shift = await opened.json();
    expect(shift).toMatchObject({ restaurantId: DEMO_RESTAURANT_ID, floatPaise: 200_000, status: "open", zReport: null });
    expect((await open(100)).status).toBe(409);

    const first = await newBill();
    const second = await newBill();
    await pay(first, "cash", first.totalPaise);
    await pay(second, "upi", 1_000);
    expect((await cash(shift.id, { kind: "out", amountPaise: 30_000, reason: "Vegetables" })).status).toBe(201);
    expect((await cash(shift.id, { kind: "in", amountPaise: 5_000, reason: "Change from the bank" }, admin)).status).toBe(201);

    const x = await report(shift.id);
    expect(x.status).toBe(200);
    const xReport: ShiftReport = await x.json();
    const expected = 200_000 + first.totalPaise + 5_000 - 30_000;
    expect(xReport).toMatchObject({ expectedCashPaise: expected, billCount: 2, payments: { cash: first.totalPaise, upi: 1_000, card: 0 } });
    // The cashier counts blind: the expected figure is not theirs to see before the count.
    expect((await report(shift.id, waiter)).status).toBe(403);

    const closed = await close(shift.id, expected - 4_000);
    expect(closed.status).toBe(200);
    const z: ZReport = await closed.json();
    expect(z).toMatchObject({
      expectedCashPaise: expected,
      countedPaise: expected - 4_000,
      variancePaise: -4_000,
      salesPaise: first.subtotalPaise + second.subtotalPaise,
      gstPaise: first.cgstPaise + first.sgstPaise + second.cgstPaise + second.sgstPaise,
      payments: { cash: first.totalPaise, upi: 1_000, card: 0 },
      cashOutPaise: 30_000,
      cashInPaise: 5_000,
      tipsPaise: 0,
      refundsPaise: 0,
    });
    // Unpaid bills go to the next shift, listed: the one from before and the one part paid.
    expect(z.openBills.map((bill) => bill.number)).toEqual([before.number, second.number]);
    expect(z.openBills[1]?.duePaise).toBe(second.totalPaise - 1_000);

    // Closed: no more cash, no second close, and what happens later does not touch its Z report.
    const late = await cash(shift.id, { kind: "out", amountPaise: 100, reason: "Late" });
    expect(late.status).toBe(409);
    const again = await close(shift.id, 1);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { zReport: ZReport }).zReport).toEqual(z);
    await pay(second, "cash", second.totalPaise - 1_000);
    expect(await (await report(shift.id, waiter)).json()).toEqual({ kind: "z", ...z });

    const next = await open(0, admin);
    expect(next.status).toBe(201);
    const listed: Shift[] = await (await send(server.app, "GET", SHIFTS, { cookie: waiter })).json();
    expect(listed.map((one) => one.status)).toEqual(["open", "closed"]);
    expect((await close(((await next.json()) as Shift).id, 0)).status).toBe(200);
  });

  it("refuses bad input with 400, the kitchen and strangers with 403, and an unknown shift with 404", async () => {
    expect((await open(-1)).status).toBe(400);
    expect((await open(1.5)).status).toBe(400);
    expect((await open(100, chef)).status).toBe(403);
    expect((await open(100, otherAdmin)).status).toBe(403);
    expect((await send(server.app, "POST", SHIFTS, { body: { floatPaise: 1 } })).status).toBe(401);
    const shift: Shift = await (await open(100)).json();
    for (const body of [
      { kind: "x", amountPaise: 1, reason: "r" },
      { kind: "in", amountPaise: 0, reason: "r" },
      { kind: "in", amountPaise: 1, reason: " " },
    ]) {
      expect((await cash(shift.id, body)).status).toBe(400);
    }
    expect((await close(shift.id, "100")).status).toBe(400);
    expect((await cash(shift.id, { kind: "in", amountPaise: 1, reason: "r" }, otherAdmin)).status).toBe(403);
    expect((await close(shift.id, 100, otherAdmin)).status).toBe(403);
    expect((await report(shift.id, otherAdmin)).status).toBe(403);
    expect((await close(shift.id, 100, chef)).status).toBe(403);
    expect((await report("0193a7c2-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await close("not-an-id", 1)).status).toBe(400);
    // The other restaurant keeps its own drawer: its shift opens while ours is open.
    const theirs = `/api/restaurants/${await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username)}/shifts`;
    expect((await send(server.app, "POST", theirs, { cookie: otherAdmin, body: { floatPaise: 0 } })).status).toBe(201);
    expect((await close(shift.id, 100)).status).toBe(200);
  });
});

describe("the business day", () => {
  it("ends at the restaurant's setting (4 am unless saved otherwise), and Reports' day follows it", async () => {
    const settings = `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`;
    expect(await (await send(server.app, "GET", settings, { cookie: admin })).json()).toMatchObject({ dayEndsAt: "04:00" });
    expect((await send(server.app, "PUT", settings, { cookie: admin, body: settingsBody({ dayEndsAt: "25:00" }) })).status).toBe(400);
    expect((await send(server.app, "PUT", settings, { cookie: admin, body: settingsBody({ dayEndsAt: "23:59" }) })).status).toBe(200);
    expect(await (await send(server.app, "GET", settings, { cookie: admin })).json()).toMatchObject({ dayEndsAt: "23:59" });
    const report = await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reports/day`, { cookie: admin });
    expect(((await report.json()) as { date: string }).date).toBe(restaurantDate(new Date(), "23:59"));
    expect((await send(server.app, "PUT", settings, { cookie: admin, body: settingsBody() })).status).toBe(200);
  });
});
