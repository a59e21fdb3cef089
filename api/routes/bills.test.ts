import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYearOf } from "../../shared/billing/bill-number";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { type Bill, type DayReport, type PaymentAnswer, type Receipt, UNCHANGED_BILL } from "../../shared/schemas/bills";
import { toDinerBill } from "../../shared/schemas/diner-bill";
import type { Order } from "../../shared/schemas/orders";
import { newOptionDish, pick } from "../test/option-dish";
import { settingsBody } from "../test/restaurant-settings";
import { DINER, newTestTable, placeOrder, restaurantIdOf, send, tableAndDish } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let otherAdmin: string;
let otherRestaurantId: string;
let dishPrice: number;

const BILLS = `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`;
const SETTINGS = `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
  expect((await send(server.app, "PUT", SETTINGS, { cookie: admin, body: settingsBody() })).status).toBe(200);
  dishPrice = (await tableAndDish(server.db, DEMO_RESTAURANT_ID)).dish.price;
});

afterAll(() => server.close());

/** A fresh table of the demo restaurant with `orders` orders of two of the first dish. */
async function tableWithOrders(orders = 1) {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  const orderIds: string[] = [];
  for (let index = 0; index < orders; index++) orderIds.push(await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode));
  return { table, orderIds };
}

async function makeBill(tableId: string, cookie = waiter) {
  return send(server.app, "POST", BILLS, { cookie, body: { tableId } });
}

async function advanceTo(orderId: string, status: "served") {
  for (const step of ["confirmed", "preparing", status]) {
    expect((await send(server.app, "PUT", `/api/orders/${orderId}/status`, { cookie: waiter, body: { status: step } })).status).toBe(200);
  }
}

const pay = (billId: string, body: unknown, cookie = waiter) => send(server.app, "POST", `/api/bills/${billId}/payments`, { cookie, body });

describe("POST /api/restaurants/:restaurantId/bills", () => {
  it("bills every unbilled order of the table: lines merged, CGST and SGST, round-off and the UPI link", async () => {
    const { table, orderIds } = await tableWithOrders(2);
    const response = await makeBill(table.id);
    expect(response.status).toBe(201);
    const bill: Bill = await response.json();
    const gross = dishPrice * 4 * 100;
    const half = Math.floor((gross * 5 + 100) / 200);
    const total = Math.floor((gross + 2 * half + 50) / 100) * 100;
    expect(bill).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(new RegExp(`^${financialYearOf(new Date())}/\\d{6}$`)),
      restaurantId: DEMO_RESTAURANT_ID,
      tableId: table.id,
      tableNumber: table.tableNumber,
      createdAt: expect.any(String),
      orderIds,
      lines: [{ name: expect.any(String), quantity: 4, unitPricePaise: dishPrice * 100, amountPaise: gross }],
      subtotalPaise: gross,
      cgstPaise: half,
      sgstPaise: half,
      roundOffPaise: total - gross - 2 * half,
      totalPaise: total,
      paidPaise: 0,
      status: "unpaid",
      upiLink: `upi://pay?pa=spicegarden@okaxis&pn=Spice%20Garden&am=${(total / 100).toFixed(2)}&cu=INR&tr=${bill.number}&tn=${bill.number}`,
      ...UNCHANGED_BILL,
      held: orderIds.map((orderId) => ({ lineId: `${orderId}.1`, orderId, quantity: 2, shareOf: 1 })),
    });
    expect(bill.number.length).toBeLessThanOrEqual(16);
  });

  it("answers the table's open bill when nothing new was ordered, and 409 once it is paid", async () => {
    const { table } = await tableWithOrders();
    const first: Bill = await (await makeBill(table.id)).json();
    const again = await makeBill(table.id, admin);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Bill).id).toBe(first.id);
    expect((await pay(first.id, { method: "cash", amountPaise: first.totalPaise })).status).toBe(200);
    const after = await makeBill(table.id);
    expect(after.status).toBe(409);
    expect(await after.json()).toEqual({ message: `Table ${table.tableNumber} has no unbilled order` });
  });

  it("answers the table's Ask for Bill: its open call is done once the bill is made, the waiter's call stays", async () => {
    const { table } = await tableWithOrders();
    const call = (kind: string) => send(server.app, "POST", `/api/qr/${table.qrCode}/requests`, { body: { kind } });
    expect((await call("bill")).status).toBe(201);
    expect((await call("waiter")).status).toBe(201);
    expect((await makeBill(table.id)).status).toBe(201);
    const open = await (await send(server.app, "GET", `/api/qr/${table.qrCode}/requests`)).json();
    expect(open.map((request: { kind: string }) => request.kind)).toEqual(["waiter"]);
  });

  it("is 409 for a table with no order, 404 for another restaurant's table, 400 for a malformed one", async () => {
    const empty = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    expect((await makeBill(empty.id)).status).toBe(409);
    const theirs = await newTestTable(server.db, otherRestaurantId);
    expect((await makeBill(theirs.id)).status).toBe(404);
    expect((await makeBill("table-4")).status).toBe(400);
  });

  it("is refused signed out and to other restaurants' staff", async () => {
    const { table } = await tableWithOrders();
    expect((await send(server.app, "POST", BILLS, { body: { tableId: table.id } })).status).toBe(401);
    expect((await makeBill(table.id, otherAdmin)).status).toBe(403);
    expect((await send(server.app, "GET", BILLS, { cookie: waiter })).status).toBe(200);
  });

  it("numbers bills made at once consecutively, with no gap and no repeat, and one bill per table", async () => {
    const tables = await Promise.all(Array.from({ length: 8 }, () => tableWithOrders()));
    const before = await server.db
      .selectFrom("billCounters")
      .select("lastSequence")
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .executeTakeFirst();
    // Three devices per table, all at once.
    const responses = await Promise.all(tables.flatMap(({ table }) => [waiter, admin, waiter].map((cookie) => makeBill(table.id, cookie))));
    const bills: Bill[] = await Promise.all(responses.map((response) => response.json()));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(tables.length);
    expect(responses.every((response) => response.status === 201 || response.status === 200)).toBe(true);
    for (const { table } of tables) expect(new Set(bills.filter((bill) => bill.tableId === table.id).map((bill) => bill.id)).size).toBe(1);
    const sequences = [...new Set(bills.map((bill) => bill.number))].map((number) => Number(number.split("/")[1])).sort((a, b) => a - b);
    const start = (before?.lastSequence ?? 0) + 1;
    expect(sequences).toEqual(Array.from({ length: tables.length }, (_, index) => start + index));
  });

  it("leaves out completed orders and orders already on a bill", async () => {
    const { table, orderIds } = await tableWithOrders(2);
    const [done, open] = orderIds as [string, string];
    await advanceTo(done, "served");
    expect((await send(server.app, "PUT", `/api/orders/${done}/status`, { cookie: waiter, body: { status: "completed" } })).status).toBe(
      200,
    );
    const bill: Bill = await (await makeBill(table.id)).json();
    expect(bill.orderIds).toEqual([open]);
    const next = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    const second = await makeBill(table.id);
    expect(second.status).toBe(201);
    expect(((await second.json()) as Bill).orderIds).toEqual([next]);
  });

  it("has no tax lines for a composition restaurant", async () => {
    const restaurant = `/api/restaurants/${otherRestaurantId}`;
    await send(server.app, "PUT", `${restaurant}/settings`, {
      cookie: otherAdmin,
      body: settingsBody({ gstMode: "composition", upiId: "" }),
    });
    const { table, dish } = await tableAndDish(server.db, otherRestaurantId);
    await placeOrder(server.app, server.db, otherRestaurantId, table.qrCode);
    const response = await send(server.app, "POST", `${restaurant}/bills`, { cookie: otherAdmin, body: { tableId: table.id } });
    expect(response.status).toBe(201);
    const bill: Bill = await response.json();
    expect(bill).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      roundOffPaise: 0,
      subtotalPaise: dish.price * 200,
      totalPaise: dish.price * 200,
      upiLink: null,
    });
    const receipt: Receipt = await (await send(server.app, "GET", `/api/bills/${bill.id}/receipt`, { cookie: otherAdmin })).json();
    expect(receipt.issuer.gstMode).toBe("composition");
  });
});

describe("a bill of lines with options", () => {
  it("names each line with its options and merges by dish, options and price, never by the dish alone", async () => {
    const dish = await newOptionDish(server.app, admin);
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const order = async (items: { price: number; quantity: number; options: ReturnType<typeof pick> }[]) => {
      const body = {
        tableId: table.id,
        items: items.map((item) => ({ id: dish.id, name: dish.name, ...item })),
        totalAmount: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
      };
      expect((await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { cookie: waiter, body })).status).toBe(201);
    };
    await order([
      { price: 350, quantity: 1, options: pick(["portion", "full"], ["spice", "spicy"], ["addons", "raita"]) },
      { price: 320, quantity: 1, options: pick(["portion", "full"], ["spice", "spicy"]) },
      { price: 320, quantity: 1, options: pick(["portion", "full"], ["spice", "mild"]) },
    ]);
    await order([{ price: 320, quantity: 2, options: pick(["spice", "spicy"], ["portion", "full"]) }]);

    const response = await makeBill(table.id);
    expect(response.status).toBe(201);
    const bill: Bill = await response.json();
    expect(bill.lines).toEqual([
      { name: `${dish.name} · Full · Spicy · + Raita`, quantity: 1, unitPricePaise: 35_000, amountPaise: 35_000 },
      { name: `${dish.name} · Full · Spicy`, quantity: 3, unitPricePaise: 32_000, amountPaise: 96_000 },
      { name: `${dish.name} · Full · Mild`, quantity: 1, unitPricePaise: 32_000, amountPaise: 32_000 },
    ]);
    expect(bill.subtotalPaise).toBe(163_000);
  });
});

describe("POST /api/bills/:id/payments", () => {
  it("takes part payments, refuses more than is due, and completes the served orders once paid in full", async () => {
    const { table, orderIds } = await tableWithOrders(2);
    const [served, cooking] = orderIds as [string, string];
    await advanceTo(served, "served");
    const bill: Bill = await (await makeBill(table.id)).json();
    const part = await pay(bill.id, { method: "cash", amountPaise: 10_000 });
    expect(part.status).toBe(200);
    expect(await part.json()).toMatchObject({ paidPaise: 10_000, status: "unpaid" });

    const over = await pay(bill.id, { method: "upi", amountPaise: bill.totalPaise });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { message: string }).message).toMatch(/^Only ₹[\d,]+\.\d\d is due on bill /);

    const rest = await pay(bill.id, { method: "upi", amountPaise: bill.totalPaise - 10_000 });
    expect(await rest.json()).toMatchObject({ paidPaise: bill.totalPaise, status: "paid" });
    const orders: Order[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { cookie: waiter })
    ).json();
    expect(orders.find((order) => order.id === served)?.status).toBe("completed");
    expect(orders.find((order) => order.id === cooking)?.status).toBe("pending");

    const again = await pay(bill.id, { method: "cash", amountPaise: 1 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(`Bill ${bill.number} is already paid`);
  });

  it("takes cash tendered above what is due: the bill records what is due, the answer and the receipt the change", async () => {
    const { table } = await tableWithOrders();
    const bill: Bill = await (await makeBill(table.id)).json();
    const upi = await pay(bill.id, { method: "upi", amountPaise: 10_000 });
    expect((await upi.json()).payment).toEqual({
      billId: bill.id,
      method: "upi",
      amountPaise: 10_000,
      tenderedPaise: null,
      changePaise: 0,
      tipPaise: 0,
      takenBy: DEMO_LOGINS.waiter.username,
      createdAt: expect.any(String),
    });
    const due = bill.totalPaise - 10_000;
    const cash = await pay(bill.id, { method: "cash", amountPaise: due, tenderedPaise: due + 4_900 });
    expect(cash.status).toBe(200);
    const answer: PaymentAnswer = await cash.json();
    expect(answer).toMatchObject({ paidPaise: bill.totalPaise, status: "paid" });
    expect(answer.payment).toMatchObject({ method: "cash", amountPaise: due, tenderedPaise: due + 4_900, changePaise: 4_900 });

    const receipt: Receipt = await (await send(server.app, "GET", `/api/bills/${bill.id}/receipt`, { cookie: waiter })).json();
    expect(
      receipt.payments.map(({ method, amountPaise, tenderedPaise, changePaise }) => ({ method, amountPaise, tenderedPaise, changePaise })),
    ).toEqual([
      { method: "upi", amountPaise: 10_000, tenderedPaise: null, changePaise: 0 },
      { method: "cash", amountPaise: due, tenderedPaise: due + 4_900, changePaise: 4_900 },
    ]);
    expect(receipt.madeBy).toBe(DEMO_LOGINS.waiter.username);
    expect(receipt.paperWidth).toBe("80mm");
  });

  it("refuses tendered cash below the amount, tendered UPI or card, and an amount above what is due even with cash tendered", async () => {
    const { table } = await tableWithOrders();
    const bill: Bill = await (await makeBill(table.id)).json();
    const refused = [
      { method: "cash", amountPaise: 10_000, tenderedPaise: 9_999 },
      { method: "upi", amountPaise: 10_000, tenderedPaise: 20_000 },
      { method: "card", amountPaise: 10_000, tenderedPaise: 10_000 },
      { method: "cash", amountPaise: 10_000, tenderedPaise: 100.5 },
    ];
    for (const body of refused) {
      const response = await pay(bill.id, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
    }
    const over = await pay(bill.id, { method: "cash", amountPaise: bill.totalPaise + 100, tenderedPaise: bill.totalPaise + 5_000 });
    expect(over.status).toBe(409);
    const read: Bill = await (await send(server.app, "GET", `/api/bills/${bill.id}`, { cookie: waiter })).json();
    expect(read.paidPaise).toBe(0);
  });

  it("answers a replayed payment once, and refuses bad input, other restaurants and unknown bills", async () => {
    const { table } = await tableWithOrders();
    const bill: Bill = await (await makeBill(table.id)).json();
    const key = crypto.randomUUID();
    const body = { method: "card", amountPaise: 100 };
    const first = await send(server.app, "POST", `/api/bills/${bill.id}/payments`, { cookie: waiter, body, key });
    const replay = await send(server.app, "POST", `/api/bills/${bill.id}/payments`, { cookie: waiter, body, key });
    expect(await replay.json()).toEqual(await first.json());
    const read: Bill = await (await send(server.app, "GET", `/api/bills/${bill.id}`, { cookie: waiter })).json();
    expect(read.paidPaise).toBe(100);

    expect((await pay(bill.id, { method: "cheque", amountPaise: 100 })).status).toBe(400);
    expect((await pay(bill.id, { method: "cash", amountPaise: 0 })).status).toBe(400);
    expect((await pay(bill.id, { method: "cash", amountPaise: 1.5 })).status).toBe(400);
    expect((await pay(bill.id, { method: "cash", amountPaise: 100 }, otherAdmin)).status).toBe(403);
    expect((await pay(crypto.randomUUID(), { method: "cash", amountPaise: 100 })).status).toBe(404);
  });
});

describe("reading bills", () => {
  it("GET /api/bills/:id, its receipt and the day's list belong to the restaurant's staff", async () => {
    const { table } = await tableWithOrders();
    const bill: Bill = await (await makeBill(table.id)).json();
    // With the advance of a booking seated at the table (none here): docs/api.md, Waitlist and reservations.
    expect(await (await send(server.app, "GET", `/api/bills/${bill.id}`, { cookie: admin })).json()).toEqual({ ...bill, advancePaise: 0 });
    expect((await send(server.app, "GET", `/api/bills/${bill.id}`, { cookie: otherAdmin })).status).toBe(403);
    expect((await send(server.app, "GET", `/api/bills/${bill.id}/receipt`, { cookie: otherAdmin })).status).toBe(403);
    expect((await send(server.app, "GET", `/api/bills/${bill.id}`)).status).toBe(401);
    const receipt: Receipt = await (await send(server.app, "GET", `/api/bills/${bill.id}/receipt`, { cookie: waiter })).json();
    expect(receipt).toEqual({
      bill,
      issuer: expect.objectContaining({ gstin: "27AAPFU0939F1ZV", fssaiNumber: "11521999000123", gstMode: "regular-5" }),
      payments: [],
      madeBy: DEMO_LOGINS.waiter.username,
      customerName: DINER.customerName,
      paperWidth: "80mm",
    });

    const today = new Date(Date.parse(bill.createdAt) + 330 * 60_000).toISOString().slice(0, 10);
    const day: Bill[] = await (await send(server.app, "GET", `${BILLS}?date=${today}`, { cookie: waiter })).json();
    expect(day.map((row) => row.id)).toContain(bill.id);
    const open: Bill[] = await (await send(server.app, "GET", BILLS, { cookie: waiter })).json();
    expect(open.map((row) => row.id)).toContain(bill.id);
    const yesterday: Bill[] = await (await send(server.app, "GET", `${BILLS}?date=2020-01-01`, { cookie: waiter })).json();
    expect(yesterday).toEqual([]);
    expect((await send(server.app, "GET", `${BILLS}?date=2026-02-30`, { cookie: waiter })).status).toBe(400);
    expect((await send(server.app, "GET", `/api/restaurants/${otherRestaurantId}/bills`, { cookie: waiter })).status).toBe(403);
  });

  it("the day report answers the day's bills and payments, to admins of the restaurant only", async () => {
    const { table } = await tableWithOrders();
    const bill: Bill = await (await makeBill(table.id)).json();
    await pay(bill.id, { method: "upi", amountPaise: bill.totalPaise });
    const response = await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reports/day`, { cookie: admin });
    expect(response.status).toBe(200);
    const report: DayReport = await response.json();
    expect(report.bills.find((row) => row.id === bill.id)?.status).toBe("paid");
    expect(report.payments.filter((payment) => payment.billId === bill.id)).toEqual([
      {
        billId: bill.id,
        method: "upi",
        amountPaise: bill.totalPaise,
        tenderedPaise: null,
        changePaise: 0,
        tipPaise: 0,
        takenBy: DEMO_LOGINS.waiter.username,
        createdAt: expect.any(String),
      },
    ]);
    expect((await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reports/day`, { cookie: waiter })).status).toBe(403);
    expect((await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reports/day`, { cookie: otherAdmin })).status).toBe(403);
  });
});

describe("GET /api/qr/:qrCode/bill", () => {
  it("is 204 until the table has a bill, then answers it, paid once paid", async () => {
    const { table } = await tableWithOrders();
    const none = await send(server.app, "GET", `/api/qr/${table.qrCode}/bill`);
    expect(none.status).toBe(204);
    const bill: Bill = await (await makeBill(table.id)).json();
    const shown = await send(server.app, "GET", `/api/qr/${table.qrCode}/bill`);
    expect(shown.headers.get("Cache-Control")).toBe("no-store");
    expect(await shown.json()).toEqual(toDinerBill(bill));
    await pay(bill.id, { method: "upi", amountPaise: bill.totalPaise });
    expect(await (await send(server.app, "GET", `/api/qr/${table.qrCode}/bill`)).json()).toMatchObject({
      number: bill.number,
      status: "paid",
    });
  });

  it("never shows another table's bill and refuses a malformed code", async () => {
    const { table } = await tableWithOrders();
    await makeBill(table.id);
    const other = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    expect((await send(server.app, "GET", `/api/qr/${other.qrCode}/bill`)).status).toBe(204);
    expect((await send(server.app, "GET", "/api/qr/x/bill")).status).toBe(400);
  });

  it("is 404 for a QR code no open table has", async () => {
    const { table } = await tableWithOrders();
    await makeBill(table.id);
    const unknown = await send(server.app, "GET", `/api/qr/${"z".repeat(table.qrCode.length)}/bill`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Table not found" });
    await server.db.updateTable("restaurantTables").set({ isActive: 0 }).where("id", "=", table.id).execute();
    expect((await send(server.app, "GET", `/api/qr/${table.qrCode}/bill`)).status).toBe(404);
  });
});
