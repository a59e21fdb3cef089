import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Bill, Receipt } from "../../shared/schemas/bills";
import type { Order } from "../../shared/schemas/orders";
import type { CounterOrder, OnlineSettings } from "../../shared/schemas/takeout";
import type { MenuItemRow } from "../db/schema";
import { type TicketPayload, ticketDocument, ticketEscPos } from "../printing/tickets";
import { settingsBody } from "../test/restaurant-settings";
import { newTestTable, placeOrder, send } from "../test/route-test-helpers";
import { ALL_WEEK, plainDish, TEST_ONLINE } from "../test/takeout-settings";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

/** A parcel is a real order with its channel and token, its KOT says so, and its bill is a table bill's kind (docs/decisions/096-…, 097-…). */
const SLUG = "spice-garden";
const ONLINE: OnlineSettings = { ...TEST_ONLINE, zones: [{ pincode: "411001", feeRupees: 40, minimumRupees: 0 }] };

let server: TestServer;
let staff: Awaited<ReturnType<typeof signInDemoStaff>>;
let dish: MenuItemRow;

beforeAll(async () => {
  server = await createTestServer();
  staff = await signInDemoStaff(server.app);
  dish = await plainDish(server.db);
  const settings = { ...settingsBody({ gstMode: "regular-5" }), openingHours: ALL_WEEK };
  expect(
    (await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie: staff.admin, body: settings })).status,
  ).toBe(200);
  expect((await send(server.app, "PUT", "/api/online-settings", { cookie: staff.admin, body: ONLINE })).status).toBe(200);
});

afterAll(() => server.close());

let phones = 0;
const order = (overrides: Record<string, unknown>) =>
  send(server.app, "POST", `/api/site/${SLUG}/orders`, {
    body: {
      mode: "pickup",
      pickupAt: null,
      address: null,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 3 }],
      totalAmount: dish.price * 3,
      customerName: "Meera Iyer",
      customerPhone: `98120000${String(phones++).padStart(2, "0")}`,
      payment: "upi",
      ...overrides,
    },
  });
const step = (id: string, action: string, key?: string, extra?: unknown) =>
  send(server.app, "POST", `/api/online-orders/${id}/${action}`, { cookie: staff.waiter, body: extra, key });
const sequenceOf = (number: string) => Number(number.split("/")[1]);

async function tableBill(): Promise<Bill> {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
  const made = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
    cookie: staff.waiter,
    body: { tableId: table.id },
  });
  expect(made.status).toBe(201);
  return made.json();
}

const receiptOf = async (billId: string): Promise<Receipt> =>
  (await send(server.app, "GET", `/api/bills/${billId}/receipt`, { cookie: staff.waiter })).json();
const paymentsOf = (billId: string) => server.db.selectFrom("billPayments").selectAll().where("billId", "=", billId).execute();
const kitchenOrder = async (id: string): Promise<Order | undefined> =>
  ((await (await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { cookie: staff.chef })).json()) as Order[]).find(
    (listed) => listed.id === id,
  );

/** The topics of the changes the app published while `act` ran. */
async function topicsDuring(act: () => ReturnType<typeof step>): Promise<string[][]> {
  const seen: string[][] = [];
  const unsubscribe = server.changes.subscribe((change) => seen.push([...change.topics]));
  try {
    expect((await act()).status).toBe(200);
  } finally {
    unsubscribe();
  }
  return seen;
}

/** Half the 5 % GST on `paise`, rounded half up, and the total to the whole rupee. */
function fivePercent(subtotalPaise: number) {
  const half = Math.floor((subtotalPaise * 5 * 2 + 200) / 400);
  return { half, total: Math.floor((subtotalPaise + 2 * half + 50) / 100) * 100 };
}

describe("a UPI pickup order's bill", () => {
  it("is made when it reaches the kitchen, numbered after the table bills, GST to the paisa, the UPI payment on it once", async () => {
    const before = await tableBill();
    const view: CounterOrder = await (await order({})).json();
    expect((await step(view.id, "accept")).status).toBe(200);
    expect(await server.db.selectFrom("bills").select("id").where("tableNumber", "like", `%Token ${view.token}`).execute()).toEqual([]);

    // The counter's tap sent twice with its key (a lost answer), then tapped again: one bill, one payment.
    const key = randomUUID();
    const paid: CounterOrder = await (await step(view.id, "paid", key)).json();
    expect(await (await step(view.id, "paid", key)).json()).toEqual(paid);
    expect((await step(view.id, "paid")).status).toBe(200);
    expect(paid.billId).not.toBeNull();
    const billId = paid.billId ?? "";

    const { bill, payments } = await receiptOf(billId);
    expect(sequenceOf(bill.number)).toBe(sequenceOf(before.number) + 1);
    expect(bill.number.split("/")[0]).toBe(before.number.split("/")[0]);
    expect(bill).toMatchObject({ tableId: null, tableNumber: `PARCEL · Token ${view.token}`, orderIds: [view.id], status: "paid" });
    const subtotal = (dish.price * 3 + ONLINE.packagingPerOrderRupees) * 100;
    const { half, total } = fivePercent(subtotal);
    expect(bill).toMatchObject({ subtotalPaise: subtotal, cgstPaise: half, sgstPaise: half, totalPaise: total, paidPaise: total });
    expect(bill.roundOffPaise).toBe(total - subtotal - 2 * half);
    expect(bill.totalPaise).toBe(view.totalPaise);
    expect(bill.lines).toEqual([
      { name: dish.name, quantity: 3, unitPricePaise: dish.price * 100, amountPaise: dish.price * 300 },
      { name: "Packaging", quantity: 1, unitPricePaise: 1000, amountPaise: 1000 },
    ]);
    expect(payments).toMatchObject([{ method: "upi", amountPaise: total }]);
    expect(await paymentsOf(billId)).toHaveLength(1);

    expect(sequenceOf((await tableBill()).number)).toBe(sequenceOf(bill.number) + 1);
  });
});

describe("a cash delivery order", () => {
  it("is a real DELIVERY order with its token, its KOT printed so, its bill paid in cash when delivered", async () => {
    const placed: CounterOrder = await (
      await order({ mode: "delivery", payment: "cash", address: { line: "2 Lane, Koregaon Park", pincode: "411001" } })
    ).json();
    expect((await step(placed.id, "accept")).status).toBe(200);

    expect(await kitchenOrder(placed.id)).toMatchObject({ tableId: null, table: null, channel: "delivery", token: placed.token });
    const jobs = await server.db.selectFrom("printJobs").selectAll().where("orderId", "=", placed.id).execute();
    expect(jobs.length).toBeGreaterThan(0);
    const payload: TicketPayload = JSON.parse(jobs[0]?.payload ?? "{}");
    expect(payload).toMatchObject({ table: null, parcel: { mark: "DELIVERY", token: String(placed.token) }, notes: null });
    const kot = ticketDocument({ kind: "new", kotNumber: 1, payload, restaurantName: "Spice Garden", stationName: "Kitchen", paper: 80 });
    expect(kot).toContain(`|^^^"DELIVERY"\n|^^^"Token ${placed.token}"\n|^KOT 1\n`);
    expect(kot).not.toContain("Table");
    // Unbroken on a 58 mm roll too (32 characters, the mark and token at double width).
    const bytes = ticketEscPos({ kind: "new", kotNumber: 1, payload, restaurantName: "Spice Garden", stationName: "Kitchen", paper: 58 });
    expect(bytes.toString("latin1")).toContain("DELIVERY");
    expect(bytes.toString("latin1")).toContain(`Token ${placed.token}`);

    const counter: CounterOrder[] = await (await send(server.app, "GET", "/api/online-orders", { cookie: staff.waiter })).json();
    const billId = counter.find((listed) => listed.id === placed.id)?.billId ?? "";
    const unpaid = (await receiptOf(billId)).bill;
    const subtotal = (dish.price * 3 + ONLINE.packagingPerOrderRupees + 40) * 100;
    expect(unpaid).toMatchObject({ status: "unpaid", paidPaise: 0, subtotalPaise: subtotal, totalPaise: fivePercent(subtotal).total });
    expect(unpaid.lines.at(-1)).toEqual({ name: "Delivery charge", quantity: 1, unitPricePaise: 4000, amountPaise: 4000 });

    // Bills are published only when the bill was made or paid: a bill's change also drops the kept menus.
    expect(await topicsDuring(() => step(placed.id, "out-for-delivery", undefined, { rider: "Ravi" }))).toEqual([["orders"]]);
    const key = randomUUID();
    expect(await topicsDuring(() => step(placed.id, "delivered", key))).toEqual([["orders", "bills"]]);
    expect((await step(placed.id, "delivered", key)).status).toBe(200);
    expect((await step(placed.id, "delivered")).status).toBe(200);
    const { bill, payments } = await receiptOf(billId);
    expect(bill).toMatchObject({ status: "paid", paidPaise: unpaid.totalPaise });
    expect(payments).toMatchObject([{ method: "cash", amountPaise: unpaid.totalPaise }]);
    expect(await kitchenOrder(placed.id)).toMatchObject({ status: "completed" });
  });

  it("marked paid at the counter before it is picked up, its cash is recorded once", async () => {
    const placed: CounterOrder = await (await order({ payment: "cash" })).json();
    expect((await step(placed.id, "accept")).status).toBe(200);
    const paid: CounterOrder = await (await step(placed.id, "paid")).json();
    expect((await step(placed.id, "ready")).status).toBe(200);
    expect((await step(placed.id, "picked-up")).status).toBe(200);
    const { bill, payments } = await receiptOf(paid.billId ?? "");
    expect(bill.status).toBe("paid");
    expect(payments).toMatchObject([{ method: "cash", amountPaise: bill.totalPaise }]);
  });

  it("leaves a table's order a table's: channel table, no token", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const id = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    expect(await kitchenOrder(id)).toMatchObject({ tableId: table.id, channel: "table", token: null });
  });
});
