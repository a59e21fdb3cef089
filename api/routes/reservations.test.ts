import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { RestaurantTable } from "../../shared/schemas/tables";
import { newTestTable, placeOrder, restaurantIdOf, send, tableAndDish } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let waiter: string;
let otherAdmin: string;
const SLUG = "bookings-demo";

beforeAll(async () => {
  server = await createTestServer();
  ({ waiter, otherAdmin } = await signInDemoStaff(server.app));
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
  advancePaise: number;
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
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
    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
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
