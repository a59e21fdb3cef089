import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../api/config";
import type { MenuItemRow } from "../../../api/db/schema";
import { DINER, newTestTable, tableAndDish } from "../../../api/test/route-test-helpers";
import { createTestServer, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { PlaceOrderInput } from "../../../shared/schemas/orders";
import type { FetchLike } from "../../http/send";
import { type Fault, faultyFetch, MemoryStorage } from "../../test/phoneFakes";
import { dinerKey, type KeyValueStorage } from "./dinerStorage";
import {
  classifyOrderReply,
  ORDER_TIMEOUT_MS,
  type OrderOutcome,
  OrderQueue,
  type OrderQueueOptions,
  PENDING_ORDER_MAX_AGE_MS,
} from "./orderQueue";

let server: TestServer;
let dish: MenuItemRow;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  ({ dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID));
});

afterAll(() => server.close());

/** A phone whose storage is switched off: every write throws, as in some private modes. */
class RefusingStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  }
}

interface Phone {
  queue: OrderQueue;
  outcomes: OrderOutcome[];
  /** Delays the queue asked to wait before its next try; the test retries itself instead of waiting. */
  retries: number[];
}

function phone(qrCode: string, storage: KeyValueStorage, fetch: FetchLike, options: Partial<OrderQueueOptions> = {}): Phone {
  const outcomes: OrderOutcome[] = [];
  const retries: number[] = [];
  const queue = new OrderQueue({
    qrCode,
    storage,
    fetch,
    onOutcome: (outcome) => outcomes.push(outcome),
    schedule: (_retry, ms) => {
      retries.push(ms);
      return () => undefined;
    },
    timeoutMs: 50,
    ...options,
  });
  return { queue, outcomes, retries };
}

function body(quantity = 2, price = dish.price): PlaceOrderInput {
  return { ...DINER, items: [{ id: dish.id, name: dish.name, price, quantity }], totalAmount: price * quantity };
}

async function ordersAt(tableId: string) {
  return server.db.selectFrom("orders").select(["id", "totalAmount"]).where("tableId", "=", tableId).execute();
}

const kinds = (outcomes: OrderOutcome[]) => outcomes.map((outcome) => outcome.kind);

describe("placing an order over a connection that fails", () => {
  it.each<[string, Fault[]]>([
    ["the request is lost before the server", ["no-connection", "no-connection"]],
    ["the server commits and the answer is lost", ["answer-lost"]],
    ["the server commits and a proxy answers 502", ["committed-then-502", "answer-lost"]],
    ["the server fails with a 500", ["500", "no-connection"]],
    ["nothing answers in time", ["no-answer", "answer-lost", "no-answer"]],
  ])("places exactly one order when %s", async (_case, faults) => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const storage = new MemoryStorage();
    const fetch = faultyFetch(server, [...faults]);
    const { queue, outcomes, retries } = phone(table.qrCode, storage, fetch);

    const first = await queue.place(body());
    expect(first?.kind).toBe("waiting");
    // Saved on the phone with its key before the first try, and still there after it failed.
    const saved = queue.pending();
    expect(saved).toMatchObject({ body: body(), attempts: 1 });
    while (outcomes.at(-1)?.kind === "waiting") await queue.flush();

    expect(kinds(outcomes)).toEqual([...faults.map(() => "waiting"), "placed"]);
    expect(retries).toHaveLength(faults.length);
    expect(fetch.requests).toBe(faults.length + 1);
    const rows = await ordersAt(table.id);
    expect(rows).toEqual([{ id: expect.any(String), totalAmount: dish.price * 2 }]);
    const placed = outcomes.at(-1);
    expect(placed?.kind === "placed" && placed.order?.id).toBe(rows[0]?.id);
    expect(queue.pending()).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it("sends the same key every time, so a replay is answered with the first order", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const keys: (string | null)[] = [];
    const fetch = faultyFetch(server, ["answer-lost", "answer-lost"]);
    const recording: FetchLike = (input, init) => {
      keys.push(new Headers(init.headers).get("Idempotency-Key"));
      return fetch(input, init);
    };
    const { queue, outcomes } = phone(table.qrCode, new MemoryStorage(), recording);
    await queue.place(body());
    await queue.flush();
    await queue.flush();
    expect(kinds(outcomes)).toEqual(["waiting", "waiting", "placed"]);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await ordersAt(table.id)).toHaveLength(1);
  });

  it("places one order for a double tap and for a tap while the first is on its way", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { queue } = phone(table.qrCode, new MemoryStorage(), faultyFetch(server, []));
    const [first, second] = await Promise.all([queue.place(body()), queue.place(body(5))]);
    expect(first?.kind).toBe("placed");
    expect(second).toEqual(first);
    expect(await ordersAt(table.id)).toHaveLength(1);
  });

  it("after a reload while offline, the next visit sends the saved order once", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const storage = new MemoryStorage();
    const before = phone(table.qrCode, storage, faultyFetch(server, ["answer-lost"]));
    await before.queue.place(body());
    before.queue.stop();
    // A second tap after the reload must not make a second order: the saved one is sent instead.
    const after = phone(table.qrCode, storage, faultyFetch(server, ["no-connection"]));
    expect(after.queue.pending()?.key).toBe(before.queue.pending()?.key);
    await after.queue.place(body(7));
    await after.queue.flush();

    expect(kinds(after.outcomes)).toEqual(["waiting", "placed"]);
    expect(await ordersAt(table.id)).toEqual([{ id: expect.any(String), totalAmount: dish.price * 2 }]);
  });

  it("waits at least as long as a 429 asks", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { queue, outcomes, retries } = phone(table.qrCode, new MemoryStorage(), faultyFetch(server, ["429"]));
    await queue.place(body());
    expect(retries[0]).toBeGreaterThanOrEqual(30_000);
    await queue.flush();
    expect(kinds(outcomes)).toEqual(["waiting", "placed"]);
    expect(await ordersAt(table.id)).toHaveLength(1);
  });

  it("still places the order once when the phone will not store it", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { queue, outcomes } = phone(table.qrCode, new RefusingStorage(), faultyFetch(server, ["answer-lost"]));
    await queue.place(body());
    expect(queue.pending()).not.toBeNull();
    await queue.flush();
    expect(kinds(outcomes)).toEqual(["waiting", "placed"]);
    expect(queue.pending()).toBeNull();
    expect(await ordersAt(table.id)).toHaveLength(1);
  });
});

describe("orders the server refuses", () => {
  it("409: hands back the current menu for review and drops the stale order", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const storage = new MemoryStorage();
    const { queue, outcomes } = phone(table.qrCode, storage, faultyFetch(server, ["no-connection"]));
    await queue.place(body(2, dish.price - 10));
    await queue.flush();
    const review = outcomes.at(-1);
    expect(review?.kind).toBe("review");
    if (review?.kind !== "review") return;
    expect(review.message).toBe("Prices have changed. Please review your order.");
    expect(review.menuItems.find((item) => item.id === dish.id)?.price).toBe(dish.price);
    expect(queue.pending()).toBeNull();
    expect(await ordersAt(table.id)).toHaveLength(0);
  });

  it("another 4xx: gives the server's reason and drops the order, which could never succeed", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { queue } = phone(table.qrCode, new MemoryStorage(), faultyFetch(server, []));
    await server.db.updateTable("restaurantTables").set({ isActive: 0 }).where("id", "=", table.id).execute();
    const outcome = await queue.place(body());
    expect(outcome).toEqual({ kind: "refused", message: "This QR code is not valid or the table is not available" });
    expect(queue.pending()).toBeNull();
    expect(await ordersAt(table.id)).toHaveLength(0);
  });

  it("an order saved too long ago and never sent (the page closed first) is dropped unsent", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const storage = new MemoryStorage();
    const now = Date.parse("2026-11-21T13:00:00Z");
    const saved = { key: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b", body: body(), savedAt: now, attempts: 0, tried: false };
    storage.setItem(dinerKey("pending-order", table.qrCode), JSON.stringify(saved));
    const fetch = faultyFetch(server, []);
    const { queue, outcomes } = phone(table.qrCode, storage, fetch, { now: () => now + PENDING_ORDER_MAX_AGE_MS + 1 });
    await queue.flush();
    expect(kinds(outcomes)).toEqual(["expired"]);
    expect(fetch.requests).toBe(0);
    expect(storage.entries.has(dinerKey("pending-order", table.qrCode))).toBe(false);
    expect(await ordersAt(table.id)).toHaveLength(0);
  });
});

describe("a phone that wakes long after a try whose answer was lost", () => {
  it("sends once more with the same key and learns the order was placed, instead of dropping it", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const storage = new MemoryStorage();
    let now = Date.parse("2026-11-21T13:00:00Z");
    const fetch = faultyFetch(server, ["answer-lost"]);
    const { queue, outcomes } = phone(table.qrCode, storage, fetch, { now: () => now });
    await queue.place(body());
    now += PENDING_ORDER_MAX_AGE_MS + 1;
    await queue.flush();
    expect(kinds(outcomes)).toEqual(["waiting", "placed"]);
    expect(fetch.requests).toBe(2);
    expect(queue.pending()).toBeNull();
    expect(await ordersAt(table.id)).toHaveLength(1);
  });

  it("keeps the order waiting while that try is not answered either", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const storage = new MemoryStorage();
    let now = Date.parse("2026-11-21T13:00:00Z");
    const { queue, outcomes } = phone(table.qrCode, storage, faultyFetch(server, ["answer-lost", "no-connection"]), { now: () => now });
    await queue.place(body());
    now += PENDING_ORDER_MAX_AGE_MS + 1;
    await queue.flush();
    expect(kinds(outcomes)).toEqual(["waiting", "waiting"]);
    expect(queue.pending()).toMatchObject({ attempts: 2, tried: true });
  });

  it("counts a try the page started but never heard back from (closed mid-request)", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const storage = new MemoryStorage();
    let now = Date.parse("2026-11-21T13:00:00Z");
    const closing = phone(table.qrCode, storage, faultyFetch(server, ["no-answer"]), { now: () => now });
    const unanswered = closing.queue.place(body());
    expect(closing.queue.pending()).toMatchObject({ attempts: 0, tried: true });

    now += PENDING_ORDER_MAX_AGE_MS + 1;
    const reopened = phone(table.qrCode, storage, faultyFetch(server, []), { now: () => now });
    await reopened.queue.flush();
    expect(kinds(reopened.outcomes)).toEqual(["placed"]);
    await unanswered;
    expect(await ordersAt(table.id)).toHaveLength(1);
  });
});

describe("classifyOrderReply", () => {
  const sent: PlaceOrderInput = { ...DINER, items: [], totalAmount: 0 };
  it.each([408, 429, 500, 502, 503, 504])("%i is tried again", (status) => {
    expect(classifyOrderReply(status, null, null, sent).kind).toBe("retry");
  });

  it.each([400, 401, 403, 404, 413, 415, 422])("%i is refused for good with the server's message", (status) => {
    expect(classifyOrderReply(status, { message: "No" }, null, sent)).toEqual({ kind: "refused", message: "No" });
  });

  it("a 409 without a menu is refused like any other 4xx", () => {
    expect(classifyOrderReply(409, { message: "Conflict" }, null, sent)).toEqual({ kind: "refused", message: "Conflict" });
  });
});

describe("the order's request", () => {
  it("gives up waiting for an answer after 10 s", () => {
    expect(ORDER_TIMEOUT_MS).toBe(10_000);
  });
});
