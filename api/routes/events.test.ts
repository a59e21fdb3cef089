import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { type App, createApp } from "../app";
import { StreamRoster } from "../live/stream-roster";
import { type OpenStream, openEventStream } from "../test/event-stream";
import { placeOrder, restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let staff: Awaited<ReturnType<typeof signInDemoStaff>>;

beforeAll(async () => {
  server = await createTestServer({ liveHeartbeatMs: 40 });
  staff = await signInDemoStaff(server.app);
});

afterAll(() => server.close());

const eventsPath = (restaurantId: string) => `/api/restaurants/${restaurantId}/events`;

const openStream = (app: App, restaurantId: string, cookie: string) => openEventStream(app, eventsPath(restaurantId), { Cookie: cookie });

describe("GET /api/restaurants/:restaurantId/events", () => {
  it("says it is ready, then announces a QR order to the restaurant's staff", async () => {
    const stream = await openStream(server.app, DEMO_RESTAURANT_ID, staff.chef);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream");
    expect(await stream.next()).toEqual({ event: "ready", data: JSON.stringify({ restaurantId: DEMO_RESTAURANT_ID }) });

    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    expect(await stream.next()).toEqual({ event: "change", data: JSON.stringify({ topics: ["orders", "customers"] }) });
    await stream.close();
  });

  it("does not tell one restaurant about another's changes", async () => {
    const other = await restaurantIdOf(server.db, "other-admin");
    const stream = await openStream(server.app, other, staff.otherAdmin);
    await stream.next();

    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    await placeOrder(server.app, server.db, other);
    // The first notice this stream gets is its own restaurant's order, not the demo restaurant's.
    expect(await stream.next()).toEqual({ event: "change", data: JSON.stringify({ topics: ["orders", "customers"] }) });
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(0);
    await stream.close();
  });

  it("lets go of the change feed when the client goes away", async () => {
    const before = server.changes.listenerCount(DEMO_RESTAURANT_ID);
    const streams = await Promise.all([
      openStream(server.app, DEMO_RESTAURANT_ID, staff.admin),
      openStream(server.app, DEMO_RESTAURANT_ID, staff.waiter),
    ]);
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(before + 2);

    await streams[0]?.close();
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(before + 1);
    await streams[1]?.close();
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(before);
  });

  it("sends heartbeats while the session lives and ends the stream once it is gone", async () => {
    const cookie = await signInAs(server.app, DEMO_LOGINS.waiter);
    const stream = await openStream(server.app, DEMO_RESTAURANT_ID, cookie);
    await stream.next();
    expect(await stream.nextText()).toBe(": heartbeat\n\n");

    expect((await send(server.app, "POST", "/api/auth/logout", { cookie, key: null })).status).toBe(204);
    await expect(drain(stream)).resolves.toBe("ended");
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(0);
  });

  it("is for the restaurant's signed-in staff only", async () => {
    expect((await server.app.request(eventsPath(DEMO_RESTAURANT_ID))).status).toBe(401);
    const foreign = await server.app.request(eventsPath(DEMO_RESTAURANT_ID), { headers: { Cookie: staff.otherAdmin } });
    expect(foreign.status).toBe(403);
    const malformed = await server.app.request(eventsPath("not-an-id"), { headers: { Cookie: staff.admin } });
    expect(malformed.status).toBe(400);
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(0);
  });
});

describe("streams per account", () => {
  it("closes an account's oldest stream past the cap, and leaves other accounts' streams open", async () => {
    const app = createApp({ ...server.services, liveStreams: new StreamRoster({ perUser: 2, perRestaurant: 64, total: 500 }) });
    const chefs = [await openStream(app, DEMO_RESTAURANT_ID, staff.chef), await openStream(app, DEMO_RESTAURANT_ID, staff.chef)];
    const waiter = await openStream(app, DEMO_RESTAURANT_ID, staff.waiter);
    for (const stream of [...chefs, waiter]) await stream.next();

    const newest = await openStream(app, DEMO_RESTAURANT_ID, staff.chef);
    await newest.next();

    await expect(drain(chefs[0] as OpenStream)).resolves.toBe("ended");
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(3);
    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    for (const stream of [chefs[1] as OpenStream, waiter, newest]) {
      expect((await stream.next()).event).toBe("change");
      await stream.close();
    }
  });
});

describe("shutting down", () => {
  it("ends every open stream so the server can close", async () => {
    // The same database and feed, served by an app whose process is about to stop.
    const closing = new AbortController();
    const app = createApp({ ...server.services, shutdown: closing.signal });
    const stream = await openStream(app, DEMO_RESTAURANT_ID, staff.chef);
    await stream.next();
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(1);

    closing.abort();

    await expect(drain(stream)).resolves.toBe("ended");
    expect(server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(0);
  });
});

/** Reads until the server ends the stream. */
async function drain(stream: OpenStream): Promise<"ended"> {
  for (;;) {
    try {
      await stream.nextText();
    } catch {
      return "ended";
    }
  }
}
