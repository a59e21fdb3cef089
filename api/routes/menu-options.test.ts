import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { orderLinesOf } from "../../shared/order-lines";
import type { MenuItem } from "../../shared/schemas/menu";
import type { Order } from "../../shared/schemas/orders";
import type { QrLookup } from "../../shared/schemas/qr";
import { testConfig } from "../config";
import { SPICE_GROUP } from "../test/option-dish";
import { DINER, firstStationId, newTestTable, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;

/** The demo restaurant's one station: every line of an unrouted dish goes there. */
let kitchen: string;
const kitchenLines = (orderId: string, lines: Parameters<typeof orderLinesOf>[1]) => orderLinesOf(orderId, lines, () => kitchen);

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  kitchen = await firstStationId(server.db, DEMO_RESTAURANT_ID);
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
  waiter = await signInAs(server.app, DEMO_LOGINS.waiter);
});

afterAll(() => server.close());

const PORTION = {
  id: "portion",
  name: "Portion",
  localName: "मात्रा",
  kind: "single",
  required: true,
  choices: [
    { id: "half", name: "Half", localName: "हाफ़", priceDelta: 0 },
    { id: "full", name: "Full", priceDelta: 140 },
  ],
};
const SPICE = SPICE_GROUP;
const ADD_ONS = {
  id: "addons",
  name: "Add-ons",
  kind: "multiple",
  required: false,
  max: 2,
  choices: [
    { id: "raita", name: "Raita", priceDelta: 30 },
    { id: "salan", name: "Mirchi Salan", priceDelta: 40 },
    { id: "egg", name: "Boiled Egg", priceDelta: 20 },
  ],
};

/** A biryani of its own (Half ₹180, Full +₹140, a spice level, add-ons), so no test reads another's dish. */
async function newBiryani(overrides: Record<string, unknown> = {}): Promise<MenuItem> {
  const response = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, {
    cookie: admin,
    body: {
      name: `Chicken Biryani ${randomUUID().slice(0, 8)}`,
      description: "Dum-cooked",
      price: 180,
      category: "Biryani",
      localName: "चिकन बिरयानी",
      localDescription: "दम पर पकी",
      optionGroups: [PORTION, SPICE, ADD_ONS],
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return response.json();
}

const order = async (qrCode: string, items: unknown[], totalAmount: number) =>
  send(server.app, "POST", `/api/qr/${qrCode}/order`, { body: { ...DINER, items, totalAmount } });

const line = (dish: MenuItem, options: [string, string][], quantity = 1) => ({
  id: dish.id,
  name: dish.name,
  price: 0,
  quantity,
  options: options.map(([groupId, choiceId]) => ({ groupId, choiceId })),
});

describe("option groups on the menu endpoints", () => {
  it("stores and answers option groups and translations, and the QR answer carries them with the menu language", async () => {
    const dish = await newBiryani();
    expect(dish.localName).toBe("चिकन बिरयानी");
    expect(dish.optionGroups[0]).toEqual({ ...PORTION, choices: PORTION.choices.map((choice) => ({ ...choice, isAvailable: true })) });
    expect(dish.optionGroups[1]?.choices[0]).toEqual({ id: "mild", name: "Mild", priceDelta: 0, isAvailable: true });

    const menu: MenuItem[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, { cookie: waiter })
    ).json();
    expect(menu.find((item) => item.id === dish.id)).toEqual(dish);

    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const lookup: QrLookup = await (await send(server.app, "GET", `/api/qr/${table.qrCode}`)).json();
    expect(lookup.restaurant.menuLanguage).toBe("hi");
    const served = lookup.menuItems.find((item) => item.id === dish.id);
    expect(served?.optionGroups).toEqual(dish.optionGroups);
    expect(served?.localDescription).toBe("दम पर पकी");
  });

  it("keeps a dish without options as it always was: optionGroups []", async () => {
    const dish = await newBiryani({ optionGroups: undefined, localName: undefined, localDescription: undefined });
    expect(dish).toMatchObject({ optionGroups: [], localName: "", localDescription: "" });
  });

  it("edits options through PUT, a choice sold out on its own", async () => {
    const dish = await newBiryani();
    const soldOutFull = { ...PORTION, choices: [PORTION.choices[0], { ...PORTION.choices[1], isAvailable: false }] };
    const { id: _id, restaurantId: _r, createdAt: _c, updatedAt: _u, ...fields } = dish;
    const response = await send(server.app, "PUT", `/api/menu-items/${dish.id}`, {
      cookie: admin,
      body: { ...fields, optionGroups: [soldOutFull] },
    });
    expect(response.status).toBe(200);
    const updated: MenuItem = await response.json();
    expect(updated.isAvailable).toBe(true);
    expect(updated.optionGroups[0]?.choices.map((choice) => choice.isAvailable)).toEqual([true, false]);
  });

  it.each([
    ["a max on a single choice", [{ ...SPICE, max: 2 }], "A single choice group takes one choice: leave max out"],
    ["a max above the choices", [{ ...ADD_ONS, max: 4 }], "max cannot be more than the group's choices"],
    ["two groups with one id", [PORTION, { ...SPICE, id: "portion" }], "Two option groups of a dish have the same id"],
    ["two choices with one id", [{ ...SPICE, choices: [SPICE.choices[0], SPICE.choices[0]] }], "Two choices in a group have the same id"],
    ["a group without choices", [{ ...SPICE, choices: [] }], "An option group needs at least one choice"],
    [
      "a negative price change",
      [{ ...ADD_ONS, choices: [{ id: "x", name: "X", priceDelta: -10 }] }],
      "A choice's price change must be from 0 to 1000000",
    ],
    [
      "a fractional price change",
      [{ ...ADD_ONS, max: 1, choices: [{ id: "x", name: "X", priceDelta: 2.5 }] }],
      "A choice's price change must be a whole number of rupees",
    ],
    ["an id with a separator", [{ ...SPICE, id: "a|b" }], "Option ids are 1 to 40 letters, digits, - or _"],
    ["an unknown kind", [{ ...SPICE, kind: "some" }], "kind must be single or multiple"],
  ])("refuses %s with a 400", async (_case, optionGroups, message) => {
    const response = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, {
      cookie: admin,
      body: { name: "Broken", description: "", price: 100, category: "Biryani", optionGroups },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });
});

describe("ordering dishes with options", () => {
  it("prices each line from the menu with its options, one line per combination, and keeps the names as ordered", async () => {
    const dish = await newBiryani();
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const items = [
      line(
        dish,
        [
          ["portion", "full"],
          ["spice", "spicy"],
          ["addons", "raita"],
        ],
        2,
      ),
      line(dish, [["portion", "half"]]),
      // The same choices in another order are the same line.
      line(dish, [
        ["addons", "raita"],
        ["spice", "spicy"],
        ["portion", "full"],
      ]),
    ];
    const response = await order(table.qrCode, items, 3 * (180 + 140 + 30) + 180);
    expect(response.status).toBe(201);
    const placed: Order = await response.json();
    expect(placed.items).toEqual(
      kitchenLines(placed.id, [
        {
          id: dish.id,
          name: dish.name,
          price: 350,
          quantity: 3,
          options: [
            { groupId: "portion", choiceId: "full", groupName: "Portion", choiceName: "Full", priceDelta: 140, kind: "single" },
            { groupId: "spice", choiceId: "spicy", groupName: "Spice Level", choiceName: "Spicy", priceDelta: 0, kind: "single" },
            { groupId: "addons", choiceId: "raita", groupName: "Add-ons", choiceName: "Raita", priceDelta: 30, kind: "multiple" },
          ],
        },
        {
          id: dish.id,
          name: dish.name,
          price: 180,
          quantity: 1,
          options: [{ groupId: "portion", choiceId: "half", groupName: "Portion", choiceName: "Half", priceDelta: 0, kind: "single" }],
        },
      ]),
    );

    // A later menu edit does not rewrite the order.
    const { id: _id, restaurantId: _r, createdAt: _c, updatedAt: _u, ...fields } = dish;
    const renamed = { ...PORTION, choices: [PORTION.choices[0], { ...PORTION.choices[1], name: "Family", priceDelta: 200 }] };
    expect(
      (await send(server.app, "PUT", `/api/menu-items/${dish.id}`, { cookie: admin, body: { ...fields, optionGroups: [renamed] } })).status,
    ).toBe(200);
    const orders: Order[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { cookie: waiter })
    ).json();
    expect(orders.find((stored) => stored.id === placed.id)?.items).toEqual(placed.items);
  });

  it("sends no options for a dish without them, as the spec's payload", async () => {
    const dish = await newBiryani({ optionGroups: [] });
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const response = await order(table.qrCode, [{ id: dish.id, name: dish.name, price: 180, quantity: 2 }], 360);
    expect(response.status).toBe(201);
    const placed: Order = await response.json();
    expect(placed.items).toEqual(kitchenLines(placed.id, [{ id: dish.id, name: dish.name, price: 180, quantity: 2 }]));
  });

  it.each([
    ["a missing required choice", [["spice", "mild"]], ": please choose a Portion"],
    ["an unknown choice", [["portion", "quarter"]], ": Portion has no such choice"],
    [
      "an unknown group",
      [
        ["portion", "half"],
        ["sauce", "mint"],
      ],
      " has no such option group",
    ],
    [
      "two choices of a single group",
      [
        ["portion", "half"],
        ["portion", "full"],
      ],
      ": choose only one Portion",
    ],
    [
      "more add-ons than the group's max",
      [
        ["portion", "half"],
        ["addons", "raita"],
        ["addons", "salan"],
        ["addons", "egg"],
      ],
      ": choose at most 2 of Add-ons",
    ],
    [
      "the same choice twice",
      [
        ["portion", "half"],
        ["addons", "raita"],
        ["addons", "raita"],
      ],
      ": Raita is chosen twice in Add-ons",
    ],
  ] as const)("refuses %s with a 400 naming the dish and the group, and stores nothing", async (_case, options, message) => {
    const dish = await newBiryani();
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const response = await order(
      table.qrCode,
      [
        line(
          dish,
          options.map(([g, c]) => [g, c]),
        ),
      ],
      180,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(`${dish.name}${message}`);
    const orders: Order[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { cookie: waiter })
    ).json();
    expect(orders.some((stored) => stored.tableId === table.id)).toBe(false);
  });

  it("refuses a sold-out choice with a 409 and the current menu", async () => {
    const dish = await newBiryani({
      optionGroups: [{ ...PORTION, choices: [PORTION.choices[0], { ...PORTION.choices[1], isAvailable: false }] }],
    });
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const response = await order(table.qrCode, [line(dish, [["portion", "full"]])], 320);
    expect(response.status).toBe(409);
    const body: { message: string; menuItems: QrLookup["menuItems"] } = await response.json();
    expect(body.message).toBe(`${dish.name}: Portion Full is no longer available`);
    expect(body.menuItems.find((item) => item.id === dish.id)?.optionGroups[0]?.choices[1]?.isAvailable).toBe(false);
  });

  it("refuses a stale price (the cart's total without the portion's change) with a 409 and the current menu", async () => {
    const dish = await newBiryani();
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const response = await order(table.qrCode, [line(dish, [["portion", "full"]])], 180);
    expect(response.status).toBe(409);
    const body: { message: string; menuItems: unknown[] } = await response.json();
    expect(body.message).toBe("Prices have changed. Please review your order.");
    expect(body.menuItems.length).toBeGreaterThan(0);
  });

  it("refuses malformed options in the payload with a 400", async () => {
    const dish = await newBiryani();
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const response = await order(table.qrCode, [{ ...line(dish, []), options: [{ groupId: "portion" }] }], 180);
    expect(response.status).toBe(400);
  });
});

describe("the menu language", () => {
  const path = `/api/restaurants/${DEMO_RESTAURANT_ID}/menu-language`;

  it("is Hindi by default, set by the admin, and reaches the QR answer at once", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    expect((await (await send(server.app, "GET", `/api/qr/${table.qrCode}`)).json()).restaurant.menuLanguage).toBe("hi");
    expect(await (await send(server.app, "GET", path, { cookie: waiter })).json()).toEqual({ menuLanguage: "hi" });

    const set = await send(server.app, "PUT", path, { cookie: admin, body: { menuLanguage: "mr" } });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ menuLanguage: "mr" });
    expect(await (await send(server.app, "GET", path, { cookie: waiter })).json()).toEqual({ menuLanguage: "mr" });
    const lookup: QrLookup = await (await send(server.app, "GET", `/api/qr/${table.qrCode}`)).json();
    expect(lookup.restaurant).toMatchObject({ menuLanguage: "mr" });
    expect((await send(server.app, "PUT", path, { cookie: admin, body: { menuLanguage: "hi" } })).status).toBe(200);
  });

  it("refuses an unknown language (400), a waiter (403) and another restaurant (403)", async () => {
    const bad = await send(server.app, "PUT", path, { cookie: admin, body: { menuLanguage: "fr" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Unknown menu language");
    expect((await send(server.app, "PUT", path, { cookie: waiter, body: { menuLanguage: "ta" } })).status).toBe(403);
    expect(
      (await send(server.app, "PUT", `/api/restaurants/${randomUUID()}/menu-language`, { cookie: admin, body: { menuLanguage: "ta" } }))
        .status,
    ).toBe(403);
  });
});
