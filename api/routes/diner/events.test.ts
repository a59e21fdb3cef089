import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { createApp } from "../../app";
import { StreamRoster } from "../../live/stream-roster";
import { openEventStream } from "../../test/event-stream";
import { newTestTable, placeOrder, send } from "../../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../../test/test-support";

let server: TestServer;
let staff: Awaited<ReturnType<typeof signInDemoStaff>>;

beforeAll(async () => {
  server = await createTestServer({ liveHeartbeatMs: 60_000 });
  staff = await signInDemoStaff(server.app);
});

afterAll(() => server.close());

const eventsOf = (qrCode: string) => `/api/qr/${qrCode}/events`;
const confirm = (orderId: string) =>
  send(server.app, "PUT", `/api/orders/${orderId}/status`, { cookie: staff.waiter, body: { status: "confirmed" } });

describe("GET /api/qr/:qrCode/events", () => {
  it("tells a diner's page of its own table's changes and of the menu's, not of other tables'", async () => {
    const mine = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const other = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const myOrder = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, mine.qrCode);
    const otherOrder = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, other.qrCode);
    const stream = await openEventStream(server.app, eventsOf(mine.qrCode));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream");
    expect((await stream.next()).event).toBe("ready");

    // Another table's order moving on, a new order there (by QR or a waiter) or its renumbering says nothing here: the next notice is the menu's.
    expect((await confirm(otherOrder)).status).toBe(200);
    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, other.qrCode);
    const menu: { id: string; name: string; price: number; isAvailable: boolean }[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, { cookie: staff.admin })
    ).json();
    const dish = menu.find((item) => item.isAvailable);
    if (!dish) throw new Error("the demo restaurant needs an available dish");
    const items = [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }];
    const waiterOrder = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, {
      cookie: staff.waiter,
      body: { tableId: other.id, items, totalAmount: dish.price },
    });
    expect(waiterOrder.status).toBe(201);
    const renumbered = await send(server.app, "PUT", `/api/tables/${other.id}`, {
      cookie: staff.admin,
      body: { tableNumber: `R${Math.random().toString(36).slice(2, 8)}`, capacity: 4 },
    });
    expect(renumbered.status).toBe(200);
    const soldOut = await send(server.app, "PATCH", `/api/menu-items/${dish.id}`, { cookie: staff.admin, body: { isAvailable: false } });
    expect(soldOut.status).toBe(200);
    expect((await stream.next()).event).toBe("menu");
    await send(server.app, "PATCH", `/api/menu-items/${dish.id}`, { cookie: staff.admin, body: { isAvailable: true } });
    expect((await stream.next()).event).toBe("menu");

    expect((await confirm(myOrder)).status).toBe(200);
    expect((await stream.next()).event).toBe("table");
    await stream.close();
  });

  it("names which of the page's reads a change made stale, and says nothing of a call for service, which neither shows", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const order = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    const stream = await openEventStream(server.app, eventsOf(table.qrCode));
    expect((await stream.next()).event).toBe("ready");

    const call = await send(server.app, "POST", `/api/qr/${table.qrCode}/requests`, { body: { kind: "waiter" } });
    expect(call.status).toBe(201);
    // The call said nothing: the next notice is the order's status, which makes only the order's read stale.
    expect((await confirm(order)).status).toBe(200);
    expect(await stream.next()).toEqual({ event: "table", data: "order" });

    const bill = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
      cookie: staff.waiter,
      body: { tableId: table.id },
    });
    expect(bill.status).toBe(201);
    expect(await stream.next()).toEqual({ event: "table", data: "order bill" });
    await stream.close();
  });

  it("lets go of the change feed when the page goes away; 404 for a QR code no table has", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const before = server.changes.listenerCount(DEMO_RESTAURANT_ID);
    const stream = await openEventStream(server.app, eventsOf(table.qrCode));
    await stream.next();
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(before + 1);
    await stream.close();
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(before);
    expect((await server.app.request(eventsOf("no-such-table-code-00000"))).status).toBe(404);
  });

  it("refuses a stream past the cap with 503 and Retry-After, so the page checks by itself instead", async () => {
    const app = createApp({ ...server.services, dinerStreams: new StreamRoster({ perUser: 64, perRestaurant: 64, total: 1 }) });
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const first = await openEventStream(app, eventsOf(table.qrCode));
    await first.next();
    const refused = await app.request(eventsOf(table.qrCode));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("60");
    await first.close();
  });
});
