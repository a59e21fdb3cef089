import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { ServiceRequest } from "../../shared/service-requests";
import { testConfig } from "../config";
import type { Change } from "../live/change-feed";
import { countRows, newTestTable, restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let otherAdmin: string;
let otherRestaurantId: string;
const BUDGET = 3;

beforeAll(async () => {
  server = await createTestServer({
    rateLimit: { ...testConfig().rateLimit, enabled: true, ordersPerTable: { limit: BUDGET, windowMs: 60_000 } },
  });
  ({ admin, waiter, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
});

afterAll(() => server.close());

const newTable = (restaurantId = DEMO_RESTAURANT_ID) => newTestTable(server.db, restaurantId);
const call = (qrCode: string, kind: unknown = "waiter", key?: string) =>
  send(server.app, "POST", `/api/qr/${qrCode}/requests`, { body: { kind }, ...(key ? { key } : {}) });
const move = (id: string, status: string, cookie = waiter) =>
  send(server.app, "PUT", `/api/service-requests/${id}`, { cookie, body: { status } });
const staffList = async (cookie = waiter, restaurantId = DEMO_RESTAURANT_ID): Promise<ServiceRequest[]> =>
  (await send(server.app, "GET", `/api/restaurants/${restaurantId}/requests`, { cookie })).json();

describe("POST /api/qr/:qrCode/requests", () => {
  it("opens a call with the answer's shape, tells live screens, and another tap answers the open one", async () => {
    const table = await newTable();
    const seen: Change[] = [];
    const unsubscribe = server.changes.subscribe((change) => seen.push(change), DEMO_RESTAURANT_ID);
    const first = await call(table.qrCode);
    const again = await call(table.qrCode);
    unsubscribe();
    expect([first.status, again.status]).toEqual([201, 200]);
    const opened: ServiceRequest = await first.json();
    expect(opened).toEqual({
      id: expect.any(String),
      tableId: table.id,
      tableNumber: table.tableNumber,
      kind: "waiter",
      status: "open",
      createdAt: expect.any(String),
      acknowledgedAt: null,
      doneAt: null,
    });
    expect(await again.json()).toEqual(opened);
    expect(seen).toEqual([{ restaurantId: DEMO_RESTAURANT_ID, topics: ["serviceRequests"], tableId: table.id }]);
    // A bill request is another kind: it opens beside the waiter call.
    expect((await call(table.qrCode, "bill")).status).toBe(201);
    const rows = await server.db
      .selectFrom("serviceRequests")
      .select(["kind", "status"])
      .where("tableId", "=", table.id)
      .orderBy("kind")
      .execute();
    expect(rows).toEqual([
      { kind: "bill", status: "open" },
      { kind: "waiter", status: "open" },
    ]);
  });

  it("keeps one open per table and kind even when taps race, and opens a new one once it is answered", async () => {
    const table = await newTable();
    const answers = await Promise.all([call(table.qrCode), call(table.qrCode), call(table.qrCode)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as ServiceRequest).id)));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    if (!id) throw new Error("no request");
    expect((await move(id, "acknowledged")).status).toBe(200);
    const next = await call(table.qrCode);
    expect(next.status).toBe(201);
    expect(((await next.json()) as ServiceRequest).id).not.toBe(id);
  });

  it("does the same once for a replayed key", async () => {
    const table = await newTable();
    const key = randomUUID();
    const first = await call(table.qrCode, "waiter", key);
    const replay = await call(table.qrCode, "waiter", key);
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(await replay.json()).toEqual(await first.json());
    expect((await call(table.qrCode, "bill", key)).status).toBe(422);
  });

  it("refuses an unknown kind, an unknown or malformed code and an inactive table, writing nothing", async () => {
    const table = await newTable();
    const inactive = await newTable();
    await server.db.updateTable("restaurantTables").set({ isActive: 0 }).where("id", "=", inactive.id).execute();
    const before = await countRows(server.db, "serviceRequests");
    expect((await call(table.qrCode, "dessert")).status).toBe(400);
    expect((await call(table.qrCode, 7)).status).toBe(400);
    expect((await call("not a code")).status).toBe(400);
    expect((await call("A".repeat(24))).status).toBe(404);
    expect((await call(inactive.qrCode)).status).toBe(404);
    expect(await countRows(server.db, "serviceRequests")).toBe(before);
  });

  it("limits new calls per table; a tap answering the open call and a replay are free", async () => {
    const table = await newTable();
    const other = await newTable();
    const statuses: number[] = [];
    const openAndAnswer = async (repeats: number) => {
      const opened = await call(table.qrCode);
      statuses.push(opened.status);
      for (let tap = 0; tap < repeats; tap++) statuses.push((await call(table.qrCode)).status);
      await move(((await opened.json()) as ServiceRequest).id, "done");
    };
    // Repeated taps on an open call do not use up the budget: only the calls opened count.
    await openAndAnswer(BUDGET + 1);
    for (let round = 1; round < BUDGET; round++) await openAndAnswer(0);
    expect(statuses).toEqual([201, ...Array<number>(BUDGET + 1).fill(200), ...Array<number>(BUDGET - 1).fill(201)]);
    const refused = await call(table.qrCode);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toEqual(expect.any(String));
    // Another table has its own budget, and orders theirs.
    expect((await call(other.qrCode)).status).toBe(201);
  });
});

describe("reading calls", () => {
  it("staff see their restaurant's open and acknowledged calls, newest first; the diner sees their table's", async () => {
    const [a, b, c] = [await newTable(), await newTable(), await newTable()];
    const opened: ServiceRequest[] = [];
    for (const table of [a, b, c]) opened.push(await (await call(table.qrCode)).json());
    const [first, second, third] = opened;
    if (!first || !second || !third) throw new Error("calls missing");
    await move(second.id, "acknowledged");
    await move(third.id, "done");
    const mine = (await staffList(admin)).filter((request) => opened.some((own) => own.id === request.id));
    expect(mine.map((request) => [request.id, request.status])).toEqual([
      [second.id, "acknowledged"],
      [first.id, "open"],
    ]);

    const diner = await send(server.app, "GET", `/api/qr/${b.qrCode}/requests`);
    expect(diner.status).toBe(200);
    expect(diner.headers.get("cache-control")).toBe("no-store");
    expect(((await diner.json()) as ServiceRequest[]).map((request) => request.status)).toEqual(["acknowledged"]);
    expect(await (await send(server.app, "GET", `/api/qr/${c.qrCode}/requests`)).json()).toEqual([]);
    expect((await send(server.app, "GET", `/api/qr/${"B".repeat(24)}/requests`)).status).toBe(404);
  });

  it("keeps restaurants apart", async () => {
    const foreign = await newTable(otherRestaurantId);
    const opened: ServiceRequest = await (await call(foreign.qrCode)).json();
    expect((await staffList(waiter)).some((request) => request.id === opened.id)).toBe(false);
    expect((await send(server.app, "GET", `/api/restaurants/${otherRestaurantId}/requests`, { cookie: waiter })).status).toBe(403);
    expect((await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/requests`)).status).toBe(401);
    expect((await staffList(otherAdmin, otherRestaurantId)).map((request) => request.id)).toContain(opened.id);
  });
});

describe("PUT /api/service-requests/:id", () => {
  it("moves forward only, stamping each step; a step back changes nothing", async () => {
    const table = await newTable();
    const opened: ServiceRequest = await (await call(table.qrCode)).json();
    const acknowledged: ServiceRequest = await (await move(opened.id, "acknowledged")).json();
    expect(acknowledged).toMatchObject({ status: "acknowledged", acknowledgedAt: expect.any(String), doneAt: null });
    const back = await move(opened.id, "open");
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual(acknowledged);
    const done: ServiceRequest = await (await move(opened.id, "done")).json();
    expect(done).toMatchObject({ status: "done", acknowledgedAt: acknowledged.acknowledgedAt, doneAt: expect.any(String) });
    expect(await (await move(opened.id, "acknowledged")).json()).toEqual(done);
    const stored = await server.db.selectFrom("serviceRequests").selectAll().where("id", "=", opened.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: "done", acknowledgedAt: acknowledged.acknowledgedAt, doneAt: done.doneAt });
  });

  it("refuses another restaurant's call, an unknown id, a bad status and nobody signed in", async () => {
    const table = await newTable();
    const opened: ServiceRequest = await (await call(table.qrCode)).json();
    expect((await move(opened.id, "acknowledged", otherAdmin)).status).toBe(403);
    expect((await move(randomUUID(), "acknowledged")).status).toBe(404);
    expect((await move(opened.id, "served")).status).toBe(400);
    expect((await send(server.app, "PUT", `/api/service-requests/${opened.id}`, { body: { status: "done" } })).status).toBe(401);
    const stored = await server.db.selectFrom("serviceRequests").select("status").where("id", "=", opened.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe("open");
  });
});
