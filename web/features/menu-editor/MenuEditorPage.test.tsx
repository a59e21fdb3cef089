import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
    await pulled(admin, "menuItems", [menuItemRow(TIKKA)]);
    renderEditor();
    await user.click(await screen.findByRole("button", { name: "Mark Paneer Tikka sold out" }));
    const card = within(screen.getByRole("region", { name: "Paneer Tikka" }));
    expect(await card.findByText("Unavailable")).toBeTruthy();

    await user.click(card.getByRole("button", { name: "Mark Paneer Tikka available" }));
    expect(await card.findByText("Available")).toBeTruthy();
    const entries = await outbox();
    expect(entries.map((entry) => [entry.name, entry.args])).toEqual([
      ["setMenuItemAvailability", { id: TIKKA, isAvailable: false, name: "Paneer Tikka" }],
      ["setMenuItemAvailability", { id: TIKKA, isAvailable: true, name: "Paneer Tikka" }],
    ]);
  });

  it("deletes only after the in-app confirmation asks the spec's question", async () => {
    const user = userEvent.setup({ delay: null });
    await pulled(admin, "menuItems", [menuItemRow(TIKKA)]);
    renderEditor();
    await user.click(await screen.findByRole("button", { name: "Delete Paneer Tikka" }));
    const asked = within(screen.getByRole("dialog", { name: "Delete Paneer Tikka?" }));
    expect(asked.getByText("Are you sure you want to delete this menu item?")).toBeTruthy();
    await user.click(asked.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("region", { name: "Paneer Tikka" })).toBeTruthy();
    expect(await outbox()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete Paneer Tikka" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete Paneer Tikka?" })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No menu items yet. Add your first item above!")).toBeTruthy();
    expect((await screen.findAllByText("Menu item deleted successfully")).length).toBeGreaterThan(0);
    expect((await outbox()).map((entry) => entry.name)).toEqual(["deleteMenuItem"]);
  });

  it("finds dishes by name or description and narrows them to a category", async () => {
    const user = userEvent.setup({ delay: null });
    await pulled(admin, "menuItems", [
      menuItemRow(TIKKA),
      menuItemRow("m-dal", { name: "Dal Makhani", description: "Black lentils", category: "Main Course" }),
      menuItemRow("m-palak", { name: "Palak Paneer", description: "Spinach", category: "Curries" }),
    ]);
    renderEditor();
    const names = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent?.trim());
    await user.type(await screen.findByRole("searchbox", { name: "Search dishes" }), "paneer");
    expect(names()).toEqual(["Paneer Tikka", "Palak Paneer"]);
    await user.click(screen.getByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Curries" }));
    expect(names()).toEqual(["Palak Paneer"]);
    await user.clear(screen.getByRole("searchbox", { name: "Search dishes" }));
    await user.type(screen.getByRole("searchbox", { name: "Search dishes" }), "lentils");
    expect(screen.getByText("No dishes match the search.")).toBeTruthy();
  });

  it("sets a dish's veg / non-veg mark, shown on its card", async () => {
    const user = userEvent.setup({ delay: null });
    await pulled(admin, "menuItems", []);
    renderEditor();
    await user.type(await screen.findByLabelText("Item Name *"), "Chicken 65");
    await user.type(screen.getByLabelText("Price (₹) *"), "300");
    await chooseCategory(user, "Appetizers");
    await user.click(screen.getByRole("combobox", { name: "Veg / Non-veg" }));
    await user.click(await screen.findByRole("option", { name: "Non-veg" }));
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    const card = within(await screen.findByRole("region", { name: "Chicken 65" }));
    expect(card.getByRole("img", { name: "Non-veg" })).toBeTruthy();
    expect(await outbox()).toEqual([expect.objectContaining({ name: "addMenuItem", args: expect.objectContaining({ diet: "non-veg" }) })]);
  });

  it("keeps the Quick Add (Legacy) names on this device only", async () => {
    const user = userEvent.setup({ delay: null });
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

/** Types into a field at once (pasting, not key by key: these forms are long). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** A long form filled step by step: room beyond the default 5 s on a busy machine. */
const LONG_FORM = 30_000;

describe("options and translations in the Menu Editor", () => {
  it(
    "sets up a biryani with Half / Full, a spice level and a Hindi name, through the outbox",
    async () => {
      const user = userEvent.setup();
      await pulled(admin, "menuItems", []);
      renderEditor();
      await fill(user, "Item Name *", "Chicken Biryani");
      await fill(user, "Price (₹) *", "180");
      await user.click(screen.getByRole("combobox", { name: "Category *" }));
      await user.click(await screen.findByRole("option", { name: "Biryani" }));
      await fill(user, "Item Name in Hindi", "चिकन बिरयानी");
      await user.click(screen.getByRole("button", { name: "+ Portion (Half / Full)" }));
      await fill(user, "Portion choice 2 price change (₹)", "140");
      await fill(user, "Portion choice 1 in Hindi", "हाफ़");
      await user.click(screen.getByRole("button", { name: "+ Spice Level" }));
      await user.click(screen.getByLabelText("Spice Level choice 3 sold out"));
      await user.click(screen.getByRole("button", { name: "Add Item" }));

      const card = within(await screen.findByRole("region", { name: "Chicken Biryani" }));
      expect(card.getByText("चिकन बिरयानी")).toBeTruthy();
      expect(card.getByText("Portion: Half ₹180 / Full ₹320")).toBeTruthy();
      expect(card.getByText("Spice Level: Mild / Medium / Spicy (sold out)")).toBeTruthy();
      const [entry] = await outbox();
      expect(entry?.name).toBe("addMenuItem");
      expect(entry?.args).toMatchObject({
        name: "Chicken Biryani",
        localName: "चिकन बिरयानी",
        optionGroups: [
          {
            name: "Portion",
            kind: "single",
            required: true,
            choices: [
              { name: "Half", localName: "हाफ़", priceDelta: 0, isAvailable: true },
              { name: "Full", priceDelta: 140, isAvailable: true },
            ],
          },
          {
            name: "Spice Level",
            kind: "single",
            required: false,
            choices: [{ name: "Mild" }, { name: "Medium" }, { name: "Spicy", isAvailable: false }],
          },
        ],
      });
    },
    LONG_FORM,
  );

  it(
    "refuses an option without a name or with a price change that is not whole rupees, and saves nothing",
    async () => {
      const user = userEvent.setup();
      await pulled(admin, "menuItems", [menuItemRow("00000000-0000-4000-8000-00000000a001")]);
      renderEditor();
      await user.click(await screen.findByRole("button", { name: "Edit Paneer Tikka" }));
      await user.click(screen.getByRole("button", { name: "+ Add-ons" }));
      await user.click(screen.getByRole("button", { name: "Update Item" }));
      expect((await screen.findByRole("alert")).textContent).toBe("Every choice needs a name");
      await fill(user, "Add-ons choice 1", "Extra Cheese");
      await fill(user, "Add-ons choice 1 price change (₹)", "thirty");
      await user.click(screen.getByRole("button", { name: "Update Item" }));
      expect((await screen.findByRole("alert")).textContent).toBe("A choice's price change must be a whole number of rupees");
      expect(await outbox()).toEqual([]);
    },
    LONG_FORM,
  );
});
