import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { orderTotal } from "../../shared/money";
import { orderLinesOf } from "../../shared/order-lines";
import { hashPassword, OWASP_PASSWORD_COST, type PasswordCost } from "../auth/password";
import type { Db } from "./connection";
import { freeSlugFor } from "./restaurants";
import type { Database } from "./schema";
import {
  DEMO_ACCOUNTS,
  DEMO_CUSTOMERS,
  DEMO_MENU,
  DEMO_ORDERS,
  DEMO_REQUESTS,
  DEMO_RESTAURANT,
  DEMO_TABLES,
  MORE_RESTAURANTS,
  OTHER_ACCOUNT,
  OTHER_MENU,
  OTHER_RESTAURANT,
  OTHER_TABLE,
  type SeedAccount,
  type SeedMenuItem,
  type SeedRestaurant,
  type SeedTable,
} from "./seed-data";
import { newQrCode } from "./tables";

type Trx = Transaction<Database>;

interface SeedSummary {
  seeded: boolean;
  restaurants: number;
  users: number;
  menuItems: number;
  tables: number;
  orders: number;
  customers: number;
  demoRequests: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How long a completed demo order took from placing to paying. */
const COMPLETION_MS = 50 * MINUTE_MS;
const NOTHING_SEEDED: SeedSummary = {
  seeded: false,
  restaurants: 0,
  users: 0,
  menuItems: 0,
  tables: 0,
  orders: 0,
  customers: 0,
  demoRequests: 0,
};

const hasRestaurants = async (db: Db | Trx) => (await db.selectFrom("restaurants").select("id").limit(1).executeTakeFirst()) !== undefined;

const isoAgo = (now: number, ms: number) => new Date(now - ms).toISOString();

async function insertRestaurant(trx: Trx, id: string, restaurant: SeedRestaurant, now: number): Promise<void> {
  const createdAt = isoAgo(now, restaurant.createdDaysAgo * DAY_MS);
  const { name, email, phone, address, cuisine, plan, about = "", openingHours = [] } = restaurant;
  const slug = await freeSlugFor(trx, name);
  await trx
    .insertInto("restaurants")
    .values({
      id,
      name,
      email,
      slug,
      about,
      openingHours: JSON.stringify(openingHours),
      phone,
      address,
      cuisine,
      plan,
      isActive: restaurant.isActive ? 1 : 0,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
}

type HashedAccount = SeedAccount & { passwordHash: string };

async function insertUsers(trx: Trx, restaurantId: string, accounts: readonly HashedAccount[], at: string) {
  await trx
    .insertInto("users")
    .values(
      accounts.map(({ username, email, passwordHash, role, isOperator }) => ({
        id: randomUUID(),
        restaurantId,
        username,
        email,
        passwordHash,
        role,
        isOperator: isOperator ? 1 : 0,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute();
}

async function insertMenu(trx: Trx, restaurantId: string, items: readonly SeedMenuItem[], at: string) {
  const rows = items.map((item) => ({
    id: randomUUID(),
    restaurantId,
    name: item.name,
    description: item.description,
    price: item.price,
    category: item.category,
    diet: item.diet,
    isAvailable: item.isAvailable === false ? 0 : 1,
    createdAt: at,
    updatedAt: at,
  }));
  await trx.insertInto("menuItems").values(rows).execute();
  return rows;
}

async function insertTables(trx: Trx, restaurantId: string, tables: readonly SeedTable[], at: string) {
  const rows = tables.map((table) => ({
    id: randomUUID(),
    restaurantId,
    ...table,
    qrCode: newQrCode(),
    createdAt: at,
    updatedAt: at,
  }));
  await trx.insertInto("restaurantTables").values(rows).execute();
  return rows;
}

/** The demo restaurant's past orders and the customers they made, with totals that add up. */
async function insertOrdersAndCustomers(
  trx: Trx,
  menu: readonly { id: string; name: string; price: number }[],
  tables: readonly { id: string; tableNumber: string }[],
  now: number,
) {
  const people = DEMO_CUSTOMERS.map((customer) => ({ id: randomUUID(), ...customer }));
  const orders = DEMO_ORDERS.map((order) => {
    const items = order.lines.map((line) => {
      const item = menu.find((candidate) => candidate.name === line.item);
      if (!item) throw new Error(`seed order names an unknown dish: ${line.item}`);
      return { id: item.id, name: item.name, price: item.price, quantity: line.quantity };
    });
    const customer = people[order.customer];
    if (!customer) throw new Error(`seed order names an unknown customer: ${order.customer}`);
    const orderTime = isoAgo(now, order.minutesAgo * MINUTE_MS);
    const completedAt = order.status === "completed" ? isoAgo(now, order.minutesAgo * MINUTE_MS - COMPLETION_MS) : null;
    const id = randomUUID();
    return {
      id,
      restaurantId: DEMO_RESTAURANT_ID,
      tableId: tables.find((table) => table.tableNumber === order.tableNumber)?.id ?? null,
      customerId: customer.id,
      items: JSON.stringify(orderLinesOf(id, items)),
      totalAmount: orderTotal(items),
      status: order.status,
      customerName: customer.name,
      customerPhone: customer.phone,
      customerEmail: customer.email,
      specialInstructions: order.specialInstructions,
      orderTime,
      completedAt,
      updatedAt: completedAt ?? orderTime,
    };
  });

  const customers = people.map((customer) => {
    const theirs = orders.filter((order) => order.customerId === customer.id);
    const times = theirs.map((order) => order.orderTime).sort();
    const firstOrderDate = times[0] ?? null;
    const lastOrderDate = times.at(-1) ?? null;
    return {
      ...customer,
      restaurantId: DEMO_RESTAURANT_ID,
      totalOrders: theirs.length,
      totalSpent: theirs.reduce((sum, order) => sum + order.totalAmount, 0),
      firstOrderDate,
      lastOrderDate,
      createdAt: firstOrderDate ?? new Date(now).toISOString(),
      updatedAt: lastOrderDate ?? new Date(now).toISOString(),
    };
  });

  await trx.insertInto("customers").values(customers).execute();
  await trx.insertInto("orders").values(orders).execute();
  return { orders: orders.length, customers: customers.length };
}

/**
 * Fills an EMPTY database with the demo restaurant (its staff, menu, tables, orders, customers), four
 * other restaurants and some demo requests, in one transaction. A database with any restaurant is left alone.
 */
export async function seedDemo(db: Db, cost: PasswordCost = OWASP_PASSWORD_COST): Promise<SeedSummary> {
  if (await hasRestaurants(db)) return NOTHING_SEEDED;

  // scrypt is deliberately slow (~0.3 s); the four hashes run in parallel on libuv's thread pool.
  const hash = async (account: SeedAccount) => ({ ...account, passwordHash: await hashPassword(account.password, cost) });
  const [demoAccounts, otherAccount] = await Promise.all([Promise.all(DEMO_ACCOUNTS.map(hash)), hash(OTHER_ACCOUNT)]);
  const now = Date.now();

  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction so two seeders started together cannot both write.
    if (await hasRestaurants(trx)) return NOTHING_SEEDED;
    const demoCreatedAt = isoAgo(now, DEMO_RESTAURANT.createdDaysAgo * DAY_MS);
    await insertRestaurant(trx, DEMO_RESTAURANT_ID, DEMO_RESTAURANT, now);
    await insertUsers(trx, DEMO_RESTAURANT_ID, demoAccounts, demoCreatedAt);
    const menu = await insertMenu(trx, DEMO_RESTAURANT_ID, DEMO_MENU, demoCreatedAt);
    const tables = await insertTables(trx, DEMO_RESTAURANT_ID, DEMO_TABLES, demoCreatedAt);
    const sales = await insertOrdersAndCustomers(trx, menu, tables, now);

    const otherId = randomUUID();
    const otherCreatedAt = isoAgo(now, OTHER_RESTAURANT.createdDaysAgo * DAY_MS);
    await insertRestaurant(trx, otherId, OTHER_RESTAURANT, now);
    await insertUsers(trx, otherId, [otherAccount], otherCreatedAt);
    await insertMenu(trx, otherId, OTHER_MENU, otherCreatedAt);
    await insertTables(trx, otherId, [OTHER_TABLE], otherCreatedAt);

    for (const restaurant of MORE_RESTAURANTS) await insertRestaurant(trx, randomUUID(), restaurant, now);

    await trx
      .insertInto("demoRequests")
      .values(
        DEMO_REQUESTS.map(({ daysAgo, ...request }) => ({
          id: randomUUID(),
          ...request,
          createdAt: isoAgo(now, daysAgo * DAY_MS),
        })),
      )
      .execute();

    return {
      seeded: true,
      restaurants: 2 + MORE_RESTAURANTS.length,
      users: demoAccounts.length + 1,
      menuItems: DEMO_MENU.length + OTHER_MENU.length,
      tables: DEMO_TABLES.length + 1,
      orders: sales.orders,
      customers: sales.customers,
      demoRequests: DEMO_REQUESTS.length,
    };
  });
}
