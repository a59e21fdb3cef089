import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { testConfig } from "../config";
import { DINER, restaurantIdOf, send, tableAndDish } from "../test/route-test-helpers";
import { type ListeningServer, listen, openSocketStream, overSocket, type SocketStream } from "../test/test-socket";
import { createTestServer, jsonHeaders, signIn, signInDemoStaff, type TestServer } from "../test/test-support";

// Small caps, so a handful of sockets plays the 1,000 hostile streams of the red-team run.
const CAPS = { liveStreamsPerRestaurant: 4, liveStreamsTotal: 8 };
const SERVER = { ...testConfig().server, maxConnections: 14 };

let server: TestServer;
let http: ListeningServer;
let staff: Awaited<ReturnType<typeof signInDemoStaff>>;
let otherId: string;

beforeAll(async () => {
  server = await createTestServer({
    ...CAPS,
    liveHeartbeatMs: 60_000,
    server: SERVER,
    rateLimit: { ...testConfig().rateLimit, enabled: false },
  });
  http = await listen(server.app, SERVER);
  staff = await signInDemoStaff(server.app);
  otherId = await restaurantIdOf(server.db, "other-admin");
});
afterAll(async () => {
  await http.close();
  await server.close();
});

const eventsPath = (restaurantId: string) => `/api/restaurants/${restaurantId}/events`;
const stream = (restaurantId: string, cookie: string) => openSocketStream(http.port, eventsPath(restaurantId), cookie);

/** A diner's order over its own connection, as a phone at the table sends it. */
async function dinerOrders(restaurantId: string): Promise<number> {
  const { table, dish } = await tableAndDish(server.db, restaurantId);
  const answer = await overSocket(http.port, {
    method: "POST",
    path: `/api/qr/${table.qrCode}/order`,
    headers: jsonHeaders(undefined, { "Idempotency-Key": randomUUID(), Origin: `http://127.0.0.1:${http.port}` }),
    body: JSON.stringify({ ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price }),
  });
  return answer.status;
}

async function closeAll(streams: SocketStream[]): Promise<void> {
  for (const open of streams) open.close();
  await Promise.all(streams.map((open) => open.ended));
}

describe("event streams against the connection cap", () => {
  it("close a restaurant's own oldest past its cap, so a diner still orders and the chef still sees it", async () => {
    const neighbour = await stream(otherId, staff.otherAdmin);
    // Three accounts of one restaurant open more streams than the server has connections.
    const hostile: SocketStream[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const cookie of [staff.admin, staff.waiter, staff.chef]) hostile.push(await stream(DEMO_RESTAURANT_ID, cookie));
    }
    expect(hostile.map((open) => open.status)).toEqual(hostile.map(() => 200));
    const oldest = hostile.slice(0, -CAPS.liveStreamsPerRestaurant);
    const newest = hostile.slice(-CAPS.liveStreamsPerRestaurant);
    await Promise.all(oldest.map((open) => open.ended));

    expect(await dinerOrders(DEMO_RESTAURANT_ID)).toBe(201);
    for (const open of newest) expect(JSON.parse(await open.nextChange())).toEqual({ topics: ["orders", "customers"] });
    // The other restaurant's stream was never touched.
    expect(await dinerOrders(otherId)).toBe(201);
    expect(JSON.parse(await neighbour.nextChange())).toEqual({ topics: ["orders", "customers"] });
    await closeAll([...newest, neighbour]);
  });

  it("refuse a stream past the total cap instead of closing another restaurant's, and ordinary requests go on", async () => {
    // One after another: "oldest" is the order the server admitted them, which parallel opens leave to chance.
    const demo: SocketStream[] = [];
    const other: SocketStream[] = [];
    for (let round = 0; round < 4; round += 1) demo.push(await stream(DEMO_RESTAURANT_ID, staff.chef));
    for (let round = 0; round < 4; round += 1) other.push(await stream(otherId, staff.otherAdmin));
    const signedUp = await send(server.app, "POST", "/api/auth/register", {
      body: { username: "late-owner", email: "late-owner@example.in", password: "secret-pass", restaurantName: "Late Bhavan" },
      key: null,
    });
    const { restaurantId } = await signedUp.json();
    const lateCookie = await signIn(server.app, "late-owner", "secret-pass", "admin");

    const refused = await stream(restaurantId, lateCookie);
    expect(refused.status).toBe(503);
    const answer = await overSocket(http.port, { path: eventsPath(restaurantId), headers: { Cookie: lateCookie } });
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({ status: 503, body: { message: expect.any(String) } });

    // A restaurant at its own cap still gets a new stream, in place of its own oldest.
    const replacement = await stream(DEMO_RESTAURANT_ID, staff.waiter);
    expect(replacement.status).toBe(200);
    await demo[0]?.ended;
    expect(await dinerOrders(otherId)).toBe(201);
    for (const open of other) expect(JSON.parse(await open.nextChange())).toEqual({ topics: ["orders", "customers"] });
    expect((await overSocket(http.port, { path: "/api/auth/me", headers: { Cookie: staff.chef } })).status).toBe(200);
    await closeAll([...demo.slice(1), ...other, replacement]);
  });
});
