import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { newTestTable, tableAndDish } from "../../../api/test/route-test-helpers";
import { createTestServer, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { getSessionUser } from "../../data/session";
import { DinerMenuPage } from "./DinerMenuPage";

/** A browser that blocks site storage: reading `window.localStorage` itself throws. */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  // The page loads its ordering part lazily; loaded here once, it is there when the cart opens.
  await import("./TableOrdering");
});

beforeEach(() => {
  // The app runs in-process; jsdom's AbortSignal is not Node's, and the page's time limit is the page's business.
  vi.stubGlobal("fetch", (input: string, { signal: _signal, ...init }: RequestInit = {}) => server.app.request(input, init));
  vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

afterAll(() => server.close());

describe("the diner's page where the browser blocks site storage", () => {
  it("shows the menu and places an order, keeping what it must remember in memory", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const user = userEvent.setup();
    render(<DinerMenuPage qrCode={table.qrCode} />);

    const card = (await screen.findByRole("heading", { level: 3, name: dish.name })).closest("li");
    if (!card) throw new Error("no card for the dish");
    await user.click(within(card).getByRole("button", { name: "Add to Cart" }));
    await user.click(screen.getByRole("button", { name: "Cart (1)" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Your Order" }));
    await user.type(dialog.getByLabelText("Your Name *"), "Asha Rao");
    await user.type(dialog.getByLabelText("Phone Number *"), "9876501234");
    await user.type(dialog.getByLabelText("Email Address *"), "asha@example.in");
    await user.click(dialog.getByRole("button", { name: "Place Order" }));

    expect(await screen.findByRole("heading", { name: /^Order #/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cart (0)" })).toBeTruthy();
    const placed = await server.db.selectFrom("orders").select("customerName").where("tableId", "=", table.id).execute();
    expect(placed).toEqual([{ customerName: "Asha Rao" }]);
    // Typing a whole form on a busy CI box can take longer than the 5 s default.
  }, 30_000);

  it("reads no signed-in staff user, without throwing (the root layout asks on every page)", () => {
    expect(getSessionUser()).toBeNull();
  });
});
