import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dexie } from "dexie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT, type Role } from "../../../shared/constants";
import type { SessionUser } from "../../../shared/schemas/auth";
import { staffDbName } from "../../data/db";
import { getSessionUser, setSessionUser } from "../../data/session";
import { staffData } from "../../data/staff";
import { renderWithRouter } from "../../test/renderWithRouter";
import { TopNav } from "./TopNav";

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = (role: Role): SessionUser => ({
  id: "0b8f3a2e-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
  username: `${role}1`,
  email: `${role}@rasoi.app`,
  role,
  restaurantId: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10",
  isOperator: false,
});

async function navigation() {
  return within(await screen.findByRole("navigation", { name: "Main" }));
}

describe("TopNav", () => {
  it("signed out: Features (current), Pricing, the phone, Sign In, Sign Up", async () => {
    renderWithRouter(<TopNav />);
    const nav = await navigation();

    expect(nav.getByRole("link", { name: "Features" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Pricing" }).getAttribute("aria-current")).toBeNull();
    expect(nav.getByRole("link", { name: CONTACT.phone }).getAttribute("href")).toBe("tel:+919876543210");
    expect(nav.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");
    expect(nav.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/register");
    expect(nav.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("admin: Dashboard, the four admin screens, name with role, Logout", async () => {
    setSessionUser(user("admin"));
    renderWithRouter(<TopNav />);
    const nav = await navigation();

    for (const name of ["Dashboard", "Menu Editor", "Table Management", "Orders Management", "CRM"]) {
      expect(nav.getByRole("link", { name })).toBeTruthy();
    }
    expect(nav.getByText("admin1 (admin)")).toBeTruthy();
    expect(nav.getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(nav.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  it("waiter: only Dashboard besides name and Logout", async () => {
    setSessionUser(user("waiter"));
    renderWithRouter(<TopNav />);
    const nav = await navigation();

    expect(nav.getByRole("link", { name: "Dashboard" })).toBeTruthy();
    expect(nav.queryByRole("link", { name: "Menu Editor" })).toBeNull();
    expect(nav.getByText("waiter1 (waiter)")).toBeTruthy();
  });

  it("the Menu button discloses the links and Escape folds them", async () => {
    const events = userEvent.setup();
    renderWithRouter(<TopNav />);
    const menu = await screen.findByRole("button", { name: "Menu" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");

    await events.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");

    await events.keyboard("{Escape}");
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menu);
  });

  describe("Logout", () => {
    // The browser's network, as the server would answer: logout succeeds, anything else is unreachable.
    const network = () =>
      vi.stubGlobal("fetch", async (input: string) => {
        if (input === "/api/auth/logout") return new Response(null, { status: 204 });
        throw new TypeError("Failed to fetch");
      });

    it("asks first when changes have not reached the server, and staying keeps everything", async () => {
      network();
      const admin = user("admin");
      setSessionUser(admin);
      await staffData(admin).mutate.addTable({ tableNumber: "9" });
      await staffData(admin).mutate.addTable({ tableNumber: "10" });
      const events = userEvent.setup();
      renderWithRouter(<TopNav />);

      await events.click((await navigation()).getByRole("button", { name: "Logout" }));
      const dialog = within(await screen.findByRole("dialog", { name: "Log out now?" }));
      expect(dialog.getByText(/^2 changes have not reached the server yet\./)).toBeTruthy();

      await events.click(dialog.getByRole("button", { name: "Stay signed in" }));
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(getSessionUser()?.username).toBe("admin1");
      expect(await staffData(admin).db.outbox.count()).toBe(2);

      await events.click((await navigation()).getByRole("button", { name: "Logout" }));
      await events.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Log out anyway" }));
      await vi.waitFor(() => expect(getSessionUser()).toBeNull());
      await vi.waitFor(async () => expect(await Dexie.exists(staffDbName(admin))).toBe(false));
    });

    it("logs out at once with nothing waiting, and the local staff data is gone", async () => {
      network();
      const chef = user("chef");
      setSessionUser(chef);
      await staffData(chef).db.menuItems.put({
        id: "m1",
        restaurantId: chef.restaurantId,
        name: "Chai",
        description: "",
        price: 40,
        category: "Beverages",
        isAvailable: true,
        localName: "",
        localDescription: "",
        optionGroups: [],
        diet: null,
        stationId: null,
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
      });
      const events = userEvent.setup();
      const { router } = renderWithRouter(<TopNav />);

      await events.click((await navigation()).getByRole("button", { name: "Logout" }));

      await vi.waitFor(async () => expect(await Dexie.exists(staffDbName(chef))).toBe(false));
      expect(getSessionUser()).toBeNull();
      expect(router.state.location.pathname).toBe("/");
      expect(screen.queryByRole("dialog")).toBeNull();
    });
  });
});
