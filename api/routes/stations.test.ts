import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID, MENU_CATEGORIES } from "../../shared/constants";
import type { MenuItem } from "../../shared/schemas/menu";
import type { Order } from "../../shared/schemas/orders";
import type { AllDayRow, Station } from "../../shared/schemas/stations";
import { DINER, newTestTable, restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signIn, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let chef: string;
let otherAdmin: string;
let otherRestaurantId: string;

const STATIONS = `/api/restaurants/${DEMO_RESTAURANT_ID}/stations`;
const CATEGORIES = `/api/restaurants/${DEMO_RESTAURANT_ID}/categories`;
const MENU = `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, chef, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
});

afterAll(() => server.close());

async function addStation(body: Record<string, unknown>, cookie = admin): Promise<Station> {
  const response = await send(server.app, "POST", STATIONS, { cookie, body });
  expect(response.status).toBe(201);
  return response.json();
}

async function stationsOf(restaurantId = DEMO_RESTAURANT_ID, cookie = admin): Promise<Station[]> {
  const response = await send(server.app, "GET", `/api/restaurants/${restaurantId}/stations`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

async function addDish(body: Record<string, unknown>): Promise<MenuItem> {
  const response = await send(server.app, "POST", MENU, { cookie: admin, body: { description: "", price: 100, ...body } });
  expect(response.status).toBe(201);
  return response.json();
}

async function saveCategories(categories: { name: string; stationId: string | null }[]) {
  return send(server.app, "PUT", CATEGORIES, { cookie: admin, body: categories });
}

const currentCategories = async (): Promise<{ name: string; stationId: string | null }[]> =>
  (await send(server.app, "GET", CATEGORIES, { cookie: admin })).json();

describe("stations", () => {
  it("a restaurant starts with one station, Kitchen, read by every role", async () => {
    for (const cookie of [admin, waiter, chef]) {
      const stations = await stationsOf(DEMO_RESTAURANT_ID, cookie);
      expect(stations[0]).toMatchObject({ name: "Kitchen", printer: null, prepMinutes: 15, restaurantId: DEMO_RESTAURANT_ID });
    }
    expect((await stationsOf(otherRestaurantId, otherAdmin)).map((station) => station.name)).toEqual(["Kitchen"]);
  });

  it("a restaurant opened at sign-up has its Kitchen too", async () => {
    const response = await send(server.app, "POST", "/api/auth/register", {
      body: { username: "wok.owner", email: "wok@example.in", password: "Wok-Station-2026", role: "admin", restaurantName: "Wok Stop" },
    });
    expect(response.status).toBe(201);
    const { restaurantId } = await response.json();
    const rows = await server.db.selectFrom("stations").select("name").where("restaurantId", "=", restaurantId).execute();
    expect(rows).toEqual([{ name: "Kitchen" }]);
  });

  it("admins add, rename and set printers; the list keeps the order they were added in", async () => {
    const tandoor = await addStation({ name: "Tandoor", printer: { host: "192.168.1.50", port: 9100, paper: 80 } });
    expect(tandoor).toMatchObject({ name: "Tandoor", printer: { host: "192.168.1.50", port: 9100, paper: 80 }, prepMinutes: 15 });
    const bar = await addStation({ name: "Bar", printer: { host: "bar-printer.local", port: 9100, paper: 58 }, prepMinutes: 5 });
    const names = (await stationsOf()).map((station) => station.name);
    expect(names.indexOf("Kitchen")).toBeLessThan(names.indexOf("Tandoor"));
    expect(names.indexOf("Tandoor")).toBeLessThan(names.indexOf("Bar"));

    const renamed = await send(server.app, "PUT", `/api/stations/${bar.id}`, {
      cookie: admin,
      body: { name: "Chai Bar", printer: null, prepMinutes: 4 },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: bar.id, name: "Chai Bar", printer: null, prepMinutes: 4 });
  });

  it("the same client id twice makes one station", async () => {
    const id = randomUUID();
    expect((await send(server.app, "POST", STATIONS, { cookie: admin, body: { id, name: "Wok" } })).status).toBe(201);
    const again = await send(server.app, "POST", STATIONS, { cookie: admin, body: { id, name: "Wok" } });
    expect(again.status).toBe(200);
    expect((await stationsOf()).filter((station) => station.id === id)).toHaveLength(1);
  });

  it("refuses a printer that is a URL, a port out of range, or paper other than 58 or 80", async () => {
    const refused = async (printer: unknown) => {
      const response = await send(server.app, "POST", STATIONS, { cookie: admin, body: { name: "Curry", printer } });
      expect(response.status).toBe(400);
      return (await response.json()).message as string;
    };
    expect(await refused({ host: "http://192.168.1.9", port: 9100, paper: 80 })).toMatch(/host name or an IPv4/);
    expect(await refused({ host: "192.168.1.9:9100", port: 9100, paper: 80 })).toMatch(/host name or an IPv4/);
    expect(await refused({ host: "300.1.1.1", port: 9100, paper: 80 })).toMatch(/host name or an IPv4/);
    expect(await refused({ host: "printer", port: 0, paper: 80 })).toMatch(/1 to 65535/);
    expect(await refused({ host: "printer", port: 65_536, paper: 80 })).toMatch(/1 to 65535/);
    expect(await refused({ host: "printer", port: 9100, paper: 76 })).toMatch(/58 or 80/);
    const blank = await send(server.app, "POST", STATIONS, { cookie: admin, body: { name: "  " } });
    expect(blank.status).toBe(400);
  });

  it("only admins write: a waiter or chef is 403", async () => {
    const [kitchen] = await stationsOf();
    for (const cookie of [waiter, chef]) {
      expect((await send(server.app, "POST", STATIONS, { cookie, body: { name: "Grill" } })).status).toBe(403);
      expect((await send(server.app, "PUT", `/api/stations/${kitchen?.id}`, { cookie, body: { name: "Grill" } })).status).toBe(403);
      expect((await send(server.app, "DELETE", `/api/stations/${kitchen?.id}`, { cookie })).status).toBe(403);
      expect((await send(server.app, "PUT", CATEGORIES, { cookie, body: [{ name: "Rice", stationId: null }] })).status).toBe(403);
    }
  });

  it("another restaurant's station is a 404 on every route, as an unknown one", async () => {
    const [theirs] = await stationsOf(otherRestaurantId, otherAdmin);
    for (const id of [theirs?.id, randomUUID()]) {
      expect((await send(server.app, "PUT", `/api/stations/${id}`, { cookie: admin, body: { name: "Mine now" } })).status).toBe(404);
      expect((await send(server.app, "DELETE", `/api/stations/${id}`, { cookie: admin })).status).toBe(404);
      expect((await send(server.app, "GET", `/api/stations/${id}/all-day`, { cookie: chef })).status).toBe(404);
      expect((await saveCategories([...(await currentCategories()), { name: "Stolen", stationId: id ?? null }])).status).toBe(404);
      const dish = await send(server.app, "POST", MENU, {
        cookie: admin,
        body: { name: "Poached", description: "", price: 10, category: "Rice", stationId: id },
      });
      expect(dish.status).toBe(404);
    }
    expect((await send(server.app, "GET", `/api/restaurants/${otherRestaurantId}/stations`, { cookie: admin })).status).toBe(403);
    expect((await stationsOf(otherRestaurantId, otherAdmin))[0]?.name).toBe("Kitchen");
  });

  it("a station with dishes or categories, or the last one, cannot be deleted; an unused one can", async () => {
    const grill = await addStation({ name: "Grill" });
    const dish = await addDish({ name: "Seekh Kebab", category: "Appetizers", stationId: grill.id });
    const withDish = await send(server.app, "DELETE", `/api/stations/${grill.id}`, { cookie: admin });
    expect(withDish.status).toBe(409);
    expect((await withDish.json()).message).toMatch(/Grill still makes 1 dish/);

    expect((await send(server.app, "PATCH", `/api/menu-items/${dish.id}`, { cookie: admin, body: { stationId: null } })).status).toBe(200);
    const categories = await currentCategories();
    expect((await saveCategories(categories.map((category) => ({ ...category, stationId: grill.id })))).status).toBe(200);
    const withCategories = await send(server.app, "DELETE", `/api/stations/${grill.id}`, { cookie: admin });
    expect(withCategories.status).toBe(409);
    expect((await withCategories.json()).message).toMatch(/categories routed to it/);

    expect((await saveCategories(categories)).status).toBe(200);
    expect((await send(server.app, "DELETE", `/api/stations/${grill.id}`, { cookie: admin })).status).toBe(204);
    expect((await stationsOf()).some((station) => station.id === grill.id)).toBe(false);
  });

  it("the last station cannot be deleted", async () => {
    const register = await send(server.app, "POST", "/api/auth/register", {
      body: {
        username: "solo.owner",
        email: "solo@example.in",
        password: "Solo-Station-2026",
        role: "admin",
        restaurantName: "Solo Dhaba",
      },
    });
    expect(register.status).toBe(201);
    const { restaurantId } = await register.json();
    const cookie = await signIn(server.app, "solo.owner", "Solo-Station-2026", "admin");
    const [kitchen] = await stationsOf(restaurantId, cookie);
    const refused = await send(server.app, "DELETE", `/api/stations/${kitchen?.id}`, { cookie });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("A restaurant needs at least one station");
  });
});

describe("the restaurant's categories", () => {
  it("default to the spec's eight, each to the first station", async () => {
    const response = await send(server.app, "GET", `/api/restaurants/${otherRestaurantId}/categories`, { cookie: otherAdmin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(MENU_CATEGORIES.map((name) => ({ name, stationId: null })));
  });

  it("an admin adds one, and a dish may then be in it; a category the list lacks is a 400", async () => {
    const pizza = await send(server.app, "POST", MENU, {
      cookie: admin,
      body: { name: "Margherita", description: "", price: 300, category: "Pizza" },
    });
    expect(pizza.status).toBe(400);
    expect((await pizza.json()).message).toBe("Pizza is not one of the restaurant's categories: add it in the Menu Editor first");

    const tandoor = await addStation({ name: "Tandoor oven" });
    const saved = await saveCategories([...(await currentCategories()), { name: "Tandoor", stationId: tandoor.id }]);
    expect(saved.status).toBe(200);
    expect((await saved.json()).at(-1)).toEqual({ name: "Tandoor", stationId: tandoor.id });
    const dish = await addDish({ name: "Tandoori Roti", category: "Tandoor" });
    expect(dish).toMatchObject({ category: "Tandoor", stationId: null });

    // Other restaurants keep their own lists.
    const theirs = await send(server.app, "POST", `/api/restaurants/${otherRestaurantId}/menu`, {
      cookie: otherAdmin,
      body: { name: "Roti", description: "", price: 20, category: "Tandoor" },
    });
    expect(theirs.status).toBe(400);
  });

  it("refuses a list that drops a category some dish is in, an empty list, or a name twice", async () => {
    const dropped = await saveCategories([{ name: "Desserts", stationId: null }]);
    expect(dropped.status).toBe(409);
    expect((await dropped.json()).message).toMatch(/still has dishes/);
    expect((await saveCategories([])).status).toBe(400);
    expect((await saveCategories([...(await currentCategories()), { name: "rice", stationId: null }])).status).toBe(400);
  });
});

/** Three dishes routed three ways: by their own station, by their category's, and by neither (the first). */
async function routedMenu() {
  const curry = await addStation({ name: `Curry ${randomUUID().slice(0, 4)}` });
  const tandoor = await addStation({ name: `Tandoor ${randomUUID().slice(0, 4)}` });
  const category = `Breads ${randomUUID().slice(0, 4)}`;
  expect((await saveCategories([...(await currentCategories()), { name: category, stationId: tandoor.id }])).status).toBe(200);
  const naan = await addDish({ name: `Butter Naan ${category}`, category, price: 60 });
  const paneer = await addDish({ name: `Paneer Tikka ${category}`, category: "Main Course", stationId: curry.id, price: 280 });
  const lassi = await addDish({ name: `Lassi ${category}`, category: "Beverages", price: 90 });
  const [first] = await stationsOf();
  return { curry, tandoor, first: first as Station, naan, paneer, lassi };
}

const stationsOfLines = (order: Order) => Object.fromEntries(order.items.map((line) => [line.id, line.stationId]));

describe("each line's station when an order is placed", () => {
  it("a diner's QR order: the dish's own station, else its category's, else the first", async () => {
    const { curry, tandoor, first, naan, paneer, lassi } = await routedMenu();
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const items = [naan, paneer, lassi].map((dish) => ({ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }));
    const response = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
      body: { ...DINER, items, totalAmount: 60 + 280 + 90 },
    });
    expect(response.status).toBe(201);
    const order: Order = await response.json();
    const expected = { [naan.id]: tandoor.id, [paneer.id]: curry.id, [lassi.id]: first.id };
    expect(stationsOfLines(order)).toEqual(expected);
    const stored = await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { cookie: chef });
    const listed = ((await stored.json()) as Order[]).find((row) => row.id === order.id);
    expect(listed && stationsOfLines(listed)).toEqual(expected);

    // The diner's menu does not grow: no station ids in the QR answer.
    const menu = await (await send(server.app, "GET", `/api/qr/${table.qrCode}`)).text();
    expect(menu).not.toContain("stationId");
    expect(menu).not.toContain(tandoor.id);
  });

  it("a waiter's order follows the same routing, and a routing change applies to the next order", async () => {
    const { curry, tandoor, naan, paneer } = await routedMenu();
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const take = async () => {
      const response = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, {
        cookie: waiter,
        body: {
          tableId: table.id,
          items: [naan, paneer].map((dish) => ({ id: dish.id, name: dish.name, price: dish.price, quantity: 2 })),
          totalAmount: 2 * (60 + 280),
        },
      });
      expect(response.status).toBe(201);
      return stationsOfLines(await response.json());
    };
    expect(await take()).toEqual({ [naan.id]: tandoor.id, [paneer.id]: curry.id });
    expect((await send(server.app, "PATCH", `/api/menu-items/${naan.id}`, { cookie: admin, body: { stationId: curry.id } })).status).toBe(
      200,
    );
    expect(await take()).toEqual({ [naan.id]: curry.id, [paneer.id]: curry.id });
  });
});

describe("PUT /api/orders/:orderId/lines/:lineId/ready", () => {
  async function twoStationOrder() {
    const menu = await routedMenu();
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const response = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, {
      cookie: waiter,
      body: {
        tableId: table.id,
        items: [
          { id: menu.naan.id, name: menu.naan.name, price: 60, quantity: 3 },
          { id: menu.paneer.id, name: menu.paneer.name, price: 280, quantity: 1 },
        ],
        totalAmount: 180 + 280,
      },
    });
    expect(response.status).toBe(201);
    const order: Order = await response.json();
    return { ...menu, order, naanLine: `${order.id}.1`, paneerLine: `${order.id}.2` };
  }

  const bump = (orderId: string, lineId: string, ready: boolean, cookie = chef) =>
    send(server.app, "PUT", `/api/orders/${orderId}/lines/${lineId}/ready`, { cookie, body: { ready } });

  it("bumps one line at a time; the order is Ready once all its lines are, and not once one is recalled", async () => {
    const { order, naanLine, paneerLine } = await twoStationOrder();
    const first = await bump(order.id, naanLine, true);
    expect(first.status).toBe(200);
    const half: Order = await first.json();
    expect(half.items[0]?.readyAt).not.toBeNull();
    expect(half.items[1]?.readyAt).toBeNull();
    expect(half.readyAt).toBeNull();

    const second = await bump(order.id, paneerLine, true, waiter);
    const whole: Order = await second.json();
    expect(whole.readyAt).not.toBeNull();
    expect(whole.items.every((line) => line.readyAt !== null)).toBe(true);

    // A second device's bump of the same line keeps the first time and changes nothing.
    const again: Order = await (await bump(order.id, naanLine, true)).json();
    expect(again.items[0]?.readyAt).toBe(half.items[0]?.readyAt);
    expect(again.updatedAt).toBe(whole.updatedAt);

    const recalled: Order = await (await bump(order.id, paneerLine, false)).json();
    expect(recalled.readyAt).toBeNull();
    expect(recalled.items[1]?.readyAt).toBeNull();
    expect(recalled.items[0]?.readyAt).toBe(half.items[0]?.readyAt);
  });

  it("a line voided to nothing does not hold the order back", async () => {
    const { order, naanLine, paneerLine } = await twoStationOrder();
    const items = order.items.map((line) => (line.lineId === paneerLine ? { ...line, voidedQuantity: line.quantity } : line));
    await server.db
      .updateTable("orders")
      .set({ items: JSON.stringify(items) })
      .where("id", "=", order.id)
      .execute();
    const bumped: Order = await (await bump(order.id, naanLine, true)).json();
    expect(bumped.readyAt).not.toBeNull();
  });

  it("a recall more than a minute after the bump is a 409, Too late to recall", async () => {
    const { order, naanLine } = await twoStationOrder();
    expect((await bump(order.id, naanLine, true)).status).toBe(200);
    const stored = await server.db.selectFrom("orders").select("items").where("id", "=", order.id).executeTakeFirstOrThrow();
    const longAgo = new Date(Date.now() - 61_000).toISOString();
    const items = (JSON.parse(stored.items) as Order["items"]).map((line) =>
      line.lineId === naanLine ? { ...line, readyAt: longAgo } : line,
    );
    await server.db
      .updateTable("orders")
      .set({ items: JSON.stringify(items) })
      .where("id", "=", order.id)
      .execute();
    const late = await bump(order.id, naanLine, false);
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe("Too late to recall");
  });

  it("is 404 for an unknown line, 400 for a malformed one or body, 403 for another restaurant's staff", async () => {
    const { order, naanLine } = await twoStationOrder();
    expect((await bump(order.id, `${order.id}.9`, true)).status).toBe(404);
    expect((await bump(order.id, "not-a-line", true)).status).toBe(400);
    expect((await send(server.app, "PUT", `/api/orders/${order.id}/lines/${naanLine}/ready`, { cookie: chef, body: {} })).status).toBe(400);
    expect((await bump(order.id, naanLine, true, otherAdmin)).status).toBe(403);
    expect((await bump(randomUUID(), naanLine, true)).status).toBe(404);
  });

  it("tells live screens of each bump", async () => {
    const { order, naanLine } = await twoStationOrder();
    const topics: string[][] = [];
    const unsubscribe = server.changes.subscribe((change) => topics.push([...change.topics]), DEMO_RESTAURANT_ID);
    expect((await bump(order.id, naanLine, true)).status).toBe(200);
    unsubscribe();
    expect(topics).toEqual([["orders"]]);
  });

  it("the whole order's Ready still works, and marks every line", async () => {
    const { order } = await twoStationOrder();
    const response = await send(server.app, "PUT", `/api/orders/${order.id}/ready`, { cookie: chef, body: { ready: true } });
    const ready: Order = await response.json();
    expect(ready.readyAt).not.toBeNull();
    expect(ready.items.every((line) => line.readyAt === ready.readyAt)).toBe(true);
    const back: Order = await (
      await send(server.app, "PUT", `/api/orders/${order.id}/ready`, { cookie: chef, body: { ready: false } })
    ).json();
    expect(back.readyAt).toBeNull();
    expect(back.items.every((line) => line.readyAt === null)).toBe(true);
  });

  it("GET /api/stations/:id/all-day counts what is still to make there", async () => {
    const { order, tandoor, curry, naan, paneerLine } = await twoStationOrder();
    const second = await twoStationOrder();
    const allDay = async (stationId: string): Promise<AllDayRow[]> =>
      (await send(server.app, "GET", `/api/stations/${stationId}/all-day`, { cookie: chef })).json();
    // Each order routes to its own fresh stations: naan to its Tandoor, paneer to its Curry.
    expect(await allDay(tandoor.id)).toEqual([{ name: naan.name, options: [], quantity: 3 }]);
    expect(await allDay(curry.id)).toHaveLength(1);
    expect((await bump(order.id, paneerLine, true)).status).toBe(200);
    expect(await allDay(curry.id)).toEqual([]);
    expect(await allDay(second.tandoor.id)).toEqual([{ name: second.naan.name, options: [], quantity: 3 }]);
  });
});
