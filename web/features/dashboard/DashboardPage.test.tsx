import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Role } from "../../../shared/constants";
import type { SessionUser } from "../../../shared/schemas/auth";
import { type Bill, UNCHANGED_BILL } from "../../../shared/schemas/bills";
import type { DemoRequest } from "../../../shared/schemas/demo-requests";
import type { Restaurant } from "../../../shared/schemas/restaurants";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { renderWithRouter } from "../../test/renderWithRouter";
import { customerRow, menuItemRow, pulled as pulledRows, settingsRow } from "../../test/staffSession";
import { DashboardPage } from "./DashboardPage";
import { RestaurantOverview } from "./RestaurantOverview";

const userWith = (role: Role): SessionUser => ({
  id: "0b8f3a2e-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
  username: role,
  email: `${role}@rasoi.app`,
  role,
  restaurantId: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10",
  isOperator: role === "admin",
});

const signIn = (role: Role) => setSessionUser(userWith(role));

const day = (n: number) => `2026-01-${String(n).padStart(2, "0")}T10:00:00.000Z`;

const restaurants: Restaurant[] = Array.from({ length: 5 }, (_, index) => ({
  id: `r${index}`,
  name: `Restaurant ${index}`,
  email: `r${index}@example.in`,
  phone: "9876543210",
  address: "MG Road",
  cuisine: `Cuisine ${index}`,
  plan: "foundations",
  isActive: index !== 1,
  menuLanguage: "hi",
  createdAt: day(index + 1),
  updatedAt: day(index + 1),
}));

const demoRequests: DemoRequest[] = Array.from({ length: 6 }, (_, index) => ({
  id: `d${index}`,
  name: `Owner ${index}`,
  email: `owner${index}@example.in`,
  phone: "9876543210",
  restaurantName: `Dhaba ${index}`,
  message: "",
  createdAt: day(index + 1),
}));

/** Puts the platform lists into the signed-in user's local database, as a pull would have. */
async function pulled(role: Role, lists: { restaurants: Restaurant[]; demoRequests: DemoRequest[] }) {
  const { db } = staffData(userWith(role));
  await db.restaurants.bulkPut(lists.restaurants);
  await db.demoRequests.bulkPut(lists.demoRequests);
  const at = new Date().toISOString();
  await db.meta.bulkPut([
    { key: "pulled:restaurants", value: at },
    { key: "pulled:demoRequests", value: at },
  ]);
}

afterEach(async () => {
  await wipeStaffData(userWith("admin").id);
  localStorage.clear();
});

describe("DashboardPage", () => {
  it("shows Loading... and goes to /login when signed out", async () => {
    renderWithRouter(<DashboardPage />);
    expect(await screen.findByText("Navigated to /login")).toBeTruthy();
  });

  it("gives an admin the counts, conversion rate and the five newest of each list", async () => {
    signIn("admin");
    await pulled("admin", { restaurants, demoRequests });
    renderWithRouter(<DashboardPage />);

    await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" });
    const card = (name: string) => within(screen.getByRole("region", { name }));
    expect(await card("Total Restaurants").findByText("5")).toBeTruthy();
    expect(card("Active Restaurants").getByText("4")).toBeTruthy();
    expect(card("Demo Requests").getByText("6")).toBeTruthy();
    expect(card("Conversion Rate").getByText("83%")).toBeTruthy();

    const demos = within(screen.getByRole("region", { name: "Recent Demo Requests" })).getAllByRole("listitem");
    expect(demos).toHaveLength(5);
    expect(demos[0]?.textContent).toContain("Owner 5");
    expect(demos[0]?.textContent).toContain("Dhaba 5");
    expect(demos[0]?.textContent).toContain("New");

    const recent = within(screen.getByRole("region", { name: "Recent Restaurants" })).getAllByRole("listitem");
    expect(recent.map((item) => item.textContent?.includes("Inactive"))).toEqual([false, false, false, true, false]);

    const actions = within(screen.getByRole("region", { name: "Quick Actions" }));
    expect(actions.getByRole("link", { name: "View All Restaurants" }).getAttribute("href")).toBe("/restaurants");
    expect(actions.getByRole("link", { name: "View All Demo Requests" }).getAttribute("href")).toBe("/demo-requests");
    expect(actions.getByRole("link", { name: "System Settings" }).getAttribute("href")).toBe("/restaurant-settings");
    expect(actions.getByRole("button", { name: "Export Data" })).toBeTruthy();
  });

  it("gives an admin who is not the platform's operator their own restaurant today by name, a setup checklist, no platform figures", async () => {
    const admin = { ...userWith("admin"), isOperator: false };
    setSessionUser(admin);
    localStorage.setItem(`rasoi:restaurant-name:${admin.restaurantId}`, "Spice Garden");
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12).toISOString();
    const naan = { id: "naan", name: "Butter Naan", price: 60, quantity: 3 };
    const dal = { id: "dal", name: "Dal Makhani", price: 240, quantity: 1 };
    await pulledRows(admin, "orders", [
      orderRow("o1", { orderTime: now.toISOString(), items: [naan, dal], totalAmount: 420, status: "preparing" }),
      orderRow("o2", { orderTime: now.toISOString(), items: [dal], totalAmount: 240, status: "completed" }),
      orderRow("o3", { orderTime: yesterday, items: [{ ...naan, quantity: 9 }], totalAmount: 540, status: "served" }),
    ]);
    // Sales are the bills made today (the same figure as Reports), not the orders' totals.
    const billOf = (id: string, createdAt: string, subtotalPaise: number): Bill => ({
      id,
      number: `2026-27/00000${id}`,
      restaurantId: admin.restaurantId,
      tableId: null,
      tableNumber: "4",
      createdAt,
      orderIds: [],
      lines: [],
      subtotalPaise,
      cgstPaise: subtotalPaise / 40,
      sgstPaise: subtotalPaise / 40,
      roundOffPaise: 0,
      totalPaise: subtotalPaise * 1.05,
      paidPaise: 0,
      status: "unpaid",
      upiLink: null,
      ...UNCHANGED_BILL,
    });
    await pulledRows(admin, "bills", [
      billOf("1", now.toISOString(), 40_000),
      billOf("2", yesterday, 90_000),
      billOf("3", now.toISOString(), 20_000),
    ]);
    await pulledRows(admin, "customers", [customerRow("c1"), customerRow("c2", { phone: "9876500000", email: "b@example.in" })]);
    await pulledRows(admin, "menuItems", [menuItemRow("m1")]);
    await pulledRows(admin, "restaurantTables", []);
    // No bill settings saved yet: the business day ends at the default hour.
    await pulledRows(admin, "restaurantSettings", []);
    renderWithRouter(<DashboardPage />);

    await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" });
    // The restaurant's name, as this device last heard it from a table's QR answer.
    expect(screen.getByText("Spice Garden today: orders, revenue and what sells.")).toBeTruthy();
    const card = (name: string) => within(screen.getByRole("region", { name }));
    expect(await card("Today's Orders").findByText("2")).toBeTruthy();
    expect(card("Today's Net Sales").getByText("₹600.00")).toBeTruthy();
    expect(card("Open Orders").getByText("2")).toBeTruthy();
    expect(card("Customers").getByText("2")).toBeTruthy();
    const sellers = card("Best Sellers Today").getAllByRole("listitem");
    expect(sellers.map((item) => item.textContent)).toEqual(["Butter Naan3 sold", "Dal Makhani2 sold"]);

    const steps = (await screen.findByRole("region", { name: "Set up your restaurant" })).querySelectorAll("li");
    expect([...steps].map((step) => step.textContent)).toEqual(["Add menu itemsDone", "Add tablesTo do", "Print QR codesTo do"]);
    expect(screen.queryByRole("region", { name: "Total Restaurants" })).toBeNull();
    // Only what works for their own restaurant: the two platform lists are the operator's.
    const actions = within(screen.getByRole("region", { name: "Quick Actions" }));
    expect(actions.getAllByRole("link").map((link) => link.textContent)).toEqual(["System Settings"]);
    expect(actions.getByRole("button", { name: "Export Data" })).toBeTruthy();
    expect(screen.queryByText("View All Restaurants")).toBeNull();
    expect(screen.queryByText("View All Demo Requests")).toBeNull();
  });

  it("counts today by the restaurant's own business day: with the day ending at 6 am, 4:30 am is still yesterday", async () => {
    const admin = { ...userWith("admin"), isOperator: false };
    setSessionUser(admin);
    // 07:30 IST on 27 November; the orders came at 04:30 IST (the day before, by this restaurant's clock) and 07:00 IST.
    const now = new Date("2026-11-27T02:00:00.000Z");
    const naan = { id: "naan", name: "Butter Naan", price: 60, quantity: 1 };
    await pulledRows(admin, "orders", [
      orderRow("late", { orderTime: "2026-11-26T23:00:00.000Z", items: [naan], totalAmount: 60 }),
      orderRow("early", { orderTime: "2026-11-27T01:30:00.000Z", items: [naan], totalAmount: 60 }),
    ]);
    await pulledRows(admin, "bills", []);
    await pulledRows(admin, "customers", []);
    await pulledRows(admin, "restaurantSettings", [settingsRow(admin.restaurantId, { dayEndsAt: "06:00" })]);
    renderWithRouter(<RestaurantOverview restaurantId={admin.restaurantId} now={now} />);
    const card = (name: string) => within(screen.getByRole("region", { name }));
    await screen.findByRole("region", { name: "Today's Orders" });
    expect(await card("Today's Orders").findByText("1")).toBeTruthy();
    expect(card("Best Sellers Today").getByText("1 sold")).toBeTruthy();
  });

  it.each<[Role, string, string[]]>([
    ["waiter", "Waiter Panel", ["Order Management", "Table Status", "Customer Service"]],
    ["chef", "Chef Panel", ["Kitchen Orders", "Inventory", "Menu Planning"]],
  ])("gives a %s the Coming Soon panel", async (role, title, features) => {
    signIn(role);
    renderWithRouter(<DashboardPage />);

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText("Coming Soon")).toBeTruthy();
    for (const feature of features) expect(screen.getByText(feature)).toBeTruthy();
  });
});
