import { render, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { DINER, newTestTable, tableAndDish } from "../../../api/test/route-test-helpers";
import { createTestServer, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { DinerMenuPage } from "./DinerMenuPage";
import { dinerKey } from "./dinerStorage";
import { MENU_TIMEOUT_MS } from "./useDinerMenu";

/** The diner's page after a reload mid-order, on a connection that is only coming back. */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  // Loaded lazily by the page; loaded here once, it is there when the page asks for it.
  await import("./ResendPendingOrder");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

afterAll(() => server.close());

/** Menu lookups hang (until the page gives up) while `menuDown` says so; everything else reaches the app. */
function network(state: { menuDown: boolean }) {
  vi.stubGlobal("fetch", (input: string, { signal, ...init }: RequestInit = {}) => {
    if (state.menuDown && /^\/api\/qr\/[^/]+$/.test(input)) {
      return new Promise<Response>((_resolve, reject) =>
        signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError"))),
      );
    }
    // The app runs in-process; jsdom's AbortSignal is not Node's.
    return server.app.request(input, init);
  });
}

describe("the diner's page recovers by itself", () => {
  it("sends the order waiting on the phone without waiting for the menu", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const body = { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price };
    const saved = { key: "0d6c1f7e-2b3a-4c5d-8e9f-a0b1c2d3e4f5", body, savedAt: Date.now(), attempts: 1, tried: true };
    localStorage.setItem(dinerKey("pending-order", table.qrCode), JSON.stringify(saved));
    network({ menuDown: true });

    render(<DinerMenuPage qrCode={table.qrCode} />);

    await waitFor(() => expect(localStorage.getItem(dinerKey("pending-order", table.qrCode))).toBeNull());
    expect(localStorage.getItem(dinerKey("last-order", table.qrCode))).toContain('"status":"pending"');
    expect(screen.getByRole("status").textContent).toBe("Loading menu...");
    expect(await server.db.selectFrom("orders").select("totalAmount").where("tableId", "=", table.id).execute()).toEqual([
      { totalAmount: dish.price },
    ]);
  });

  it("gives up on a menu request that hangs, and asks again with backoff until the menu comes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const state = { menuDown: true };
    network(state);

    render(<DinerMenuPage qrCode={table.qrCode} />);
    expect(screen.getByRole("status").textContent).toBe("Loading menu...");
    await vi.advanceTimersByTimeAsync(MENU_TIMEOUT_MS);
    expect(await screen.findByRole("heading", { level: 1, name: "No connection" })).toBeTruthy();

    state.menuDown = false;
    // No tap and no `online` event: the backoff's next try (about 1 s after the first miss) brings the menu.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByRole("heading", { level: 1, name: "Spice Garden" })).toBeTruthy();
  });
});
