import "fake-indexeddb/auto";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, staffUser } from "../../test/staffSession";
import { MenuEditorPage } from "./MenuEditorPage";

const admin = staffUser("admin");
const KITCHEN = "10000000-0000-4000-8000-000000000001";
const TANDOOR = "10000000-0000-4000-8000-000000000002";
const AT = "2026-11-27T10:00:00.000Z";
const station = (id: string, name: string, position: number) => ({
  id,
  restaurantId: DEMO_RESTAURANT_ID,
  name,
  printer: null,
  prepMinutes: 15,
  position,
  createdAt: AT,
  updatedAt: AT,
});

const outbox = async () => (await staffData(admin).db.outbox.toArray()).map((entry) => [entry.name, entry.args]);

beforeEach(async () => {
  setSessionUser(admin);
  await pulled(admin, "menuItems", []);
  await pulled(admin, "stations", [station(KITCHEN, "Kitchen", 0), station(TANDOOR, "Tandoor", 1)]);
  await pulled(admin, "menuCategories", [
    { id: "Breads", name: "Breads", stationId: TANDOOR, position: 0 },
    { id: "Beverages", name: "Beverages", stationId: null, position: 1 },
  ]);
});
afterEach(() => wipeStaffData(admin.id));

describe("the Menu Editor's categories and stations", () => {
  // Many Radix select interactions: allowed longer than the default on a busy machine.
  it("offers the restaurant's own categories, adds one, and sets a dish's own station", { timeout: 40_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<MenuEditorPage />);
    await user.type(await screen.findByLabelText("Item Name *"), "Chicken Momos");
    await user.type(screen.getByLabelText("Price (₹) *"), "220");

    await user.click(screen.getByRole("combobox", { name: "Category *" }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(["Breads", "Beverages"]);
    await user.keyboard("{Escape}");

    await user.type(screen.getByLabelText("New category"), "Chinese");
    await user.click(screen.getByRole("button", { name: "Add Category" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Category *" }).textContent).toContain("Chinese"));
    // A new category goes to the first station until it is routed.
    expect(screen.getByRole("combobox", { name: "Station" }).textContent).toContain("By category (Kitchen)");

    await user.click(screen.getByRole("combobox", { name: "Station" }));
    await user.click(await screen.findByRole("option", { name: "Tandoor" }));
    await user.click(screen.getByRole("button", { name: "Add Item" }));

    expect(await outbox()).toEqual([
      [
        "saveCategories",
        {
          categories: [
            { name: "Breads", stationId: TANDOOR },
            { name: "Beverages", stationId: null },
            { name: "Chinese", stationId: null },
          ],
        },
      ],
      ["addMenuItem", expect.objectContaining({ name: "Chicken Momos", category: "Chinese", stationId: TANDOOR })],
    ]);
  });
});
