import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { testConfig } from "../../config";
import { DINER, newTestTable, send, tableAndDish } from "../../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../../test/test-support";

let server: TestServer;
let cookies: { admin: string; waiter: string; otherAdmin: string };
beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, ordersPerTable: { limit: 2, windowMs: 600_000 } } });
  cookies = {
    admin: await signInAs(server.app, DEMO_LOGINS.admin),
    waiter: await signInAs(server.app, DEMO_LOGINS.waiter),
    otherAdmin: await signInAs(server.app, DEMO_LOGINS.otherAdmin),
  };
});
afterAll(() => server.close());

async function orderAt(qrCode: string, cookie?: string): Promise<number> {
  const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
  const response = await send(server.app, "POST", `/api/qr/${qrCode}/order`, {
    cookie,
    body: { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price },
  });
  return response.status;
}

const clearLimit = (tableId: string, cookie: string) =>
  send(server.app, "DELETE", `/api/tables/${tableId}/order-limit`, { cookie, key: randomUUID() });

describe("a table at its order limit", () => {
  it("still takes the orders its own restaurant's staff place there", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    expect([await orderAt(table.qrCode), await orderAt(table.qrCode), await orderAt(table.qrCode)]).toEqual([201, 201, 429]);
    expect(await orderAt(table.qrCode, cookies.waiter)).toBe(201);
    expect(await orderAt(table.qrCode, cookies.admin)).toBe(201);
    // Another restaurant's staff are diners here; so is anyone without a live session.
    expect(await orderAt(table.qrCode, cookies.otherAdmin)).toBe(429);
    expect(await orderAt(table.qrCode, "rasoi_session=not-a-session")).toBe(429);
  });

  it("takes diners' orders again once the admin clears its limit", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    await orderAt(table.qrCode);
    await orderAt(table.qrCode);
    expect(await orderAt(table.qrCode)).toBe(429);

    expect((await clearLimit(table.id, cookies.waiter)).status).toBe(403);
    expect((await clearLimit(table.id, cookies.otherAdmin)).status).toBe(403);
    expect((await clearLimit(randomUUID(), cookies.admin)).status).toBe(404);
    expect(await orderAt(table.qrCode)).toBe(429);

    expect((await clearLimit(table.id, cookies.admin)).status).toBe(204);
    expect([await orderAt(table.qrCode), await orderAt(table.qrCode), await orderAt(table.qrCode)]).toEqual([201, 201, 429]);
  });
});
