import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { renderWithRouter } from "../../test/renderWithRouter";
import { menuItemRow, pulled, staffUser } from "../../test/staffSession";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { MenuEditorPage } from "./MenuEditorPage";

const admin = staffUser("admin");
const TIKKA = "00000000-0000-4000-8000-00000000a001";
const LASSI = "00000000-0000-4000-8000-00000000a002";

const outbox = () => staffData(admin).db.outbox.toArray();

function renderEditor() {
  renderWithRouter(
    <>
      <MenuEditorPage />
      <ToastOutlet />
    </>,
  );
}

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, category: string) {
  await user.click(screen.getByRole("combobox", { name: "Category *" }));
  await user.click(await screen.findByRole("option", { name: category }));
}

beforeEach(() => setSessionUser(admin));
afterEach(() => wipeStaffData(admin.id));

describe("MenuEditorPage", () => {
  it("refuses a non-admin with Access Denied and a way back to the dashboard", async () => {
    setSessionUser(staffUser("waiter"));
    renderEditor();
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("You need admin privileges to access the Menu Editor")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.queryByLabelText("Item Name *")).toBeNull();
  });

  it("says there are no menu items yet", async () => {
    await pulled(admin, "menuItems", []);
    renderEditor();
    expect(await screen.findByText("No menu items yet. Add your first item above!")).toBeTruthy();
  });

  it("asks for every required field and queues nothing", async () => {
    const user = userEvent.setup();
    await pulled(admin, "menuItems", []);
    renderEditor();
    await user.type(await screen.findByLabelText("Description"), "Only a description");
    await user.click(screen.getByRole("button", { name: "Add Item" }));

    for (const label of ["Item Name *", "Price (₹) *"]) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(field.getAttribute("aria-describedby")).toBeTruthy();
    }
    expect(screen.getAllByText("Please fill in all required fields")).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText("Item Name *"));
    expect(await outbox()).toEqual([]);
  });

  it("refuses a price that is not a number", async () => {
    const user = userEvent.setup();
    await pulled(admin, "menuItems", []);
    renderEditor();
    await user.type(await screen.findByLabelText("Item Name *"), "Chai");
    await user.type(screen.getByLabelText("Price (₹) *"), "free");
    await chooseCategory(user, "Beverages");
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(screen.getByLabelText("Price (₹) *").getAttribute("aria-invalid")).toBe("true");
    expect(await outbox()).toEqual([]);
  });

  it("adds an item at once, marks it waiting to sync and empties the form", async () => {
    const user = userEvent.setup();
    await pulled(admin, "menuItems", []);
    renderEditor();
    await user.type(await screen.findByLabelText("Item Name *"), "Masala Chai");
    await user.type(screen.getByLabelText("Description"), "Ginger and cardamom");
    await user.type(screen.getByLabelText("Price (₹) *"), "1250.60");
    await chooseCategory(user, "Beverages");
    await user.click(screen.getByRole("button", { name: "Add Item" }));

    const card = within(await screen.findByRole("region", { name: "Masala Chai" }));
    expect(card.getByText("₹1,250")).toBeTruthy();
    expect(card.getByText("Available")).toBeTruthy();
    expect(card.getByText("Beverages")).toBeTruthy();
    expect(card.getByText("Waiting to sync")).toBeTruthy();
    expect((await screen.findAllByText("Menu item added successfully")).length).toBeGreaterThan(0);
    expect((screen.getByLabelText("Item Name *") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Price (₹) *") as HTMLInputElement).value).toBe("");
    expect(await outbox()).toEqual([
      expect.objectContaining({
        name: "addMenuItem",
        args: expect.objectContaining({
          name: "Masala Chai",
          description: "Ginger and cardamom",
          price: 1250,
          category: "Beverages",
          isAvailable: true,
        }),
      }),
    ]);
  });

  it("loads an item for editing, updates it and goes back to adding", async () => {
    const user = userEvent.setup();
    await pulled(admin, "menuItems", [
      menuItemRow(TIKKA),
      menuItemRow(LASSI, { name: "Mango Lassi", category: "Beverages", price: 120, isAvailable: false }),
    ]);
    renderEditor();
    await user.click(await screen.findByRole("button", { name: "Edit Mango Lassi" }));

    expect(screen.getByRole("heading", { name: "Edit Menu Item" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Item Name *"));
    expect((screen.getByLabelText("Item Name *") as HTMLInputElement).value).toBe("Mango Lassi");
    expect((screen.getByLabelText("Price (₹) *") as HTMLInputElement).value).toBe("120");
    expect(screen.getByRole("combobox", { name: "Category *" }).textContent).toContain("Beverages");
    expect(screen.queryByRole("button", { name: "Add Item" })).toBeNull();

    await user.clear(screen.getByLabelText("Price (₹) *"));
    await user.type(screen.getByLabelText("Price (₹) *"), "150");
    await user.click(screen.getByRole("button", { name: "Update Item" }));

    const card = within(screen.getByRole("region", { name: "Mango Lassi" }));
    expect(await card.findByText("₹150")).toBeTruthy();
    expect(card.getByText("Unavailable")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Item" })).toBeTruthy();
    expect((screen.getByLabelText("Item Name *") as HTMLInputElement).value).toBe("");
    expect(await outbox()).toEqual([
      expect.objectContaining({ name: "updateMenuItem", args: expect.objectContaining({ id: LASSI, price: 150, isAvailable: false }) }),
    ]);
  });

  it("Cancel leaves editing without a change", async () => {
    const user = userEvent.setup();
    await pulled(admin, "menuItems", [menuItemRow(TIKKA)]);
    renderEditor();
    await user.click(await screen.findByRole("button", { name: "Edit Paneer Tikka" }));
    await user.type(screen.getByLabelText("Item Name *"), " Special");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.getByRole("heading", { name: "Add New Menu Item" })).toBeTruthy();
    expect((screen.getByLabelText("Item Name *") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("region", { name: "Paneer Tikka" })).toBeTruthy();
    expect(await outbox()).toEqual([]);
  });

  it("marks a dish sold out in one tap, and back", async () => {
    const user = userEvent.setup();
    await pulled(admin, "menuItems", [menuItemRow(TIKKA)]);
    renderEditor();
    await user.click(await screen.findByRole("button", { name: "Mark Paneer Tikka sold out" }));
    const card = within(screen.getByRole("region", { name: "Paneer Tikka" }));
    expect(await card.findByText("Unavailable")).toBeTruthy();

    await user.click(card.getByRole("button", { name: "Mark Paneer Tikka available" }));
    expect(await card.findByText("Available")).toBeTruthy();
    const entries = await outbox();
    expect(entries.map((entry) => [entry.name, entry.args])).toEqual([
      ["setMenuItemAvailability", expect.objectContaining({ id: TIKKA, isAvailable: false, price: 280 })],
      ["setMenuItemAvailability", expect.objectContaining({ id: TIKKA, isAvailable: true })],
    ]);
  });

  it("deletes only after the confirmation", async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    await pulled(admin, "menuItems", [menuItemRow(TIKKA)]);
    renderEditor();
    await user.click(await screen.findByRole("button", { name: "Delete Paneer Tikka" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this menu item?");
    expect(screen.getByRole("region", { name: "Paneer Tikka" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete Paneer Tikka" }));
    expect(await screen.findByText("No menu items yet. Add your first item above!")).toBeTruthy();
    expect((await screen.findAllByText("Menu item deleted successfully")).length).toBeGreaterThan(0);
    expect((await outbox()).map((entry) => entry.name)).toEqual(["deleteMenuItem"]);
    confirm.mockRestore();
  });

  it("keeps the Quick Add (Legacy) names on this device only", async () => {
    const user = userEvent.setup();
    await pulled(admin, "menuItems", []);
    renderEditor();
    const quickAdd = within(await screen.findByRole("region", { name: "Quick Add (Legacy)" }));
    await user.type(quickAdd.getByLabelText("Dish Name"), "Rasmalai");
    await user.click(quickAdd.getByRole("button", { name: "Add" }));
    await user.type(quickAdd.getByLabelText("Dish Name"), "  ");
    await user.click(quickAdd.getByRole("button", { name: "Add" }));

    expect(quickAdd.getAllByRole("listitem").map((item) => item.firstChild?.textContent)).toEqual(["Rasmalai"]);
    expect(JSON.parse(localStorage.getItem(`rasoi:quick-add:${admin.restaurantId}`) ?? "null")).toEqual(["Rasmalai"]);
    expect(await outbox()).toEqual([]);

    await user.click(quickAdd.getByRole("button", { name: "Remove Rasmalai" }));
    expect(quickAdd.queryByRole("listitem")).toBeNull();
  });
});
