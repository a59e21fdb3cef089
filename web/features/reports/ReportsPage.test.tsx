import "fake-indexeddb/auto";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { settingsBody } from "../../../api/test/restaurant-settings";
import { newTestTable, placeOrder, send } from "../../../api/test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { renderWithRouter } from "../../test/renderWithRouter";
import { signInOnDevice, talkToServerAs } from "../../test/serverFetch";
import { ReportsPage } from "./ReportsPage";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
}, 60_000);
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

describe("ReportsPage", { timeout: 30_000 }, () => {
  it("loads the chosen day's report from the server, and keeps it while the date field is cleared", async () => {
    await signInOnDevice(server, admin);
    talkToServerAs(server, admin);
    renderWithRouter(<ReportsPage />);

    expect(await screen.findByRole("heading", { name: "Totals" })).toBeTruthy();
    const day = screen.getByLabelText("Day");
    fireEvent.change(day, { target: { value: "2001-01-01" } });
    expect(await screen.findByText("No bills on this day")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download CSV" }).hasAttribute("disabled")).toBe(false);

    fireEvent.change(day, { target: { value: "" } });
    expect(screen.getByText("No bills on this day")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("gives an owner of two outlets the day and the month of either outlet, or of both together", async () => {
    const owner = await signInAs(server.app, DEMO_LOGINS.admin);
    const opened = await send(server.app, "POST", "/api/owner/outlets", { cookie: owner, body: { name: "Spice Garden Whitefield" } });
    const outlet = ((await opened.json()) as { id: string }).id;
    await send(server.app, "POST", `/api/owner/outlets/${outlet}/menu-copy`, {
      cookie: owner,
      body: { fromRestaurantId: DEMO_RESTAURANT_ID },
    });
    // One bill in each outlet today, both registered for GST (the month's summary counts taxed bills).
    for (const restaurantId of [DEMO_RESTAURANT_ID, outlet]) {
      const settings = { cookie: owner, body: settingsBody() };
      expect((await send(server.app, "PUT", `/api/restaurants/${restaurantId}/settings`, settings)).status).toBe(200);
      const table = await newTestTable(server.db, restaurantId);
      await placeOrder(server.app, server.db, restaurantId, table.qrCode);
      expect(
        (await send(server.app, "POST", `/api/restaurants/${restaurantId}/bills`, { cookie: owner, body: { tableId: table.id } })).status,
      ).toBe(201);
    }
    await signInOnDevice(server, owner);
    talkToServerAs(server, owner);
    renderWithRouter(<ReportsPage />);

    /** A figure of a card, by its term. */
    const fact = (card: string, term: string) =>
      Number(within(screen.getByRole("region", { name: card })).getByText(term).nextElementSibling?.textContent);
    const bills = async () => fact("Totals", "Bills");
    const monthBills = async () => fact("Month's GST summary", "Bills in the month");
    const [dayChoice, monthChoice] = await screen.findAllByRole("combobox", { name: "Outlets" });
    if (!dayChoice || !monthChoice) throw new Error("no outlet choice");
    await screen.findByRole("heading", { name: "Totals" });
    await vi.waitFor(async () => expect(await bills()).toBeGreaterThanOrEqual(1));
    const home = await bills();
    expect(home).toBeGreaterThanOrEqual(1);

    fireEvent.change(dayChoice, { target: { value: "all" } });
    await vi.waitFor(async () => expect(await bills()).toBe(home + 1));
    fireEvent.change(dayChoice, { target: { value: outlet } });
    await vi.waitFor(async () => expect(await bills()).toBe(1));

    await vi.waitFor(async () => expect(await monthBills()).toBeGreaterThanOrEqual(home));
    const homeMonth = await monthBills();
    fireEvent.change(monthChoice, { target: { value: "all" } });
    await vi.waitFor(async () => expect(await monthBills()).toBe(homeMonth + 1));
    fireEvent.change(monthChoice, { target: { value: outlet } });
    await vi.waitFor(async () => expect(await monthBills()).toBe(1));
  });
});
