import { renderHook, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newTestTable, placeOrder, send } from "../../../api/test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { createSseParser } from "../../../shared/sse";
import { dinerKey } from "./dinerStorage";
import { tableIsLive } from "./tableEvents";
import { useTableBill } from "./useTableBill";
import { useTrackedOrder } from "./useTrackedOrder";

let server: TestServer;
let staff: Awaited<ReturnType<typeof signInDemoStaff>>;

/** The browser's EventSource, over the real app's stream (jsdom has none): open once the server says `ready`. */
class AppEventSource extends EventTarget {
  readyState = 0;
  #closed = false;
  #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;

  constructor(url: string) {
    super();
    void this.#read(url);
  }

  async #read(url: string): Promise<void> {
    const body = (await server.app.request(url)).body;
    if (!body || this.#closed) return;
    this.#reader = body.getReader();
    const parse = createSseParser();
    const decoder = new TextDecoder();
    for (;;) {
      const chunk = await this.#reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done || this.#closed) return;
      for (const event of parse(decoder.decode(chunk.value, { stream: true }))) {
        if (event.event === "ready") this.readyState = 1;
        this.dispatchEvent(new MessageEvent(event.event, { data: event.data }));
      }
    }
  }

  close(): void {
    this.#closed = true;
    this.readyState = 2;
    void this.#reader?.cancel();
  }
}

/** The page's reads of its order and of its bill, counted as they are sent. */
const reads = { order: 0, bill: 0 };

beforeAll(async () => {
  server = await createTestServer({ liveHeartbeatMs: 60_000 });
  staff = await signInDemoStaff(server.app);
  vi.stubGlobal("EventSource", AppEventSource);
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
    if (/\/orders\/[^/]+$/.test(input)) reads.order += 1;
    if (/\/bill(\?|$)/.test(input)) reads.bill += 1;
    return server.app.request(input, init);
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

describe("a table's live page", () => {
  it("reads again only what a notice names: the order after its status moved, the bill once made, nothing after a call", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
    localStorage.setItem(
      dinerKey("last-order", table.qrCode),
      await (await server.app.request(`/api/qr/${table.qrCode}/orders/${orderId}`)).text(),
    );
    const order = renderHook(() => useTrackedOrder(table.qrCode));
    const bill = renderHook(() => useTableBill(table.qrCode));
    await waitFor(() => expect(tableIsLive(table.qrCode) && reads).toEqual({ order: 1, bill: 1 }));

    expect((await send(server.app, "POST", `/api/qr/${table.qrCode}/requests`, { body: { kind: "waiter" } })).status).toBe(201);
    const confirmed = await send(server.app, "PUT", `/api/orders/${orderId}/status`, {
      cookie: staff.waiter,
      body: { status: "confirmed" },
    });
    expect(confirmed.status).toBe(200);
    await waitFor(() => expect(order.result.current.order?.status).toBe("confirmed"));
    expect(reads).toEqual({ order: 2, bill: 1 });

    const made = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
      cookie: staff.waiter,
      body: { tableId: table.id },
    });
    expect(made.status).toBe(201);
    await waitFor(() => expect(bill.result.current?.status).toBe("unpaid"));
    expect(reads.bill).toBe(2);
    order.unmount();
    bill.unmount();
  });
});
