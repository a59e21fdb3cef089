import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import { controlMessage, nameControlMessage } from "../shared/text";
import { testConfig } from "./config";
import { SPICE_GROUP } from "./test/option-dish";
import { settingsBody } from "./test/restaurant-settings";
import { countRows, DINER, send, tableAndDish } from "./test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "./test/test-support";

/**
 * Text every store accepts the same way (docs/api.md, Text): a control character is a 400 naming the
 * field on SQLite and on PostgreSQL alike (`npm run test:pg` runs this file too), where PostgreSQL
 * alone used to fail on a NUL with a 500 that the diner's queue retried for ever.
 */
let server: TestServer;
let admin: string;
let waiter: string;
beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  ({ admin, waiter } = await signInDemoStaff(server.app));
});
afterAll(() => server.close());

const NUL = "\u0000";
const MENU = `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`;
const SETTINGS = `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`;
const TABLES = `/api/restaurants/${DEMO_RESTAURANT_ID}/tables`;
const STAFF_ORDERS = `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`;

/** What every place a write can carry user text looks like, spoiled with `bad` in one field; the message it must get. */
async function writes(bad: string) {
  const { table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
  const customer = await server.db
    .selectFrom("customers")
    .select("id")
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .executeTakeFirstOrThrow();
  const line = { id: dish.id, name: dish.name, price: dish.price, quantity: 1 };
  const order = { ...DINER, items: [line], totalAmount: dish.price };
  const staffOrder = { tableId: table.id, items: [line], totalAmount: dish.price };
  const newDish = { name: "Test Dal", price: 100, category: "Curries" };
  return [
    [
      "diner's note",
      "POST",
      `/api/qr/${table.qrCode}/order`,
      { ...order, specialInstructions: `No nuts${bad}` },
      null,
      "Special instructions",
    ],
    ["diner's name", "POST", `/api/qr/${table.qrCode}/order`, { ...order, customerName: `Asha${bad}` }, null, "Name"],
    ["staff note", "POST", STAFF_ORDERS, { ...staffOrder, specialInstructions: `Less oil${bad}` }, waiter, "Special instructions"],
    ["staff order's name", "POST", STAFF_ORDERS, { ...staffOrder, customerName: `Ravi${bad}` }, waiter, "Name"],
    ["bill footer", "PUT", SETTINGS, settingsBody({ billFooter: `Thank you${bad}` }), admin, "Bill footer"],
    ["legal name", "PUT", SETTINGS, settingsBody({ legalName: `Spice${bad} Garden` }), admin, "Legal name"],
    ["address", "PUT", SETTINGS, settingsBody({ address: `12 MG Road${bad}` }), admin, "Address"],
    ["table number", "POST", TABLES, { tableNumber: `T${bad}9` }, admin, "Table number"],
    ["customer notes", "PUT", `/api/customers/${customer.id}/notes`, { notes: `Regular${bad}` }, admin, "Notes"],
    ["dish description", "POST", MENU, { ...newDish, description: `Slow${bad} cooked` }, admin, "Description"],
    ["dish translation", "POST", MENU, { ...newDish, localName: `दाल${bad}` }, admin, "Translated name"],
    [
      "option group name",
      "POST",
      MENU,
      { ...newDish, optionGroups: [{ ...SPICE_GROUP, name: `Spice${bad}` }] },
      admin,
      "An option group's name",
    ],
    [
      "choice name",
      "POST",
      MENU,
      { ...newDish, optionGroups: [{ ...SPICE_GROUP, choices: [{ id: "mild", name: `Mild${bad}`, priceDelta: 0 }] }] },
      admin,
      "A choice's name",
    ],
    [
      "option translation",
      "POST",
      MENU,
      { ...newDish, optionGroups: [{ ...SPICE_GROUP, localName: `तीखा${bad}` }] },
      admin,
      "An option group's translated name",
    ],
  ] as const;
}

/** The rows these writes would add or change, to show nothing was stored. */
async function stored() {
  const settings = await server.db.selectFrom("restaurantSettings").selectAll().where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
  const notes = await server.db.selectFrom("customers").select("notes").orderBy("id").execute();
  const counts = await Promise.all(
    (["orders", "menuItems", "restaurantTables", "customers"] as const).map((table) => countRows(server.db, table)),
  );
  return { settings, notes, counts };
}

describe("a control character in any free-text field", () => {
  it("is a 400 naming the field, and nothing is stored", async () => {
    expect((await send(server.app, "PUT", SETTINGS, { cookie: admin, body: settingsBody() })).status).toBe(200);
    const before = await stored();
    for (const control of [NUL, "\u001b", "\u007f", "\u009b"]) {
      for (const [label, method, path, body, cookie, field] of await writes(control)) {
        const response = await send(server.app, method, path, { body, ...(cookie ? { cookie } : {}) });
        const answer = (await response.json()) as { message: string };
        expect({ label, status: response.status }).toEqual({ label, status: 400 });
        expect(answer.message, label).toMatch(new RegExp(`^${field} must not contain`));
      }
    }
    expect(await stored()).toEqual(before);
  });

  it("keeps line breaks and tabs in a note, and refuses them in a name", async () => {
    const { table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const order = { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price };
    const note = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
      body: { ...order, specialInstructions: "No nuts\nLess oil\tplease" },
    });
    expect(note.status).toBe(201);
    expect((await note.json()).specialInstructions).toBe("No nuts\nLess oil\tplease");
    const name = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, { body: { ...order, customerName: "Asha\nRao" } });
    expect(name.status).toBe(400);
    expect(await name.json()).toMatchObject({ message: controlMessage("Name") });
  });
});

describe("a text-direction override", () => {
  const RLO = "\u202e";

  it("is refused in option names, translations, the legal name, the bill footer and table numbers", async () => {
    const before = await stored();
    const named = new Set([
      "legal name",
      "bill footer",
      "table number",
      "dish translation",
      "option group name",
      "choice name",
      "option translation",
    ]);
    const cases = (await writes(RLO)).filter(([label]) => named.has(label));
    expect(cases).toHaveLength(named.size);
    for (const [label, method, path, body, cookie, field] of cases) {
      const response = await send(server.app, method, path, { body, ...(cookie ? { cookie } : {}) });
      expect({ label, status: response.status }).toEqual({ label, status: 400 });
      expect((await response.json()).message, label).toBe(nameControlMessage(field, label === "bill footer"));
    }
    expect(await stored()).toEqual(before);
  });

  it("is kept in a diner's note, which every screen shows isolated from the text around it", async () => {
    const { table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const response = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
      body: {
        ...DINER,
        specialInstructions: `${RLO}stun on`,
        items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
        totalAmount: dish.price,
      },
    });
    expect(response.status).toBe(201);
  });

  it("or text that shows as blank is refused in a table number", async () => {
    const response = await send(server.app, "POST", TABLES, { cookie: admin, body: { tableNumber: "\u200b\u2060" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Table number must contain visible characters" });
  });
});
