import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, settingsRow, staffUser } from "../../test/staffSession";
import { RestaurantSettingsPage } from "./RestaurantSettingsPage";

const admin = staffUser("admin");
const stored = settingsRow();

afterEach(async () => {
  await wipeStaffData(admin.id);
  localStorage.clear();
});

describe("RestaurantSettingsPage", () => {
  it("shows each bad field's message and saves nothing until they are right, then saves through the outbox", async () => {
    setSessionUser(admin);
    await pulled(admin, "restaurantSettings", [stored]);
    renderWithRouter(<RestaurantSettingsPage />);
    await userEvent.type(await screen.findByLabelText("UPI ID"), "spicegarden");
    await userEvent.type(screen.getByLabelText("FSSAI licence number"), "123");
    await userEvent.click(screen.getByRole("button", { name: "Save Settings" }));

    expect(await screen.findByText("UPI ID must look like name@bank")).toBeTruthy();
    expect(screen.getByText("FSSAI licence number must be 14 digits")).toBeTruthy();
    const { db } = staffData(admin);
    expect(await db.outbox.count()).toBe(0);

    await userEvent.type(screen.getByLabelText("UPI ID"), "@okaxis");
    await userEvent.type(screen.getByLabelText("FSSAI licence number"), "45678901234");
    await userEvent.click(screen.getByLabelText("Menu prices include GST"));
    expect(screen.getByRole("combobox", { name: "Receipt paper" }).textContent).toContain("80 mm roll (48 columns)");
    await userEvent.click(screen.getByRole("combobox", { name: "Receipt paper" }));
    await userEvent.click(await screen.findByRole("option", { name: "58 mm roll (32 columns)" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe("saveRestaurantSettings");
    expect(await db.restaurantSettings.get(DEMO_RESTAURANT_ID)).toMatchObject({
      upiId: "spicegarden@okaxis",
      fssaiNumber: "12345678901234",
      pricesIncludeGst: true,
      paperWidth: "58mm",
    });
  });

  it("asks the admin for a PIN of 4 to 6 digits before sending it", async () => {
    setSessionUser(admin);
    await pulled(admin, "restaurantSettings", [stored]);
    renderWithRouter(<RestaurantSettingsPage />);
    const form = within(await screen.findByRole("form", { name: "Your approval PIN" }));
    await userEvent.type(form.getByLabelText("New PIN"), "12a");
    await userEvent.click(form.getByRole("button", { name: "Save PIN" }));
    expect(await form.findByText("PIN must be 4 to 6 digits")).toBeTruthy();
  });

  it("is for admins only", async () => {
    setSessionUser(staffUser("waiter"));
    renderWithRouter(<RestaurantSettingsPage />);
    expect(await screen.findByText("You need admin privileges to access Restaurant Settings")).toBeTruthy();
  });
});
