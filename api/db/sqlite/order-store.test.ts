import { randomUUID } from "node:crypto";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { Order, PlaceOrderInput } from "../../../shared/schemas/orders";
import { tableAndDish } from "../../test/route-test-helpers";
import { createSqliteTestServer, type SqliteTestServer, totalChanges } from "../../test/test-support";
import type { PlaceOrderCommand } from "../order-placing";
import type { MenuItemRow, RestaurantTableRow } from "../schema";
import { SqliteOrderStore } from "./order-store";
import { QrAnswers } from "./qr-answers";

let server: SqliteTestServer;
let store: SqliteOrderStore;
let places: QrAnswers;
let table: RestaurantTableRow;
let dish: MenuItemRow;
let syncs = 0;

beforeAll(async () => {
  server = await createSqliteTestServer(
    {},
    {
      sync: async () => {
        syncs += 1;
      },
    },
  );
  places = new QrAnswers(server.db);
  store = new SqliteOrderStore(server.db, server.writer, places);
  ({ table, dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID));
});

afterAll(() => server.close());

let phones = 0;
/** A cart of `quantity` of the dish from a diner nobody has seen yet. */
function cart(quantity: number, extra: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  phones += 1;
  return {
    customerName: "Group Diner",
    customerPhone: `81${String(phones).padStart(8, "0")}`,
    customerEmail: `group${phones}@example.in`,
    specialInstructions: null,
    items: [{ id: dish.id, name: dish.name, price: dish.price, quantity }],
    totalAmount: dish.price * quantity,
    ...extra,
  };
}

const command = (input: PlaceOrderInput, key = randomUUID(), requestHash = `hash-${key}`): PlaceOrderCommand => ({
  qrCode: table.qrCode,
  input,
  idempotency: { scope: `qr:${table.qrCode}`, key, requestHash },
});

const storedOrders = (phone: string) => server.db.selectFrom("orders").select("id").where("customerPhone", "=", phone).execute();
const storedCustomers = (phone: string) => server.db.selectFrom("customers").select("id").where("phone", "=", phone).execute();

describe("the SQLite order store", () => {
  it("keeps the table's place after a change dropped it, so the next orders do not read the menu again", async () => {
    places.invalidate([{ restaurantId: DEMO_RESTAURANT_ID, topics: ["restaurantTables"] }]);
    expect(places.peek(table.qrCode)).toBeUndefined();
    expect((await store.place(command(cart(1)))).status).toBe(201);
    expect(places.peek(table.qrCode)).toMatchObject({ tableId: table.id });
  });

  it("commits two orders of one group apart: a 409 undoes only its own, the other lands", async () => {
    const good = cart(2);
    const stale = cart(1, { totalAmount: dish.price + 1 });
    const syncsBefore = syncs;
    const [landed, refused] = await Promise.allSettled([store.place(command(good)), store.place(command(stale))]);
    expect(syncs - syncsBefore).toBe(1);
    expect(landed.status).toBe("fulfilled");
    expect(refused).toMatchObject({ status: "rejected", reason: { status: 409 } });
    expect(await storedOrders(good.customerPhone)).toHaveLength(1);
    expect(await storedOrders(stale.customerPhone)).toHaveLength(0);
    expect(await storedCustomers(stale.customerPhone)).toHaveLength(0);
  });

  it("writes nothing before any refusal, so a refused order never makes its group run again", async () => {
    const usedKey = randomUUID();
    await store.place(command(cart(1), usedKey));
    const refusals: [string, PlaceOrderCommand, number][] = [
      ["stale total", command(cart(1, { totalAmount: dish.price + 1 })), 409],
      [
        "dish not on the menu",
        command(cart(1, { items: [{ id: randomUUID(), name: "Gone", price: 100, quantity: 1 }], totalAmount: 100 })),
        409,
      ],
      ["too many of one dish", command(cart(51)), 400],
      ["unknown QR code", { ...command(cart(1)), qrCode: "no-such-table" }, 404],
      ["key reused for another body", command(cart(2), usedKey, "another body"), 422],
    ];
    for (const [why, refused, status] of refusals) {
      const before = await totalChanges(server.db);
      await expect(store.place(refused), why).rejects.toMatchObject({ status });
      expect(await totalChanges(server.db), why).toBe(before);
    }
  });

  it("answers an order as the kitchen will read it, and says what changed", async () => {
    const input = cart(3);
    const answer = await store.place(command(input));
    expect(answer).toMatchObject({ status: 201, changed: { restaurantId: DEMO_RESTAURANT_ID, topics: ["orders", "customers"] } });
    const order: Order = JSON.parse(answer.json);
    const row = await server.db.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      tableId: table.id,
      table: { tableNumber: table.tableNumber },
      totalAmount: dish.price * 3,
      status: "pending",
      orderTime: row.orderTime,
      updatedAt: row.updatedAt,
    });
    expect(JSON.parse(row.items)).toEqual(order.items);
  });

  it("replays a key used twice in one group, and across groups; a different body under it is 422", async () => {
    const key = randomUUID();
    const input = cart(1);
    const [first, again, other] = await Promise.allSettled([
      store.place(command(input, key)),
      store.place(command(input, key)),
      store.place(command(cart(2), key, "another body")),
    ]);
    if (first.status !== "fulfilled" || again.status !== "fulfilled") throw new Error("the first two should have been answered");
    expect(again.value).toEqual({ status: 201, json: first.value.json });
    expect(other).toMatchObject({ status: "rejected", reason: { status: 422 } });
    const later = await store.place(command(input, key));
    expect(later).toEqual({ status: 201, json: first.value.json });
    expect(await storedOrders(input.customerPhone)).toHaveLength(1);
  });

  it("has the order committed before its sync, and answers only once the sync is done", async () => {
    let seenAtSync: number | undefined;
    let release = () => {};
    let outsider: BetterSqlite3.Database | undefined;
    const input = cart(1);
    const held = await createSqliteTestServer(
      {},
      {
        sync: () => {
          seenAtSync = Number(outsider?.prepare("SELECT count(*) FROM orders WHERE customer_phone = ?").pluck().get(input.customerPhone));
          return new Promise((resolve) => {
            release = resolve;
          });
        },
      },
    );
    try {
      outsider = new BetterSqlite3(held.config.databasePath, { readonly: true });
      const heldStore = new SqliteOrderStore(held.db, held.writer, new QrAnswers(held.db));
      const place = await tableAndDish(held.db, DEMO_RESTAURANT_ID);
      const items = [{ id: place.dish.id, name: place.dish.name, price: place.dish.price, quantity: 1 }];
      let answered = false;
      const placing = heldStore
        .place({ qrCode: place.table.qrCode, input: { ...input, items, totalAmount: place.dish.price }, idempotency: null })
        .then(() => {
          answered = true;
        });
      await expect.poll(() => seenAtSync).toBe(1);
      expect(answered).toBe(false);
      release();
      await placing;
      expect(answered).toBe(true);
    } finally {
      outsider?.close();
      await held.close();
    }
  });
});
