import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { compareMenuItems } from "../../../shared/menu-order";
import { orderLinesOf } from "../../../shared/order-lines";
import type { Order } from "../../../shared/schemas/orders";
import type { DinerMenuItem, QrLookup } from "../../../shared/schemas/qr";
import { testConfig } from "../../config";
import type { MenuItemRow, RestaurantTableRow } from "../../db/schema";
import { newQrCode } from "../../db/tables";
import { settingsBody } from "../../test/restaurant-settings";
import { countRows, DINER, restaurantIdOf, send, tableAndDish } from "../../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../../test/test-support";

let server: TestServer;
let table: RestaurantTableRow;
let dish: MenuItemRow;
let naan: MenuItemRow;
let otherRestaurantId: string;

beforeAll(async () => {
  // Many orders land on one table here; the per-table limiter has its own tests.
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  ({ table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID));
  naan = await server.db.selectFrom("menuItems").selectAll().where("name", "=", "Butter Naan").executeTakeFirstOrThrow();
  otherRestaurantId = await restaurantIdOf(server.db, "other-admin");
});

afterAll(() => server.close());

describe("GET /api/qr/:qrCode says whether GST is added to the menu's prices", () => {
  it("is false until the restaurant registers for GST, true with prices without GST, false with prices that include it", async () => {
    const gstOnTop = async () =>
      ((await (await send(server.app, "GET", `/api/qr/${table.qrCode}`)).json()) as QrLookup).restaurant.gstOnTop;
    const admin = await signInAs(server.app, DEMO_LOGINS.admin);
    const save = async (pricesIncludeGst: boolean) => {
      const body = settingsBody({ pricesIncludeGst });
      const saved = await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, { cookie: admin, body });
      expect(saved.status).toBe(200);
    };
    expect(await gstOnTop()).toBe(false);
    await save(false);
    expect(await gstOnTop()).toBe(true);
    await save(true);
    expect(await gstOnTop()).toBe(false);
  });
});

const orderPath = () => `/api/qr/${table.qrCode}/order`;
const line = (item: MenuItemRow, quantity: number) => ({ id: item.id, name: item.name, price: item.price, quantity });
const cart = (lines: ReturnType<typeof line>[], extra: Record<string, unknown> = {}) => ({
  ...DINER,
  items: lines,
  totalAmount: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
  ...extra,
});
const placeOrder = (body: unknown, key?: string) => send(server.app, "POST", orderPath(), { body, ...(key ? { key } : {}) });

async function insertTable(restaurantId: string, isActive: number): Promise<string> {
  const now = new Date().toISOString();
  const qrCode = newQrCode();
  await server.db
    .insertInto("restaurantTables")
    .values({
      id: randomUUID(),
      restaurantId,
      tableNumber: `T-${qrCode}`,
      capacity: 2,
      location: null,
      qrCode,
      isActive,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return qrCode;
}

describe("GET /api/qr/:qrCode", () => {
  it("answers the table, the restaurant and its whole menu in menu order, unavailable items included", async () => {
    const response = await send(server.app, "GET", `/api/qr/${table.qrCode}`);
    expect(response.status).toBe(200);
    const lookup: QrLookup = await response.json();
    expect(lookup.table).toEqual({ tableNumber: table.tableNumber, capacity: table.capacity });
    expect(lookup.restaurant.name).toEqual(expect.any(String));
    // Only the fields the diner's page shows travel to every phone.
    expect(Object.keys(lookup.menuItems[0] ?? {}).sort()).toEqual([
      "category",
      "description",
      "diet",
      "id",
      "isAvailable",
      "localDescription",
      "localName",
      "name",
      "optionGroups",
      "photo",
      "price",
    ]);
    expect(lookup.menuItems.some((item) => !item.isAvailable)).toBe(true);
    expect([...lookup.menuItems].sort(compareMenuItems)).toEqual(lookup.menuItems);
    const ownMenu = await server.db.selectFrom("menuItems").select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
    expect(lookup.menuItems.map((item) => item.id).sort()).toEqual(ownMenu.map((row) => row.id).sort());
  });

  it("is 400 for something that cannot be a QR code and 404 for an unknown or inactive one", async () => {
    expect((await send(server.app, "GET", "/api/qr/short")).status).toBe(400);
    expect((await send(server.app, "GET", `/api/qr/${"x".repeat(65)}`)).status).toBe(400);
    const unknown = await send(server.app, "GET", `/api/qr/${newQrCode()}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "This QR code is not valid or the table is not available" });
    expect((await send(server.app, "GET", `/api/qr/${await insertTable(DEMO_RESTAURANT_ID, 0)}`)).status).toBe(404);
    const closed = await server.db.selectFrom("restaurants").select("id").where("isActive", "=", 0).executeTakeFirstOrThrow();
    const closedQr = await insertTable(closed.id, 1);
    expect((await send(server.app, "GET", `/api/qr/${closedQr}`)).status).toBe(404);
    expect((await send(server.app, "POST", `/api/qr/${closedQr}/order`, { body: cart([line(dish, 1)]) })).status).toBe(404);
  });
});

describe("POST /api/qr/:qrCode/order", () => {
  it("places a pending order priced and named from the database, with the table number", async () => {
    const before = await countRows(server.db, "orders");
    const lines = [{ ...line(dish, 2), name: "Free Lobster" }, line(naan, 3)];
    const response = await placeOrder(cart(lines));
    expect(response.status).toBe(201);
    const order: Order = await response.json();
    expect(order).toMatchObject({
      status: "pending",
      tableId: table.id,
      restaurantId: DEMO_RESTAURANT_ID,
      table: { tableNumber: table.tableNumber },
      totalAmount: dish.price * 2 + naan.price * 3,
      customerName: DINER.customerName,
      specialInstructions: null,
      completedAt: null,
    });
    expect(order.items).toEqual(orderLinesOf(order.id, [line(dish, 2), line(naan, 3)]));
    expect(await countRows(server.db, "orders")).toBe(before + 1);
  });

  it("creates the customer, then books later orders with the same phone and e-mail to them with totals that add up", async () => {
    const phone = "9123456780";
    const email = "meera@example.in";
    const first = cart([line(dish, 1)], { customerName: "Meera", customerPhone: phone, customerEmail: email });
    expect((await placeOrder(first)).status).toBe(201);
    const again = cart([line(naan, 2)], { customerName: "Meera K", customerPhone: phone, customerEmail: "MEERA@Example.in" });
    expect((await placeOrder(again)).status).toBe(201);
    const rows = await server.db.selectFrom("customers").selectAll().where("name", "like", "Meera%").execute();
    expect(rows).toHaveLength(1);
    const [meera] = rows;
    expect(meera).toMatchObject({
      name: "Meera",
      email,
      phone,
      totalOrders: 2,
      totalSpent: dish.price + naan.price * 2,
      firstOrderDate: expect.any(String),
    });
    expect(String(meera?.lastOrderDate) >= String(meera?.firstOrderDate)).toBe(true);
    const orders = await server.db.selectFrom("orders").select("customerId").where("customerName", "like", "Meera%").execute();
    expect(orders.map((order) => order.customerId)).toEqual([meera?.id, meera?.id]);
  });

  it("is 409 with the current menu when prices were tampered with, and creates nothing", async () => {
    const orders = await countRows(server.db, "orders");
    const customers = await countRows(server.db, "customers");
    const cheap = { ...line(dish, 2), price: 1 };
    const response = await placeOrder({ ...DINER, customerPhone: "9000011111", items: [cheap], totalAmount: 2 });
    expect(response.status).toBe(409);
    const body: { message: string; menuItems: DinerMenuItem[] } = await response.json();
    expect(body.message).toBe("Prices have changed. Please review your order.");
    expect(body.menuItems.find((item) => item.id === dish.id)?.price).toBe(dish.price);
    const stale = await placeOrder(cart([line(dish, 1)], { totalAmount: dish.price + 1 }));
    expect(stale.status).toBe(409);
    expect(await countRows(server.db, "orders")).toBe(orders);
    expect(await countRows(server.db, "customers")).toBe(customers);
  });

  it("is 409 naming an unavailable item, and for items not on this restaurant's menu", async () => {
    const before = await countRows(server.db, "orders");
    const gone = await server.db
      .selectFrom("menuItems")
      .selectAll()
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .where("isAvailable", "=", 0)
      .executeTakeFirstOrThrow();
    const unavailable = await placeOrder(cart([line(dish, 1), line(gone, 1)]));
    expect(unavailable.status).toBe(409);
    expect(await unavailable.json()).toMatchObject({ message: `${gone.name} is no longer available`, menuItems: expect.any(Array) });
    const theirs = await server.db
      .selectFrom("menuItems")
      .selectAll()
      .where("restaurantId", "=", otherRestaurantId)
      .executeTakeFirstOrThrow();
    for (const item of [theirs, { ...dish, id: randomUUID() }]) {
      const response = await placeOrder(cart([line(dish, 1), line(item, 1)]));
      expect(response.status).toBe(409);
      expect((await response.json()).message).toBe("An item in your order is no longer on the menu");
    }
    expect(await countRows(server.db, "orders")).toBe(before);
  });

  it("merges the same item into one line, up to 50 of it", async () => {
    const merged = await placeOrder(cart([line(naan, 2), line(dish, 1), line(naan, 3)]));
    expect(merged.status).toBe(201);
    const mergedOrder: Order = await merged.json();
    expect(mergedOrder.items).toEqual(orderLinesOf(mergedOrder.id, [line(naan, 5), line(dish, 1)]));
    const before = await countRows(server.db, "orders");
    const tooMany = await placeOrder(cart([line(naan, 30), line(naan, 21)]));
    expect(tooMany.status).toBe(400);
    expect(await countRows(server.db, "orders")).toBe(before);
  });

  it("returns the first order for a replayed Idempotency-Key and 422 for a different body under it", async () => {
    const before = await countRows(server.db, "orders");
    const key = randomUUID();
    const body = cart([line(dish, 1)], { customerPhone: "9222233333", customerEmail: "replay@example.in" });
    const first = await placeOrder(body, key);
    const replay = await placeOrder(body, key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await first.json());
    expect((await placeOrder(cart([line(dish, 2)]), key)).status).toBe(422);
    expect(await countRows(server.db, "orders")).toBe(before + 1);
    const customer = await server.db
      .selectFrom("customers")
      .select("totalOrders")
      .where("phone", "=", "9222233333")
      .executeTakeFirstOrThrow();
    expect(customer.totalOrders).toBe(1);
  });

  it("is 400 for an empty cart, bad contact details or a malformed key, 404 for an unknown QR code", async () => {
    const before = await countRows(server.db, "orders");
    const bad = [
      cart([]),
      cart([line(dish, 1)], { customerPhone: "12345" }),
      cart([line(dish, 1)], { customerEmail: "nope" }),
      cart([line(dish, 1)], { customerName: "  " }),
      cart([{ ...line(dish, 1), quantity: 0 }]),
      cart([line(dish, 1)], { totalAmount: "100" }),
    ];
    for (const body of bad) expect((await placeOrder(body)).status).toBe(400);
    const badKey = await send(server.app, "POST", orderPath(), { body: cart([line(dish, 1)]), key: "not-a-uuid" });
    expect(badKey.status).toBe(400);
    expect((await send(server.app, "POST", `/api/qr/${newQrCode()}/order`, { body: cart([line(dish, 1)]) })).status).toBe(404);
    expect((await send(server.app, "POST", "/api/qr/bad!/order", { body: cart([line(dish, 1)]) })).status).toBe(400);
    expect(await countRows(server.db, "orders")).toBe(before);
  });
});
