import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { orderLinesOf } from "../../../shared/order-lines";
import type { Station } from "../../../shared/schemas/stations";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, staffUser } from "../../test/staffSession";
import { StationsSection } from "./StationsSection";

const admin = staffUser("admin");
const KITCHEN = "10000000-0000-4000-8000-000000000001";
const TANDOOR = "10000000-0000-4000-8000-000000000002";
const AT = "2026-11-27T10:00:00.000Z";
const station = (id: string, name: string, position: number, printer: Station["printer"] = null): Station => ({
  id,
  restaurantId: DEMO_RESTAURANT_ID,
  name,
  printer,
  prepMinutes: 15,
  position,
  createdAt: AT,
  updatedAt: AT,
});

beforeEach(async () => {
  setSessionUser(admin);
  await pulled(admin, "stations", [
    station(KITCHEN, "Kitchen", 0),
    station(TANDOOR, "Tandoor", 1, { host: "192.168.1.50", port: 9100, paper: 80 }),
  ]);
  await pulled(admin, "menuCategories", [
    { id: "Breads", name: "Breads", stationId: null, position: 0 },
    { id: "Curries", name: "Curries", stationId: null, position: 1 },
  ]);
});
afterEach(async () => {
  await wipeStaffData(admin.id);
  localStorage.clear();
});

const outbox = async () => (await staffData(admin).db.outbox.toArray()).map((entry) => [entry.name, entry.args]);

describe("StationsSection", () => {
  it("lists the stations with their printers, and adds one through the outbox", async () => {
    renderWithRouter(<StationsSection />);
    const tandoor = await screen.findByRole("listitem", { name: "Tandoor" });
    expect(within(tandoor).getByText(/192\.168\.1\.50:9100 · 80 mm/)).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "Kitchen" })).getByText(/No printer/)).toBeTruthy();

    const form = screen.getByRole("form", { name: "Add Station" });
    await userEvent.type(within(form).getByLabelText("Station name"), "Bar");
    await userEvent.type(within(form).getByLabelText("Printer host or IP"), "http://bar");
    await userEvent.click(within(form).getByRole("button", { name: "Add Station" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/host name or an IPv4/);
    expect(await outbox()).toEqual([]);

    await userEvent.clear(within(form).getByLabelText("Printer host or IP"));
    await userEvent.click(within(form).getByRole("button", { name: "Add Station" }));
    expect(await screen.findByRole("listitem", { name: "Bar" })).toBeTruthy();
    expect(await outbox()).toEqual([["addStation", expect.objectContaining({ name: "Bar", printer: null, prepMinutes: 15 })]]);
  });

  it("routes a category to a station", async () => {
    renderWithRouter(<StationsSection />);
    const routing = await screen.findByRole("region", { name: "Category routing" });
    await userEvent.selectOptions(within(routing).getByLabelText("Breads"), TANDOOR);
    await userEvent.click(within(routing).getByRole("button", { name: "Save Routing" }));
    await waitFor(async () =>
      expect(await outbox()).toEqual([
        [
          "saveCategories",
          {
            categories: [
              { name: "Breads", stationId: TANDOOR },
              { name: "Curries", stationId: null },
            ],
          },
        ],
      ]),
    );
  });

  it("shows each dish's average prep time at its station, measured from the bumps", async () => {
    const order = orderRow("00000000-0000-4000-8000-000000000001", { orderTime: "2026-11-27T12:00:00.000Z" });
    const items = orderLinesOf(order.id, [{ id: "naan", name: "Butter Naan", price: 60, quantity: 2 }], () => TANDOOR).map((line) => ({
      ...line,
      readyAt: "2026-11-27T12:08:00.000Z",
    }));
    await pulled(admin, "orders", [{ ...order, items }]);
    renderWithRouter(<StationsSection />);
    const times = await screen.findByRole("list", { name: "Average prep time at Tandoor" });
    expect(times.textContent).toBe("Butter Naan: 8 min (1 bumped)");
  });
});
