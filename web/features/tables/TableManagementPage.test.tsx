import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, staffUser, tableRow } from "../../test/staffSession";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { TableManagementPage } from "./TableManagementPage";

const admin = staffUser("admin");
const T1 = "00000000-0000-4000-8000-00000000b001";
const T2 = "00000000-0000-4000-8000-00000000b002";

const outbox = () => staffData(admin).db.outbox.toArray();

function renderTables() {
  renderWithRouter(
    <>
      <TableManagementPage />
      <ToastOutlet />
    </>,
  );
}

const stat = (title: string) => within(screen.getByRole("region", { name: title })).getByRole("paragraph").textContent;

beforeEach(() => setSessionUser(admin));
afterEach(() => wipeStaffData(admin.id));

describe("TableManagementPage", () => {
  it("warns that codes pointing at this computer cannot be opened by phones, and says what to set", async () => {
    await pulled(admin, "restaurantTables", []);
    renderTables();
    const warning = within(await screen.findByRole("region", { name: "QR code address" }));
    expect(warning.getByText("Diners' phones cannot open these QR codes")).toBeTruthy();
    expect(warning.getByText(window.location.origin)).toBeTruthy();
    expect(warning.getByText("HOST=0.0.0.0 PUBLIC_URL=http://192.168.1.20:3000 npm start")).toBeTruthy();
  });

  it("says nothing once the server's PUBLIC_URL is one phones can reach", async () => {
    localStorage.setItem("rasoi:public-url", "http://192.168.1.20:3000");
    await pulled(admin, "restaurantTables", []);
    renderTables();
    expect(await screen.findByText("No tables configured")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "QR code address" })).toBeNull();
  });

  it("refuses a chef with Access Denied", async () => {
    setSessionUser(staffUser("chef"));
    renderTables();
    expect(await screen.findByText("You need admin privileges to access Table Management")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add Table" })).toBeNull();
  });

  it("shows the empty state, whose button opens Add Table", async () => {
    const user = userEvent.setup();
    await pulled(admin, "restaurantTables", []);
    renderTables();
    expect(await screen.findByText("No tables configured")).toBeTruthy();
    expect([stat("Total Tables"), stat("Total Capacity"), stat("Avg. Table Size")]).toEqual(["0", "0", "0.0"]);
    await user.click(screen.getByRole("button", { name: "Add Your First Table" }));
    expect(screen.getByRole("dialog", { name: "Add Table" })).toBeTruthy();
  });

  it("counts tables and seats, and shows each card's seats, location, badge and last 8 of its QR code", async () => {
    await pulled(admin, "restaurantTables", [
      tableRow(T1, { tableNumber: "10", capacity: 4, qrCode: "qr_abcdefghij_XY12ab34" }),
      tableRow(T2, { tableNumber: "2", capacity: 3, location: null }),
    ]);
    renderTables();
    const ten = within(await screen.findByRole("region", { name: "Table 10" }));
    expect([stat("Total Tables"), stat("Total Capacity"), stat("Avg. Table Size")]).toEqual(["2", "7", "3.5"]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Table 2", "Table 10"]);
    expect(ten.getByText("4 seats")).toBeTruthy();
    expect(ten.getByText("Window side")).toBeTruthy();
    expect(ten.getByText("Available")).toBeTruthy();
    expect(ten.getByText("XY12ab34")).toBeTruthy();
  });

  it("opens Add Table with capacity 2 and refuses 21 seats and a missing number", async () => {
    const user = userEvent.setup();
    await pulled(admin, "restaurantTables", []);
    renderTables();
    await user.click(await screen.findByRole("button", { name: "Add Table" }));
    const dialog = within(screen.getByRole("dialog", { name: "Add Table" }));
    expect((dialog.getByLabelText("Capacity (Number of Seats)") as HTMLInputElement).value).toBe("2");
    await user.clear(dialog.getByLabelText("Capacity (Number of Seats)"));
    await user.type(dialog.getByLabelText("Capacity (Number of Seats)"), "21");
    await user.click(dialog.getByRole("button", { name: "Add Table" }));

    expect(dialog.getByText("Table number is required")).toBeTruthy();
    expect(dialog.getByText("Capacity must be between 1 and 20")).toBeTruthy();
    expect(await outbox()).toEqual([]);
  });

  it("opens and closes Add Table from the keyboard, focus going back to the button", async () => {
    const user = userEvent.setup();
    await pulled(admin, "restaurantTables", []);
    renderTables();
    const button = await screen.findByRole("button", { name: "Add Table" });
    button.focus();
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Add Table" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("adds a table at once; until it syncs it has no QR code and its download waits", async () => {
    const user = userEvent.setup();
    await pulled(admin, "restaurantTables", []);
    renderTables();
    await user.click(await screen.findByRole("button", { name: "Add Table" }));
    const dialog = within(screen.getByRole("dialog", { name: "Add Table" }));
    await user.type(dialog.getByLabelText("Table Number"), "12");
    await user.clear(dialog.getByLabelText("Capacity (Number of Seats)"));
    await user.type(dialog.getByLabelText("Capacity (Number of Seats)"), "6");
    await user.click(dialog.getByRole("combobox", { name: "Location (Optional)" }));
    await user.click(await screen.findByRole("option", { name: "Outdoor/Patio" }));
    await user.click(dialog.getByRole("button", { name: "Add Table" }));

    const card = within(await screen.findByRole("region", { name: "Table 12" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card.getByText("6 seats")).toBeTruthy();
    expect(card.getByText("Outdoor/Patio")).toBeTruthy();
    expect(card.getByText("Made when this table syncs")).toBeTruthy();
    expect(card.getByText("Waiting to sync")).toBeTruthy();
    expect((await screen.findAllByText("Table added successfully")).length).toBeGreaterThan(0);

    await user.click(card.getByRole("button", { name: "Download QR for table 12" }));
    expect(card.getByText("Download waits for sync")).toBeTruthy();
    expect(await outbox()).toEqual([
      expect.objectContaining({
        name: "addTable",
        args: expect.objectContaining({ tableNumber: "12", capacity: 6, location: "Outdoor/Patio" }),
      }),
    ]);
  });

  it("edits a table in Edit Table, loaded with its values", async () => {
    const user = userEvent.setup();
    await pulled(admin, "restaurantTables", [tableRow(T1, { tableNumber: "7", capacity: 4 })]);
    renderTables();
    await user.click(await screen.findByRole("button", { name: "Edit table 7" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit Table" }));
    expect((dialog.getByLabelText("Table Number") as HTMLInputElement).value).toBe("7");
    expect(dialog.getByRole("combobox", { name: "Location (Optional)" }).textContent).toContain("Window side");
    await user.clear(dialog.getByLabelText("Capacity (Number of Seats)"));
    await user.type(dialog.getByLabelText("Capacity (Number of Seats)"), "8");
    await user.click(dialog.getByRole("button", { name: "Update Table" }));

    const card = within(await screen.findByRole("region", { name: "Table 7" }));
    expect(await card.findByText("8 seats")).toBeTruthy();
    expect((await screen.findAllByText("Table updated successfully")).length).toBeGreaterThan(0);
    expect(await outbox()).toEqual([
      expect.objectContaining({ name: "updateTable", args: expect.objectContaining({ id: T1, capacity: 8 }) }),
    ]);
  });

  it("refuses a number another table has in the dialog itself, which stays open with what was typed", async () => {
    const user = userEvent.setup();
    await pulled(admin, "restaurantTables", [
      tableRow(T1, { tableNumber: "3" }),
      tableRow(T2, { tableNumber: "5", qrCode: "qr_0123456789abcdefXYZ99999" }),
    ]);
    renderTables();
    await user.click(await screen.findByRole("button", { name: "Edit table 3" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit Table" }));
    const number = dialog.getByLabelText("Table Number") as HTMLInputElement;
    await user.clear(number);
    await user.type(number, "5");
    await user.click(dialog.getByRole("button", { name: "Update Table" }));
    expect(dialog.getByText("Table 5 already exists")).toBeTruthy();
    expect(number.value).toBe("5");
    expect(number.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("dialog", { name: "Edit Table" })).toBeTruthy();
    expect(await outbox()).toEqual([]);

    // Its own number is no conflict.
    await user.clear(number);
    await user.type(number, "3");
    await user.click(dialog.getByRole("button", { name: "Update Table" }));
    expect((await screen.findAllByText("Table updated successfully")).length).toBeGreaterThan(0);
  });

  it("deletes only after the confirmation", async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    await pulled(admin, "restaurantTables", [tableRow(T1, { tableNumber: "3" })]);
    renderTables();
    await user.click(await screen.findByRole("button", { name: "Delete table 3" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this table?");
    expect(screen.getByRole("region", { name: "Table 3" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Delete table 3" }));
    expect(await screen.findByText("No tables configured")).toBeTruthy();
    expect((await outbox()).map((entry) => entry.name)).toEqual(["deleteTable"]);
    confirm.mockRestore();
  });
});
