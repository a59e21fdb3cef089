import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID, MENU_CATEGORIES, TABLE_LOCATIONS } from "../../shared/constants";
import { ORDER_STATUSES } from "../../shared/order-status";
import { createTestServer, type TestServer } from "../test/test-support";
import { seedDemo } from "./seed";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const demoMenu = () => server.db.selectFrom("menuItems").selectAll().where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
const demoTables = () => server.db.selectFrom("restaurantTables").selectAll().where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
const demoOrders = () => server.db.selectFrom("orders").selectAll().where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
const demoCustomers = () => server.db.selectFrom("customers").selectAll().where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();

describe("seedDemo", () => {
  it("creates the demo restaurant, its staff and four neighbours", async () => {
    const restaurants = await server.db.selectFrom("restaurants").selectAll().execute();
    expect(restaurants).toHaveLength(5);
    const spiceGarden = restaurants.find((restaurant) => restaurant.id === DEMO_RESTAURANT_ID);
    expect(spiceGarden).toMatchObject({ name: "Spice Garden", isActive: 1, plan: "signature" });
    expect(restaurants.some((restaurant) => restaurant.isActive === 0)).toBe(true);

    const users = await server.db.selectFrom("users").select(["username", "role", "restaurantId", "passwordHash", "isOperator"]).execute();
    expect(users.map((user) => user.username).sort()).toEqual(["admin", "chef", "other-admin", "waiter"]);
    // Only the demo admin runs the platform; the second restaurant's admin is an ordinary restaurant admin.
    expect(users.filter((user) => user.isOperator === 1).map((user) => user.username)).toEqual(["admin"]);
    expect(users.find((user) => user.username === "other-admin")?.restaurantId).not.toBe(DEMO_RESTAURANT_ID);
    for (const user of users) expect(user.passwordHash).toMatch(/^scrypt\$/);
  });

  it("gives the demo restaurant about 30 dishes in every category, a few unavailable", async () => {
    const menu = await demoMenu();
    expect(menu.length).toBeGreaterThanOrEqual(28);
    expect(new Set(menu.map((item) => item.category))).toEqual(new Set(MENU_CATEGORIES));
    const unavailable = menu.filter((item) => item.isAvailable === 0).length;
    expect(unavailable).toBeGreaterThanOrEqual(2);
    expect(unavailable).toBeLessThanOrEqual(3);
    for (const item of menu) expect(Number.isInteger(item.price) && item.price > 0).toBe(true);
  });

  it("creates 8 tables with unguessable, unique QR codes", async () => {
    const tables = await demoTables();
    expect(tables.map((table) => table.tableNumber).sort()).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    for (const table of tables) {
      expect(table.qrCode).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(TABLE_LOCATIONS).toContain(table.location);
      expect(table.capacity).toBeGreaterThanOrEqual(2);
      expect(table.capacity).toBeLessThanOrEqual(8);
    }
    const allCodes = await server.db.selectFrom("restaurantTables").select("qrCode").execute();
    expect(new Set(allCodes.map((row) => row.qrCode)).size).toBe(allCodes.length);
  });

  it("creates orders in every status with totals priced from the menu", async () => {
    const [orders, menu] = await Promise.all([demoOrders(), demoMenu()]);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    for (const order of orders) {
      const items: { id: string; name: string; price: number; quantity: number }[] = JSON.parse(order.items);
      for (const line of items) expect(menu.find((item) => item.id === line.id)).toMatchObject({ name: line.name, price: line.price });
      expect(order.totalAmount).toBe(items.reduce((sum, line) => sum + line.price * line.quantity, 0));
      expect(order.completedAt !== null).toBe(order.status === "completed");
      if (order.completedAt) expect(order.completedAt > order.orderTime).toBe(true);
      expect(order.tableId).not.toBeNull();
    }
  });

  it("keeps every customer's totals and dates equal to their orders", async () => {
    const [customers, orders] = await Promise.all([demoCustomers(), demoOrders()]);
    expect(customers.length).toBeGreaterThanOrEqual(4);
    for (const customer of customers) {
      const theirs = orders.filter((order) => order.customerId === customer.id);
      expect(theirs.every((order) => order.customerPhone === customer.phone)).toBe(true);
      const times = theirs.map((order) => order.orderTime).sort();
      expect(customer).toMatchObject({
        totalOrders: theirs.length,
        totalSpent: theirs.reduce((sum, order) => sum + order.totalAmount, 0),
        firstOrderDate: times[0],
        lastOrderDate: times.at(-1),
      });
    }
    expect(orders.every((order) => customers.some((customer) => customer.id === order.customerId))).toBe(true);
  });

  it("adds six demo requests", async () => {
    expect(await server.db.selectFrom("demoRequests").selectAll().execute()).toHaveLength(6);
  });

  it("leaves a database that already has restaurants alone", async () => {
    const summary = await seedDemo(server.db);
    expect(summary.seeded).toBe(false);
    expect(await server.db.selectFrom("restaurants").select("id").execute()).toHaveLength(5);
    expect(await demoMenu()).toHaveLength(32);
  });
});
