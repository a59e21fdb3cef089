import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../shared/schemas/auth";
import type { Order } from "../../../shared/schemas/orders";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { renderWithRouter } from "../../test/renderWithRouter";
import { serviceRequestRow } from "../../test/staffSession";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { OrdersManagementPage } from "./OrdersManagementPage";

const admin: SessionUser = {
  id: "0b8f3a2e-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
  username: "admin",
  email: "admin@rasoi.app",
  role: "admin",
  restaurantId: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10",
  isOperator: false,
};

const order = (id: string, overrides: Parameters<typeof orderRow>[1]) =>
  orderRow(id, {
    items: [
      { id: "i1", name: "Paneer Tikka", price: 280, quantity: 2 },
      { id: "i2", name: "Butter Naan", price: 60, quantity: 3 },
    ],
    totalAmount: 740,
    ...overrides,
  });

/** Puts orders into the signed-in user's local database, as a pull would have. */
async function pulled(orders: Order[]) {
  const { db } = staffData(admin);
  await db.orders.bulkPut(orders);
  await db.meta.put({ key: "pulled:orders", value: new Date().toISOString() });
}

beforeEach(() => setSessionUser(admin));
afterEach(() => wipeStaffData(admin.id));

describe("OrdersManagementPage", () => {
  it("shows Loading orders... until the first pull has landed", async () => {
    renderWithRouter(<OrdersManagementPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Orders Management" })).toBeTruthy();
    expect(screen.getByText("Loading orders...")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh Orders" })).toBeTruthy();
  });

  it("says No orders yet when there are none", async () => {
    await pulled([]);
    renderWithRouter(<OrdersManagementPage />);
    expect(await screen.findByText("No orders yet")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "New Order" })).getByText("0")).toBeTruthy();
  });

  it("counts orders per status and lists them newest first with every field", async () => {
    await pulled([
      order("00000000-0000-4000-8000-0000000000a1", { status: "served", orderTime: "2026-03-01T09:00:00.000Z", takenBy: "ravi" }),
      order("00000000-0000-4000-8000-0000000000b2", {
        orderTime: "2026-03-01T13:30:00.000Z",
        specialInstructions: "No onions, please",
        table: null,
        tableId: null,
      }),
      order("00000000-0000-4000-8000-0000000000c3", { status: "completed", orderTime: "2026-03-01T11:00:00.000Z" }),
      order("00000000-0000-4000-8000-0000000000d4", {
        status: "completed",
        orderTime: "2026-03-01T08:00:00.000Z",
        table: null,
        tableId: null,
        channel: "delivery",
        token: 27,
      }),
    ]);
    renderWithRouter(<OrdersManagementPage />);
    await screen.findByRole("heading", { level: 3, name: "Order #000000b2" });
    // A parcel is named by its token, never as a table.
    const parcel = within(screen.getByRole("region", { name: "Order #000000d4" }));
    expect(parcel.getByText("Delivery").nextElementSibling?.textContent).toBe("Token 27");
    expect(parcel.queryByText("Table")).toBeNull();

    const count = (status: string) => within(screen.getByRole("region", { name: status })).getByRole("paragraph").textContent;
    expect(["New Order", "Confirmed", "Preparing", "Served", "Completed"].map(count)).toEqual(["1", "0", "0", "1", "2"]);

    const headings = within(screen.getByRole("region", { name: "Orders" }))
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(["Order #000000b2", "Order #000000c3", "Order #000000a1", "Order #000000d4"]);

    const newest = within(screen.getByRole("region", { name: "Order #000000b2" }));
    expect(newest.getByText("New Order")).toBeTruthy();
    expect(newest.getByText("Unknown")).toBeTruthy();
    expect(newest.getByText("₹740")).toBeTruthy();
    expect(newest.getByText("Asha Rao")).toBeTruthy();
    expect(newest.getByText("9876501234")).toBeTruthy();
    expect(newest.getByText("asha@example.in")).toBeTruthy();
    expect(newest.getByText(/No onions, please/)).toBeTruthy();
    expect(newest.getByText(/^Mar 1, 2026 at /)).toBeTruthy();
    const lines = within(newest.getByRole("list", { name: "Items" }))
      .getAllByRole("listitem")
      .map((line) => line.textContent);
    expect(lines).toEqual(["2 x Paneer Tikka₹280₹560", "3 x Butter Naan₹60₹180"]);
    expect(newest.getByRole("button", { name: "Confirm Order" })).toBeTruthy();

    expect(within(screen.getByRole("region", { name: "Order #000000a1" })).getByRole("button", { name: "Complete Order" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Order #000000a1" })).getByText("ravi")).toBeTruthy();
    expect(newest.queryByText("Taken by")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Order #000000c3" })).queryByRole("button")).toBeNull();
  });

  it("advances an order here at once, marks it waiting to sync and says Order Updated", async () => {
    const user = userEvent.setup();
    const id = "00000000-0000-4000-8000-0000000000d4";
    await pulled([order(id, { status: "confirmed" })]);
    renderWithRouter(
      <>
        <OrdersManagementPage />
        <ToastOutlet />
      </>,
    );
    const card = within(await screen.findByRole("region", { name: "Order #000000d4" }));

    await user.click(card.getByRole("button", { name: "Start Preparing" }));

    expect(await card.findByRole("button", { name: "Mark as Served" })).toBeTruthy();
    expect(card.getByText("Preparing")).toBeTruthy();
    expect(card.getByText("Waiting to sync")).toBeTruthy();
    expect((await screen.findAllByText("Order Updated")).length).toBeGreaterThan(0);
    const { db } = staffData(admin);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ name: "advanceOrder", args: { orderId: id, status: "preparing" } }),
    ]);
  });

  it("shows diners' open calls and acknowledges one through the outbox", async () => {
    await pulled([]);
    const { db } = staffData(admin);
    await db.serviceRequests.put(serviceRequestRow("00000000-0000-4000-8000-0000000000d4", { tableNumber: "6" }));
    await db.meta.put({ key: "pulled:serviceRequests", value: new Date().toISOString() });
    renderWithRouter(<OrdersManagementPage />);
    const call = within(await screen.findByRole("listitem", { name: "Call from table 6" }));
    expect(call.getByText("Table 6: Waiter called")).toBeTruthy();
    await userEvent.click(call.getByRole("button", { name: "Acknowledge" }));
    await call.findByText("On the way");
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        name: "answerServiceRequest",
        args: { id: "00000000-0000-4000-8000-0000000000d4", status: "acknowledged" },
      }),
    ]);
  });

  it("shows each line with its options and its unit price with them, in English", async () => {
    const id = "00000000-0000-4000-8000-0000000000e5";
    const full = {
      groupId: "portion",
      choiceId: "full",
      groupName: "Portion",
      choiceName: "Full",
      priceDelta: 140,
      kind: "single" as const,
    };
    const raita = {
      groupId: "addons",
      choiceId: "raita",
      groupName: "Add-ons",
      choiceName: "Raita",
      priceDelta: 30,
      kind: "multiple" as const,
    };
    await pulled([
      order(id, { items: [{ id: "b", name: "Chicken Biryani", price: 350, quantity: 2, options: [full, raita] }], totalAmount: 700 }),
    ]);
    renderWithRouter(<OrdersManagementPage />);
    const card = within(await screen.findByRole("region", { name: "Order #000000e5" }));
    const [line] = within(card.getByRole("list", { name: "Items" })).getAllByRole("listitem");
    expect(line?.textContent).toBe("2 x Chicken Biryani · Full · + Raita₹350₹700");
  });
});
