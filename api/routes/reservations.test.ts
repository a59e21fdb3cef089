import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Bill } from "../../shared/schemas/bills";
import type { RestaurantTable } from "../../shared/schemas/tables";
import { type Reservation, reservation } from "../../shared/schemas/waitlist";
import { settingsBody } from "../test/restaurant-settings";
import { newTestTable, placeOrder, restaurantIdOf, send, tableAndDish } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let waiter: string;
let admin: string;
let otherAdmin: string;
const SLUG = "bookings-demo";

beforeAll(async () => {
  server = await createTestServer();
  ({ waiter, admin, otherAdmin } = await signInDemoStaff(server.app));
  await server.db.updateTable("restaurants").set({ slug: SLUG }).where("id", "=", DEMO_RESTAURANT_ID).execute();
});

afterAll(() => server.close());

const HOUR = 60 * 60_000;
const tonight = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
const booking = (fields: Record<string, unknown> = {}) => ({
  name: "Priya",
  phone: "9845099999",
  partySize: 4,
  at: tonight(3),
  tableId: null,
  occasion: null,
  notes: "",
  event: null,
  ...fields,
});
const book = (body: unknown, cookie = waiter) =>
  send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/reservations`, { cookie, body });

interface BillAnswer {
  number: string;
  advancePaise: number;
  upiLink: string | null;
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  createdAt: string;
}

/** Makes the table's bill and reads it back as GET /api/bills/{id} answers it. */
async function billOf(tableId: string): Promise<BillAnswer> {
  const made = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, { cookie: waiter, body: { tableId } });
  expect(made.status).toBe(201);
  const { id } = await made.json();
  return (await send(server.app, "GET", `/api/bills/${id}`, { cookie: waiter })).json();
}

describe("reservations", () => {
  it("staff bookings are confirmed; a table is never booked twice within two hours (409), three hours apart it is", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const first = await book(booking({ tableId: table.id, at: tonight(3), occasion: "Birthday" }));
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: "confirmed", tableId: table.id, occasion: "Birthday", depositPaise: 0 });
    const clash = await book(booking({ tableId: table.id, at: tonight(4.5) }));
    expect(clash.status).toBe(409);
    expect((await clash.json()).message).toBe(`Table ${table.tableNumber} is already booked within two hours of this time`);
    expect((await book(booking({ tableId: table.id, at: tonight(1.5) }))).status).toBe(409);
    expect((await book(booking({ tableId: table.id, at: tonight(6) }))).status).toBe(201);
    // "Any table" never clashes.
    expect((await book(booking({ at: tonight(3) }))).status).toBe(201);
  });

  it("a guest's request from the website is requested, for the restaurant to confirm; bad input is a 400", async () => {
    const response = await send(server.app, "POST", `/api/site/${SLUG}/reservations`, { body: booking() });
    expect(response.status).toBe(201);
    expect((await response.json()).status).toBe("requested");
    expect((await send(server.app, "POST", `/api/site/${SLUG}/reservations`, { body: booking({ at: "tonight" }) })).status).toBe(400);
    expect((await send(server.app, "POST", "/api/site/nobody-here/reservations", { body: booking() })).status).toBe(404);
  });

  it("answers a calendar file the guest can add", async () => {
    const { id } = await (await book(booking({ occasion: "Anniversary" }))).json();
    const response = await send(server.app, "GET", `/api/reservations/${id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain("table for 4");
    expect(text).toContain("Anniversary");
    expect((await send(server.app, "GET", `/api/reservations/${randomUUID()}/calendar.ics`)).status).toBe(404);
  });

  it("an event with a set menu takes a ₹2,000 UPI deposit, recorded by staff to the paisa; seating starts its table's visit", async () => {
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const created = await book(
      booking({
        tableId: table.id,
        partySize: 12,
        event: { setMenu: [{ menuItemId: dish.id, quantity: 12 }], pricePerHeadRupees: 650, minimumGuests: 10 },
      }),
    );
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const deposit = await send(server.app, "POST", `/api/reservations/${id}/deposits`, {
      cookie: waiter,
      body: { method: "upi", amountPaise: 200_000 },
    });
    expect(deposit.status).toBe(201);
    expect(await deposit.json()).toMatchObject({ depositPaise: 200_000, event: { pricePerHeadRupees: 650, minimumGuests: 10 } });
    expect(
      (await send(server.app, "POST", `/api/reservations/${id}/deposits`, { cookie: otherAdmin, body: { method: "upi", amountPaise: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (await send(server.app, "POST", `/api/reservations/${id}/deposits`, { cookie: waiter, body: { method: "upi", amountPaise: 0 } }))
        .status,
    ).toBe(400);

    const seated = await send(server.app, "POST", `/api/reservations/${id}/seat`, { cookie: waiter, body: { tableId: table.id } });
    expect(seated.status).toBe(200);
    expect(await seated.json()).toMatchObject({ status: "seated", seatedTableId: table.id });
    const tables: RestaurantTable[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/tables`, { cookie: waiter })
    ).json();
    expect(tables.find((candidate) => candidate.id === table.id)?.seatedAt).toEqual(expect.any(String));

    // The party orders at its table; its bill carries the ₹2,000 advance against a total whose GST is on the whole.
    for (const _round of [1, 2, 3, 4]) await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    const bill = await billOf(table.id);
    expect(bill.advancePaise).toBe(200_000);
    expect(bill.totalPaise).toBe(bill.subtotalPaise + bill.cgstPaise + bill.sgstPaise + bill.roundOffPaise);
    // Another table's bill has no advance.
    const other = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, other.qrCode);
    expect((await billOf(other.id)).advancePaise).toBe(0);
  });

  it("keeps restaurants apart: another restaurant's table is a 404, a dish of another menu too, and its staff cannot read the list", async () => {
    const otherId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
    const otherTable = await newTestTable(server.db, otherId);
    expect((await book(booking({ tableId: otherTable.id }))).status).toBe(404);
    const { dish } = await tableAndDish(server.db, otherId);
    expect(
      (await book(booking({ event: { setMenu: [{ menuItemId: dish.id, quantity: 1 }], pricePerHeadRupees: 500, minimumGuests: 5 } })))
        .status,
    ).toBe(404);
    expect((await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reservations`, { cookie: otherAdmin })).status).toBe(403);
  });
});

const move = (id: string, to: "confirm" | "cancel" | "no-show", body: unknown = {}, cookie = waiter) =>
  send(server.app, "POST", `/api/reservations/${id}/${to}`, { cookie, body });
const request = async (fields: Record<string, unknown> = {}): Promise<Reservation> => {
  const response = await send(server.app, "POST", `/api/site/${SLUG}/reservations`, { body: booking(fields) });
  expect(response.status).toBe(201);
  return response.json();
};
const listed = async (): Promise<Reservation[]> =>
  z
    .array(reservation)
    .parse(await (await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reservations`, { cookie: waiter })).json());

describe("a booking's moves on the host stand", () => {
  it("confirm, cancel and no-show move it on; the same move again answers it; a move its status forbids is a 409", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const asked = await request({ tableId: table.id, phone: "9845012345" });
    expect(asked.status).toBe("requested");
    const confirmed = await move(asked.id, "confirm");
    expect(confirmed.status).toBe(200);
    expect(reservation.parse(await confirmed.json())).toMatchObject({ id: asked.id, status: "confirmed", noShows: 0 });
    expect(await (await move(asked.id, "confirm")).json()).toMatchObject({ status: "confirmed" });
    expect((await listed()).find((row) => row.id === asked.id)?.status).toBe("confirmed");

    const noShow = await move(asked.id, "no-show");
    expect(noShow.status).toBe(200);
    expect(await noShow.json()).toMatchObject({ status: "no-show", noShows: 1 });
    const cancel = await move(asked.id, "cancel");
    expect(cancel.status).toBe(409);
    expect((await cancel.json()).message).toBe("This booking is no-show: it cannot be cancelled");
    expect((await move(asked.id, "confirm")).status).toBe(409);
    // The no-show is on the phone's customer record, and the phone's next booking shows it to staff.
    const customer = await server.db
      .selectFrom("customers")
      .select("noShows")
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .where("phone", "=", "9845012345")
      .executeTakeFirstOrThrow();
    expect(customer.noShows).toBe(1);
    // CRM shows it on the customer's record.
    const crm: { phone: string; noShows: number }[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/customers`, { cookie: admin })
    ).json();
    expect(crm.find((row) => row.phone === "9845012345")?.noShows).toBe(1);
    const next = await (await book(booking({ phone: "9845012345", at: tonight(30) }))).json();
    expect(next).toMatchObject({ noShows: 1 });
    // A no-show holds no table: the same table books again at that time.
    expect((await book(booking({ tableId: table.id, at: asked.at }))).status).toBe(201);
  });

  it("a cancelled booking keeps its reason and frees its table", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { id, at } = await (await book(booking({ tableId: table.id, at: tonight(5) }))).json();
    expect((await book(booking({ tableId: table.id, at }))).status).toBe(409);
    const cancelled = await move(id, "cancel", { reason: "Plans changed" });
    expect(await cancelled.json()).toMatchObject({ status: "cancelled", cancelReason: "Plans changed" });
    expect((await move(id, "cancel")).status).toBe(200);
    expect((await move(id, "no-show")).status).toBe(409);
    expect((await move(id, "cancel", { reason: 7 })).status).toBe(400);
    expect((await book(booking({ tableId: table.id, at }))).status).toBe(201);
    expect((await listed()).find((row) => row.id === id)).toMatchObject({ status: "cancelled", cancelReason: "Plans changed" });
  });

  it("two devices moving one booking at once converge: one of cancel and no-show wins, the other is a 409", async () => {
    const { id } = await (await book(booking({ at: tonight(7) }))).json();
    const answers = await Promise.all([move(id, "cancel"), move(id, "no-show"), move(id, "cancel"), move(id, "no-show")]);
    const [final] = (await listed()).filter((row) => row.id === id);
    const won = await Promise.all(answers.filter((answer) => answer.status === 200).map((answer) => answer.json()));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(won.length).toBe(2);
    expect(won.every((row) => row.status === final?.status)).toBe(true);
  });

  it("keeps restaurants apart: another restaurant's staff get a 404 for every move, the seat and a deposit", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { id } = await (await book(booking({ tableId: table.id, at: tonight(9) }))).json();
    for (const to of ["confirm", "cancel", "no-show"] as const) {
      const refused = await move(id, to, {}, otherAdmin);
      expect(refused.status).toBe(404);
      expect((await refused.json()).message).toBe("Reservation not found");
    }
    expect(
      (await send(server.app, "POST", `/api/reservations/${id}/seat`, { cookie: otherAdmin, body: { tableId: table.id } })).status,
    ).toBe(404);
    expect((await move(randomUUID(), "confirm")).status).toBe(404);
    expect((await listed()).find((row) => row.id === id)?.status).toBe("confirmed");
  });
});

describe("a deposit on the final bill", () => {
  beforeAll(async () => {
    // A GST-registered restaurant with a UPI id: the advance must leave the tax on the whole total.
    const saved = await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie: admin, body: settingsBody() });
    expect(saved.status).toBe(200);
  });

  const orderAt = async (tableId: string, quantity: number) => {
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const response = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, {
      cookie: waiter,
      body: { tableId, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity }], totalAmount: dish.price * quantity },
    });
    expect(response.status).toBe(201);
  };
  const pay = (billId: string, amountPaise: number) =>
    send(server.app, "POST", `/api/bills/${billId}/payments`, { cookie: waiter, body: { method: "cash", amountPaise } });

  /** An event of 12 at a new table with a ₹2,000 UPI deposit, seated. */
  async function seatedEvent(depositPaise = 200_000) {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { id } = await (await book(booking({ tableId: table.id, partySize: 12, at: tonight(0.5) }))).json();
    const deposit = await send(server.app, "POST", `/api/reservations/${id}/deposits`, {
      cookie: waiter,
      body: { method: "upi", amountPaise: depositPaise },
    });
    expect(deposit.status).toBe(201);
    expect(await deposit.json()).toMatchObject({ depositPaise, deposits: [{ method: "upi", amountPaise: depositPaise }] });
    expect((await send(server.app, "POST", `/api/reservations/${id}/seat`, { cookie: waiter, body: { tableId: table.id } })).status).toBe(
      200,
    );
    return table;
  }

  it("counts against what is due, GST on the whole total: payments and advance at the total pay the bill and end the visit", async () => {
    const table = await seatedEvent();
    await orderAt(table.id, 24);
    const bill = await billOf(table.id);
    // The same order at a table without a booking: the same figures to the paisa, no advance.
    const plain = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    await orderAt(plain.id, 24);
    const plainBill = await billOf(plain.id);
    expect(plainBill.advancePaise).toBe(0);
    const figuresOf = ({ subtotalPaise, cgstPaise, sgstPaise, roundOffPaise, totalPaise }: BillAnswer) => ({
      subtotalPaise,
      cgstPaise,
      sgstPaise,
      roundOffPaise,
      totalPaise,
    });
    expect(figuresOf(bill)).toEqual(figuresOf(plainBill));
    expect(bill.cgstPaise).toBeGreaterThan(0);
    expect(bill.advancePaise).toBe(200_000);
    // The UPI link asks for what is due, not the total.
    expect(bill.upiLink).toContain(`am=${((bill.totalPaise - 200_000) / 100).toFixed(2)}`);
    expect(bill.totalPaise).toBe(bill.subtotalPaise + bill.cgstPaise + bill.sgstPaise + bill.roundOffPaise);

    const { id } = (await (await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, { cookie: waiter })).json()).find(
      (row: Bill) => row.tableId === table.id,
    );
    const due = bill.totalPaise - 200_000;
    const over = await pay(id, due + 1);
    expect(over.status).toBe(409);
    expect((await over.json()).message).toMatch(/^Only ₹[\d,.]+ is due on bill /);
    // Served, so the last payment ends the party's visit.
    await server.db.updateTable("orders").set({ status: "served" }).where("tableId", "=", table.id).execute();
    const part = await pay(id, 100_000);
    expect(await part.json()).toMatchObject({ paidPaise: 100_000, status: "unpaid", advancePaise: 200_000 });
    const rest = await pay(id, due - 100_000);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ paidPaise: due, status: "paid" });
    // The payment ended the sitting: the next visit starts at the payment's time.
    const [seated] = await server.db.selectFrom("restaurantTables").select("visitStartedAt").where("id", "=", table.id).execute();
    const [settled] = await server.db.selectFrom("bills").select("paidAt").where("id", "=", id).execute();
    expect(seated?.visitStartedAt).toBe(settled?.paidAt);
    expect((await pay(id, 1)).status).toBe(409);

    // The next party at that table pays in full: the advance was this sitting's.
    await orderAt(table.id, 1);
    expect((await billOf(table.id)).advancePaise).toBe(0);
  });

  it("an advance above the bill covers it: the bill is paid as it is made", async () => {
    const table = await seatedEvent(5_000_000);
    await orderAt(table.id, 1);
    await server.db.updateTable("orders").set({ status: "served" }).where("tableId", "=", table.id).execute();
    const bill = await billOf(table.id);
    expect(bill.advancePaise).toBe(bill.totalPaise);
    const [stored] = await server.db.selectFrom("bills").select(["status", "paidPaise"]).where("tableId", "=", table.id).execute();
    expect(stored).toEqual({ status: "paid", paidPaise: 0 });
    // Nothing cooking: the order was served, so the bill ends the visit.
    const [visit] = await server.db.selectFrom("restaurantTables").select("visitStartedAt").where("id", "=", table.id).execute();
    expect(visit?.visitStartedAt).toBe(bill.createdAt);
  });

  it("refuses a deposit for a seated party whose bill is already made, which the bill would never take, and stores nothing", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { id } = await (await book(booking({ tableId: table.id, partySize: 6, at: tonight(0.5) }))).json();
    expect((await send(server.app, "POST", `/api/reservations/${id}/seat`, { cookie: waiter, body: { tableId: table.id } })).status).toBe(
      200,
    );
    const deposit = () =>
      send(server.app, "POST", `/api/reservations/${id}/deposits`, { cookie: waiter, body: { method: "cash", amountPaise: 50_000 } });
    // Seated, no bill yet: the deposit waits for the party's bill.
    expect((await deposit()).status).toBe(201);
    await orderAt(table.id, 2);
    const bill = await billOf(table.id);
    expect(bill.advancePaise).toBe(50_000);
    const late = await deposit();
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe(
      `Bill ${bill.number} is already made for this party: take the amount as a payment on the bill`,
    );
    const stored = await server.db.selectFrom("reservationDeposits").select("amountPaise").where("reservationId", "=", id).execute();
    expect(stored).toEqual([{ amountPaise: 50_000 }]);
  });
});
