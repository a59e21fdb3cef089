import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/start-server";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { shortId } from "../../shared/short-id";
import type { Db } from "../db/connection";
import { openPostgres } from "../db/postgres/connection";
import { FakePrinter } from "../test/fake-printer";
import { type Dish, plainDishes } from "../test/printing-support";
import { sendToProcess } from "../test/process-requests";
import { DINER, newTestTable } from "../test/route-test-helpers";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "../test/test-database";
import { DEMO_LOGINS } from "../test/test-support";

/**
 * Two real server processes (api/main.ts) over one PostgreSQL, both running their print worker against
 * one printer: every order placed on either prints exactly once (`npm run test:pg` runs this file).
 */
const base = testPostgresUrl();
if (!base) throw new Error("cross-process tests run under npm run test:pg, which starts PostgreSQL");

const ORDERS = 24;

let database: { url: string; drop(): Promise<void> };
let servers: RunningServer[] = [];
let db: Db;
let printer: FakePrinter;
let dish: Dish;

beforeAll(async () => {
  database = await createTestDatabase(base, process.env[TEST_PG_TEMPLATE] ?? "rasoi_template");
  servers = await Promise.all(
    [0, 1].map(() => startServer({ env: { DATABASE_URL: database.url, DATABASE_POOL_SIZE: "4", RATE_LIMIT: "off" } })),
  );
  db = await openPostgres(database.url, { poolSize: 2 });
  printer = await FakePrinter.start();
  const { username, password, role } = DEMO_LOGINS.admin;
  const login = await sendToProcess(servers[0], "POST", "/api/auth/login", { body: { emailOrUsername: username, password, role } });
  const admin = login.headers.get("set-cookie")?.split(";")[0];
  const stations = (await (
    await sendToProcess(servers[0], "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/stations`, { cookie: admin })
  ).json()) as {
    id: string;
  }[];
  const kitchen = stations[0]?.id;
  const set = await sendToProcess(servers[1], "PUT", `/api/stations/${kitchen}`, {
    cookie: admin,
    body: { name: "Kitchen", printer: { host: "127.0.0.1", port: printer.port, paper: 80 } },
  });
  expect(set.status).toBe(200);
  const [found] = await plainDishes(db, DEMO_RESTAURANT_ID);
  if (!found) throw new Error("the demo menu has no plain dish");
  dish = found;
});

/** A diner's order of one of the dish. */
const oneDish = () => ({ ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price });

afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  await printer?.switchOff();
  await db?.destroy();
  await database?.drop();
});

describe("print jobs on two processes", () => {
  it("prints each order's ticket once when both processes send from one queue", async () => {
    const tables = await Promise.all(Array.from({ length: ORDERS }, () => newTestTable(db, DEMO_RESTAURANT_ID)));
    const placed = await Promise.all(
      tables.map(async (table, index) => {
        const response = await sendToProcess(servers[index % 2], "POST", `/api/qr/${table.qrCode}/order`, { body: oneDish() });
        expect(response.status).toBe(201);
        return shortId(((await response.json()) as { id: string }).id);
      }),
    );
    const tickets = await printer.printed(ORDERS);
    const printedOrders = tickets.map((ticket) =>
      ticket.lines.find((line) => line.startsWith("Order #"))?.slice("Order #".length, "Order #".length + 8),
    );
    expect([...printedOrders].sort()).toEqual([...placed].sort());

    // One more order prints next: no ticket of the first ones was waiting to print a second time.
    const last = await newTestTable(db, DEMO_RESTAURANT_ID);
    const response = await sendToProcess(servers[0], "POST", `/api/qr/${last.qrCode}/order`, { body: oneDish() });
    const lastOrder = shortId(((await response.json()) as { id: string }).id);
    const all = await printer.printed(ORDERS + 1);
    expect(all.at(-1)?.text).toContain(`Order #${lastOrder}`);
    expect(printer.tickets).toHaveLength(ORDERS + 1);
  });
});
