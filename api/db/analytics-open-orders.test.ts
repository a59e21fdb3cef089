import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summarizeDays } from "../../shared/analytics-days";
import { DEFAULT_DAY_ENDS_AT, restaurantDate, restaurantDayBounds } from "../../shared/billing/bill-number";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { Order } from "../../shared/schemas/orders";
import { newTestTable, placeOrder, send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";
import { openOrderDays } from "./analytics-open-orders";
import { ordersIn } from "./analytics-rows";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin } = await signInDemoStaff(server.app));
});

afterAll(() => server.close());

const today = restaurantDayBounds(restaurantDate(new Date()));

/** The open day as summed along the way equals the day summed whole from its rows. */
async function expectSameAsRows() {
  const along = await openOrderDays(server.db, DEMO_RESTAURANT_ID, today, DEFAULT_DAY_ENDS_AT);
  const whole = summarizeDays({ bills: [], orders: await ordersIn(server.db, DEMO_RESTAURANT_ID, today), turns: [] });
  expect(along).toEqual(whole);
}

const order = async () => {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  return placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
};

describe("the open day's orders summed as they come", () => {
  it("equal the day summed from its rows after new orders, a status change, a void and an order older than the last", async () => {
    await expectSameAsRows();
    const first = await order();
    await order();
    await expectSameAsRows();
    await order();
    await expectSameAsRows();

    // A new status moves the order's stamp, not what it counts.
    expect((await send(server.app, "PUT", `/api/orders/${first}/status`, { cookie: admin, body: { status: "confirmed" } })).status).toBe(
      200,
    );
    await order();
    await expectSameAsRows();

    // A void changes what it counts: the day is summed again.
    const { items } = await server.db.selectFrom("orders").select("items").where("id", "=", first).executeTakeFirstOrThrow();
    const [line] = JSON.parse(items) as Order["items"];
    const voided = await send(server.app, "POST", `/api/orders/${first}/lines/${line?.lineId}/void`, {
      cookie: admin,
      body: { quantity: 1, reason: "Guest changed mind" },
    });
    expect(voided.status).toBe(200);
    await expectSameAsRows();

    // Orders first seen with a time before the last one folded in (a device's late upload): one after its
    // dish was first sold is folded in as it comes; one before it moves the dish's first sale, so the day is summed again.
    const at = async (id: string, orderTime: string) =>
      sql`UPDATE orders SET order_time = ${orderTime} WHERE id = ${id}`.execute(server.db);
    const { orderTime: firstTime } = await server.db
      .selectFrom("orders")
      .select("orderTime")
      .where("id", "=", first)
      .executeTakeFirstOrThrow();
    await at(await order(), firstTime);
    await expectSameAsRows();
    await at(await order(), new Date(Date.parse(today.from) + 1).toISOString());
    await order();
    await expectSameAsRows();
  });
});
