import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { orderLinesOf } from "../../shared/order-lines";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "../test/test-database";
import { createSqliteTestServer, type SqliteTestServer } from "../test/test-support";
import { type Db, sqliteOf } from "./connection";
import { bookCustomer, type Contact } from "./customer-booking";
import { INSERT_ORDER_SQL, newOrderRow, orderRowJson } from "./order-row";
import { openPostgres } from "./postgres/connection";

/**
 * PostgreSQL's booking function (migration 011) and SQLite's TypeScript rule (api/db/customer-booking.ts)
 * given the same orders, one after another, book them to the same customers and leave the same rows;
 * PostgreSQL's order function stores the row the one column list makes, as SQLite's insert does.
 */
const base = testPostgresUrl();
if (!base) throw new Error("this test compares the two stores and runs under npm run test:pg");

let sqlite: SqliteTestServer;
let database: { url: string; drop(): Promise<void> };
let pg: Db;

beforeAll(async () => {
  sqlite = await createSqliteTestServer();
  database = await createTestDatabase(base, process.env[TEST_PG_TEMPLATE] ?? "rasoi_template");
  pg = await openPostgres(database.url, { poolSize: 2 });
});

afterAll(async () => {
  await pg?.destroy();
  await database?.drop();
  await sqlite?.close();
});

const contact = (phone: string, email: string, name = ""): Contact => ({ name, phone, email });

/** Orders in the order they are booked: diners give both details, staff orders one, both or none. */
const ORDERS: Contact[] = [
  contact("9000000001", "asha@example.in", "Asha"),
  contact("9000000001", "ASHA@example.in", "A. Rao"),
  contact("9000000001", ""),
  contact("", "asha@example.in"),
  contact("9000000002", "", "Ravi"),
  contact("9000000002", "ravi@example.in", "Ravi K"),
  contact("9000000002", "other@example.in", "Impostor"),
  contact("", "meera@example.in"),
  contact("9000000003", "meera@example.in", "Meera"),
  contact("", ""),
  contact("9000000001", "mallory@example.in", "Mallory"),
  contact("9000000001", ""),
  contact("", "ravi@example.in"),
];

const at = (index: number) => new Date(Date.UTC(2026, 10, 27, 10, index)).toISOString();
const newId = (index: number) => `00000000-0000-7000-8000-${String(index).padStart(12, "0")}`;

const customersOf = (db: Db) =>
  db
    .selectFrom("customers")
    .selectAll()
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("id", "like", "00000000-0000-7000-8000-%")
    .orderBy("id")
    .execute();

describe("one customer-booking rule on both stores", () => {
  it("books the same orders to the same customers and leaves the same rows", async () => {
    const sqliteIds = ORDERS.map((order, index) =>
      bookCustomer(sqliteOf(sqlite.db), {
        restaurantId: DEMO_RESTAURANT_ID,
        contact: order,
        amount: 100 + index,
        at: at(index),
        newId: newId(index),
      }),
    );
    const pgIds: (string | null)[] = [];
    for (const [index, order] of ORDERS.entries()) {
      const { rows } = await sql<{
        id: string | null;
      }>`SELECT rasoi_book_customer(${DEMO_RESTAURANT_ID}, ${order.name}, ${order.phone}, ${order.email}, ${100 + index}, ${at(index)}, ${newId(index)}) AS id`.execute(
        pg,
      );
      pgIds.push(rows[0]?.id ?? null);
    }
    expect(pgIds).toEqual(sqliteIds);
    // The rule itself: regulars found by either detail, strangers sharing one detail kept apart, nobody for no details.
    expect(sqliteIds).toEqual([
      newId(0),
      newId(0),
      newId(0),
      newId(0),
      newId(4),
      newId(4),
      newId(6),
      newId(7),
      newId(7),
      null,
      newId(10),
      newId(0),
      newId(4),
    ]);
    const rows = await customersOf(sqlite.db);
    expect(await customersOf(pg)).toEqual(rows);
    expect(rows.find((row) => row.id === newId(4))).toMatchObject({
      name: "Ravi",
      phone: "9000000002",
      email: "ravi@example.in",
      totalOrders: 3,
    });
  });

  it("stores a diner's order row as SQLite's insert does, booked to the same customer", async () => {
    const tableId = "00000000-0000-7000-8000-0000000000aa";
    for (const db of [sqlite.db, pg]) {
      await db
        .insertInto("restaurantTables")
        .values({
          id: tableId,
          restaurantId: DEMO_RESTAURANT_ID,
          tableNumber: "EQ-1",
          capacity: 2,
          location: null,
          qrCode: "eq-table-qr-0001",
          isActive: 1,
          createdAt: at(0),
          updatedAt: at(0),
        })
        .execute();
    }
    const order = { name: "Asha", phone: "9000000001", email: "asha@example.in" };
    const row = newOrderRow({
      id: "00000000-0000-7000-8000-0000000000bb",
      restaurantId: DEMO_RESTAURANT_ID,
      tableId,
      customerId: null,
      items: JSON.stringify(orderLinesOf("00000000-0000-7000-8000-0000000000bb", [{ id: "dish", name: "Dal", price: 120, quantity: 2 }])),
      totalAmount: 240,
      customerName: order.name,
      customerPhone: order.phone,
      customerEmail: order.email,
      specialInstructions: "less spicy",
      orderTime: at(30),
      takenBy: null,
    });
    const customerId = bookCustomer(sqliteOf(sqlite.db), {
      restaurantId: DEMO_RESTAURANT_ID,
      contact: order,
      amount: 240,
      at: at(30),
      newId: newId(99),
    });
    sqliteOf(sqlite.db)
      .prepare(INSERT_ORDER_SQL)
      .run({ ...row, customerId });
    await sql`SELECT * FROM rasoi_place_order(NULL, NULL, NULL, '{}', ${orderRowJson(row)}::jsonb, ${order.name}, ${order.phone}, ${order.email}, ${newId(99)})`.execute(
      pg,
    );
    const stored = (db: Db) => db.selectFrom("orders").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    const onSqlite = await stored(sqlite.db);
    expect(await stored(pg)).toEqual(onSqlite);
    expect(onSqlite).toMatchObject({ ...row, customerId: newId(0) });
    expect(await customersOf(pg)).toEqual(await customersOf(sqlite.db));
  });
});
