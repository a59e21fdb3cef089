import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { newTestTable, send, tableAndDish } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
});
afterAll(() => server.close());

const REGULAR = { customerName: "Asha Rao", customerPhone: "9876500001", customerEmail: "asha.rao@example.in" };

async function order(contact: { customerName: string; customerPhone: string; customerEmail: string }) {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
  const response = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
    body: {
      ...contact,
      specialInstructions: null,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
      totalAmount: dish.price,
    },
  });
  expect(response.status).toBe(201);
  const placed: { id: string } = await response.json();
  return server.db.selectFrom("orders").select(["customerId", "customerName"]).where("id", "=", placed.id).executeTakeFirstOrThrow();
}

const customer = (id: string | null) =>
  server.db
    .selectFrom("customers")
    .select(["name", "email", "phone", "notes", "totalOrders"])
    .where("id", "=", id ?? "")
    .executeTakeFirstOrThrow();

describe("which customer an order is booked to", () => {
  it("never renames a customer or replaces their e-mail from an order that only shares their phone", async () => {
    const first = await order(REGULAR);
    const noted = await send(server.app, "PUT", `/api/customers/${first.customerId}/notes`, {
      cookie: admin,
      body: { notes: "Severe peanut allergy" },
    });
    expect(noted.status).toBe(200);

    const stranger = await order({ ...REGULAR, customerName: "Mallory", customerEmail: "mallory@example.in" });
    expect(stranger.customerId).not.toBe(first.customerId);
    expect(await customer(first.customerId)).toEqual({ ...nameEmailPhone(REGULAR), notes: "Severe peanut allergy", totalOrders: 1 });
    expect(await customer(stranger.customerId)).toEqual({
      name: "Mallory",
      email: "mallory@example.in",
      phone: REGULAR.customerPhone,
      notes: "",
      totalOrders: 1,
    });
  });

  it("books an order with the same phone and e-mail to that customer, keeping the name they have", async () => {
    const first = await order({ ...REGULAR, customerPhone: "9876500002", customerEmail: "meera@example.in", customerName: "Meera" });
    const again = await order({ customerName: "M. Iyer", customerPhone: "9876500002", customerEmail: "MEERA@example.in" });
    expect(again.customerId).toBe(first.customerId);
    // The order keeps what was typed; the customer record keeps its name.
    expect(again.customerName).toBe("M. Iyer");
    expect(await customer(first.customerId)).toMatchObject({ name: "Meera", email: "meera@example.in", totalOrders: 2 });
  });

  it("makes a new customer for the same e-mail with another phone", async () => {
    const first = await order({ customerName: "Ravi", customerPhone: "9876500003", customerEmail: "ravi@example.in" });
    const other = await order({ customerName: "Ravi", customerPhone: "9876500004", customerEmail: "ravi@example.in" });
    expect(other.customerId).not.toBe(first.customerId);
    expect(await customer(first.customerId)).toMatchObject({ phone: "9876500003", totalOrders: 1 });
  });

  it("books a diner's order and a staff order by one rule: a waiter's phone-only customer is found by the diner, who fills the e-mail", async () => {
    const waiter = await signInAs(server.app, DEMO_LOGINS.waiter);
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const items = [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }];
    const taken = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, {
      cookie: waiter,
      body: { tableId: table.id, items, totalAmount: dish.price, customerName: "Kiran", customerPhone: "9876500005" },
    });
    expect(taken.status).toBe(201);
    const staffOrder: { id: string } = await taken.json();
    const booked = await server.db.selectFrom("orders").select("customerId").where("id", "=", staffOrder.id).executeTakeFirstOrThrow();
    const diner = await order({ customerName: "K. Shah", customerPhone: "9876500005", customerEmail: "kiran@example.in" });
    expect(diner.customerId).toBe(booked.customerId);
    expect(await customer(diner.customerId)).toMatchObject({
      name: "Kiran",
      phone: "9876500005",
      email: "kiran@example.in",
      totalOrders: 2,
    });
  });
});

function nameEmailPhone(contact: typeof REGULAR) {
  return { name: contact.customerName, email: contact.customerEmail, phone: contact.customerPhone };
}
