import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { halfTaxOf } from "../../shared/billing/gst";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { AuditEntry } from "../../shared/schemas/audit";
import type { Bill, DayReport, SplitAnswer } from "../../shared/schemas/bills";
import type { Order } from "../../shared/schemas/orders";
import { settingsBody } from "../test/restaurant-settings";
import { DINER, newTestTable, send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let logins: Awaited<ReturnType<typeof signInDemoStaff>>;
let dishes: { id: string; name: string; price: number }[];
const BILLS = `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`;
const SETTINGS = `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`;
const AUDIT = `/api/restaurants/${DEMO_RESTAURANT_ID}/audit`;
const PIN = "4321";

beforeAll(async () => {
  server = await createTestServer();
  logins = await signInDemoStaff(server.app);
  expect(
    (await send(server.app, "PUT", SETTINGS, { cookie: logins.admin, body: settingsBody({ discountApprovalPercent: 10 }) })).status,
  ).toBe(200);
  expect((await send(server.app, "PUT", "/api/users/me/pin", { cookie: logins.admin, body: { pin: PIN } })).status).toBe(204);
  dishes = await server.db
    .selectFrom("menuItems")
    .select(["id", "name", "price"])
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("isAvailable", "=", 1)
    .where("optionGroups", "=", "[]")
    .orderBy("name")
    .limit(2)
    .execute();
});

afterAll(() => server.close());

const adminName = async () =>
  (
    await server.db
      .selectFrom("users")
      .select("username")
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .where("role", "=", "admin")
      .executeTakeFirstOrThrow()
  ).username;

/** A fresh table with one order of 3 of the first dish and 1 of the second; answers the table and the order. */
async function tableWithOrder() {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  const [first, second] = dishes;
  if (!first || !second) throw new Error("two dishes");
  const items = [
    { id: first.id, name: first.name, price: first.price, quantity: 3 },
    { id: second.id, name: second.name, price: second.price, quantity: 1 },
  ];
  const response = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
    body: { ...DINER, items, totalAmount: first.price * 3 + second.price },
  });
  expect(response.status).toBe(201);
  const order: { id: string } = await response.json();
  return { table, orderId: order.id, lineA: `${order.id}.1`, lineB: `${order.id}.2`, first, second };
}

const makeBill = (body: object, cookie = logins.waiter) => send(server.app, "POST", BILLS, { cookie, body });
const audit = async (query = ""): Promise<AuditEntry[]> =>
  (await send(server.app, "GET", `${AUDIT}${query}`, { cookie: logins.admin })).json();
const voidLine = (orderId: string, lineId: string, body: object, cookie = logins.waiter) =>
  send(server.app, "POST", `/api/orders/${orderId}/lines/${lineId}/void`, { cookie, body });
const step = async (orderId: string, status: string) =>
  expect((await send(server.app, "PUT", `/api/orders/${orderId}/status`, { cookie: logins.waiter, body: { status } })).status).toBe(200);

describe("POST /api/orders/:orderId/lines/:lineId/void", () => {
  it("voids part of a line with a reason: the order's total falls, the audit has it, the bill leaves it out", async () => {
    const { table, orderId, lineA, first, second } = await tableWithOrder();
    const response = await voidLine(orderId, lineA, { quantity: 1, reason: "Guest changed their mind" });
    expect(response.status).toBe(200);
    const order: Order = await response.json();
    expect(order.items[0]).toMatchObject({ lineId: lineA, quantity: 3, voidedQuantity: 1 });
    expect(order.totalAmount).toBe(first.price * 2 + second.price);
    const [entry] = (await audit("?kind=void")).filter((row) => row.orderId === orderId);
    expect(entry).toMatchObject({
      reason: "Guest changed their mind",
      amountPaise: first.price * 100,
      tableId: table.id,
      before: { quantity: 3 },
      after: { quantity: 2 },
    });
    const bill: Bill = await (await makeBill({ tableId: table.id })).json();
    expect(bill.held).toEqual([
      { lineId: lineA, orderId, quantity: 2, shareOf: 1 },
      { lineId: `${orderId}.2`, orderId, quantity: 1, shareOf: 1 },
    ]);
    expect(bill.subtotalPaise).toBe((first.price * 2 + second.price) * 100);
  });

  it("refuses a void below zero or below what a bill holds (409), once served (409), without a reason (400), for a chef (403) and another restaurant (403)", async () => {
    const { table, orderId, lineA, lineB } = await tableWithOrder();
    expect((await voidLine(orderId, lineA, { quantity: 4, reason: "x" })).status).toBe(409);
    expect((await voidLine(orderId, lineA, { quantity: 1 })).status).toBe(400);
    expect((await voidLine(orderId, lineA, { quantity: 1, reason: "  " })).status).toBe(400);
    expect((await voidLine(orderId, lineA, { quantity: 1, reason: "x" }, logins.chef)).status).toBe(403);
    expect((await voidLine(orderId, lineA, { quantity: 1, reason: "x" }, logins.otherAdmin)).status).toBe(403);
    expect((await voidLine(orderId, `${orderId}.9`, { quantity: 1, reason: "x" })).status).toBe(404);
    expect((await makeBill({ tableId: table.id, lines: [{ lineId: lineB, quantity: 1 }] })).status).toBe(201);
    const held = await voidLine(orderId, lineB, { quantity: 1, reason: "x" });
    expect(held.status).toBe(409);
    expect((await held.json()).message).toMatch(/on bill .*cancel the bill first/);
    for (const status of ["confirmed", "preparing", "served"]) await step(orderId, status);
    const served = await voidLine(orderId, lineA, { quantity: 1, reason: "x" });
    expect(served.status).toBe(409);
    expect((await served.json()).message).toMatch(/served dish cannot be voided/);
  });
});

describe("discounts and approvals", () => {
  it("lets a waiter give up to the threshold; above it is 403 without an admin's PIN, 403 with a wrong one, and 201 with the right one, on record", async () => {
    const { table } = await tableWithOrder();
    const ten = { kind: "percent", value: 10, reason: "Regular" };
    const fifteen = { ...ten, value: 15 };
    const refused = await makeBill({ tableId: table.id, discount: fifteen });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("A discount above 10 % needs an admin's approval: ask an admin for their PIN");
    const username = await adminName();
    expect((await makeBill({ tableId: table.id, discount: fifteen, approval: { username, pin: "0000" } })).status).toBe(403);
    expect((await makeBill({ tableId: table.id, discount: fifteen, approval: { username: "waiter", pin: PIN } })).status).toBe(403);
    const approved = await makeBill({ tableId: table.id, discount: fifteen, approval: { username, pin: PIN } });
    expect(approved.status).toBe(201);
    const bill: Bill = await approved.json();
    const gross = bill.lines.reduce((sum, line) => sum + line.amountPaise, 0);
    expect(bill.discountPaise).toBe(Math.floor((gross * 15 + 50) / 100));
    expect(bill.discountReason).toBe("Regular");
    // Tax on the value after discount.
    expect(bill.subtotalPaise).toBe(gross - bill.discountPaise);
    expect(bill.cgstPaise).toBe(halfTaxOf(bill.subtotalPaise, "regular-5"));
    const [entry] = (await audit("?kind=discount")).filter((row) => row.billId === bill.id);
    expect(entry).toMatchObject({ reason: "Regular", amountPaise: bill.discountPaise, after: { approvedBy: username, by: "pin" } });

    const other = await tableWithOrder();
    expect((await makeBill({ tableId: other.table.id, discount: ten })).status).toBe(201);
  });

  it("a complimentary line always needs an admin; the reason comes from the admin's list or Other with words", async () => {
    const { table, lineB } = await tableWithOrder();
    const comp = { lineId: lineB, kind: "percent", value: 100, reason: "Complaint" };
    expect((await makeBill({ tableId: table.id, lineDiscounts: [comp] })).status).toBe(403);
    expect((await makeBill({ tableId: table.id, discount: { kind: "amount", value: 100, reason: "Because" } })).status).toBe(400);
    expect((await makeBill({ tableId: table.id, discount: { kind: "amount", value: 100, reason: "Other" } })).status).toBe(400);
    expect((await makeBill({ tableId: table.id, discount: { kind: "percent", value: 101, reason: "Regular" } })).status).toBe(400);
    const response = await makeBill({ tableId: table.id, lineDiscounts: [comp] }, logins.admin);
    expect(response.status).toBe(201);
    const bill: Bill = await response.json();
    expect(bill.lines.find((line) => line.discountPaise !== undefined)).toMatchObject({ discountReason: "Complaint", quantity: 1 });
    expect((await audit("?kind=complimentary")).some((row) => row.billId === bill.id && row.reason === "Complaint")).toBe(true);

    const other = await tableWithOrder();
    const words = await makeBill({ tableId: other.table.id, discount: { kind: "amount", value: 100, reason: "Other", note: "birthday" } });
    expect(words.status).toBe(201);
    expect(((await words.json()) as Bill).discountReason).toBe("Other: birthday");
  });

  it("PUT /api/users/me/pin is an admin's, 4 to 6 digits", async () => {
    expect((await send(server.app, "PUT", "/api/users/me/pin", { cookie: logins.waiter, body: { pin: "1234" } })).status).toBe(403);
    expect((await send(server.app, "PUT", "/api/users/me/pin", { cookie: logins.admin, body: { pin: "12a4" } })).status).toBe(400);
    expect((await send(server.app, "PUT", "/api/users/me/pin", { cookie: logins.admin, body: { pin: "1234567" } })).status).toBe(400);
    expect((await send(server.app, "PUT", "/api/users/me/pin", { cookie: logins.admin, body: { pin: PIN } })).status).toBe(204);
    const row = await server.db
      .selectFrom("users")
      .select("pinHash")
      .where("username", "=", await adminName())
      .executeTakeFirstOrThrow();
    expect(row.pinHash).not.toContain(PIN);
  });
});

describe("bills of chosen lines, and splits", () => {
  it("makes a bill of some lines, then another of the rest; no line twice", async () => {
    const { table, lineA, lineB } = await tableWithOrder();
    const one = await makeBill({ tableId: table.id, lines: [{ lineId: lineA, quantity: 1 }] });
    expect(one.status).toBe(201);
    expect((await makeBill({ tableId: table.id, lines: [{ lineId: lineA, quantity: 3 }] })).status).toBe(409);
    const rest: Bill = await (await makeBill({ tableId: table.id })).json();
    expect(rest.held.map((line) => [line.lineId, line.quantity])).toEqual([
      [lineA, 2],
      [lineB, 1],
    ]);
    expect((await makeBill({ tableId: table.id, lines: [{ lineId: lineB, quantity: 1 }] })).status).toBe(409);
  });

  it("splits a bill by items: the bill is cancelled, each part has its own number and UPI link, and the parts add up to the paisa", async () => {
    const { table, lineA, lineB } = await tableWithOrder();
    const whole: Bill = await (await makeBill({ tableId: table.id, discount: { kind: "percent", value: 10, reason: "Regular" } })).json();
    const response = await send(server.app, "POST", `/api/bills/${whole.id}/split`, {
      cookie: logins.waiter,
      body: {
        parts: [
          { lines: [{ lineId: lineA, quantity: 1 }] },
          {
            lines: [
              { lineId: lineA, quantity: 2 },
              { lineId: lineB, quantity: 1 },
            ],
          },
        ],
      },
    });
    expect(response.status).toBe(201);
    const { cancelled, parts }: SplitAnswer = await response.json();
    expect(cancelled).toMatchObject({ id: whole.id, number: whole.number, status: "cancelled", cancelReason: "Split into 2 bills" });
    expect(parts).toHaveLength(2);
    expect(new Set(parts.map((part) => part.number)).size).toBe(2);
    for (const figure of ["subtotalPaise", "cgstPaise", "sgstPaise", "roundOffPaise", "totalPaise", "discountPaise"] as const) {
      expect(parts.reduce((sum, part) => sum + part[figure], 0)).toBe(whole[figure]);
    }
    for (const part of parts) {
      expect(Math.abs(part.roundOffPaise)).toBeLessThanOrEqual(50);
      expect(part.upiLink).toContain(`tr=${part.number}`);
    }
    expect(parts[0]?.held).toEqual([expect.objectContaining({ lineId: lineA, quantity: 1 })]);
    // The same split again, from a second device: the bill is cancelled now.
    const again = await send(server.app, "POST", `/api/bills/${whole.id}/split`, { cookie: logins.waiter, body: { equalParts: 2 } });
    expect(again.status).toBe(409);
    expect((await audit("?kind=split")).some((row) => row.billId === whole.id)).toBe(true);
  });

  it("splits equally among n, refuses parts that do not take every line exactly, and another restaurant's bill", async () => {
    const { table, lineA } = await tableWithOrder();
    const whole: Bill = await (await makeBill({ tableId: table.id })).json();
    const split = (body: object, cookie = logins.waiter) => send(server.app, "POST", `/api/bills/${whole.id}/split`, { cookie, body });
    expect(
      (await split({ parts: [{ lines: [{ lineId: lineA, quantity: 1 }] }, { lines: [{ lineId: lineA, quantity: 1 }] }] })).status,
    ).toBe(409);
    expect((await split({ equalParts: 1 })).status).toBe(400);
    expect((await split({ equalParts: 3 }, logins.otherAdmin)).status).toBe(403);
    const response = await split({ equalParts: 3 });
    expect(response.status).toBe(201);
    const { parts }: SplitAnswer = await response.json();
    expect(parts.map((part) => part.totalPaise).reduce((a, b) => a + b, 0)).toBe(whole.totalPaise);
    expect(Math.max(...parts.map((part) => part.totalPaise)) - Math.min(...parts.map((part) => part.totalPaise))).toBeLessThanOrEqual(1);
    expect(parts[1]?.lines[0]?.name).toBe(`Share 2 of 3 of bill ${whole.number}`);
    // The table has nothing left to bill while the shares are out.
    expect((await makeBill({ tableId: table.id, lines: [{ lineId: lineA, quantity: 1 }] })).status).toBe(409);
  });
});

describe("cancel, refunds, service charge and tips", () => {
  it("cancels a paid bill only once its refund is recorded; the bill keeps its number and Reports shows both", async () => {
    const { table } = await tableWithOrder();
    const bill: Bill = await (await makeBill({ tableId: table.id })).json();
    const pay = await send(server.app, "POST", `/api/bills/${bill.id}/payments`, {
      cookie: logins.waiter,
      body: { method: "cash", amountPaise: bill.totalPaise, tipPaise: 5_000 },
    });
    expect(pay.status).toBe(200);
    const cancel = (cookie = logins.admin) =>
      send(server.app, "POST", `/api/bills/${bill.id}/cancel`, { cookie, body: { reason: "Wrong table" } });
    expect((await cancel(logins.waiter)).status).toBe(403);
    const refused = await cancel();
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/record the refund before cancelling/);
    const refund = (amountPaise: number, cookie = logins.admin) =>
      send(server.app, "POST", `/api/bills/${bill.id}/refunds`, { cookie, body: { method: "cash", amountPaise, reason: "Wrong table" } });
    expect((await refund(bill.totalPaise + 1)).status).toBe(409);
    expect((await refund(100, logins.waiter)).status).toBe(403);
    expect((await refund(100, logins.otherAdmin)).status).toBe(403);
    expect((await refund(bill.totalPaise)).status).toBe(201);
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      number: bill.number,
      status: "cancelled",
      cancelReason: "Wrong table",
      refundedPaise: bill.totalPaise,
    });
    expect((await cancel()).status).toBe(409);
    expect(
      (
        await send(server.app, "POST", `/api/bills/${bill.id}/payments`, {
          cookie: logins.waiter,
          body: { method: "cash", amountPaise: 100 },
        })
      ).status,
    ).toBe(409);

    const report: DayReport = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reports/day`, { cookie: logins.admin })
    ).json();
    expect(report.bills.find((row) => row.id === bill.id)?.status).toBe("cancelled");
    expect(report.refunds.filter((row) => row.billId === bill.id)).toEqual([
      expect.objectContaining({ amountPaise: bill.totalPaise, reason: "Wrong table" }),
    ]);
    expect(report.payments.find((row) => row.billId === bill.id)).toMatchObject({ tipPaise: 5_000, takenBy: "waiter" });
    expect(report.changes.filter((row) => row.billId === bill.id).map((row) => row.kind)).toEqual(["refund", "cancel"]);
  });

  it("adds a service charge only when the restaurant has one and staff ask for it, taxed with the supply", async () => {
    const { table } = await tableWithOrder();
    const refused = await makeBill({ tableId: table.id, serviceCharge: true });
    expect(refused.status).toBe(409);
    expect(
      (await send(server.app, "PUT", SETTINGS, { cookie: logins.admin, body: settingsBody({ serviceChargePercent: 10 }) })).status,
    ).toBe(200);
    try {
      const response = await makeBill({ tableId: table.id, serviceCharge: true });
      expect(response.status).toBe(201);
      const bill: Bill = await response.json();
      const gross = bill.lines.reduce((sum, line) => sum + line.amountPaise, 0);
      expect(bill.serviceChargePaise).toBe(Math.floor((gross * 10 + 50) / 100));
      expect(bill.subtotalPaise).toBe(gross + bill.serviceChargePaise);
      expect(bill.cgstPaise).toBe(halfTaxOf(bill.subtotalPaise, "regular-5"));
      const other = await tableWithOrder();
      expect(((await (await makeBill({ tableId: other.table.id })).json()) as Bill).serviceChargePaise).toBe(0);
    } finally {
      expect((await send(server.app, "PUT", SETTINGS, { cookie: logins.admin, body: settingsBody() })).status).toBe(200);
    }
  });
});
