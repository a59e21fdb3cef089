import { UNCHANGED_BILL } from "../../../shared/schemas/bills";
import "fake-indexeddb/auto";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { reservedLabel } from "../../../shared/booking-hold";
import type { Reservation } from "../../../shared/schemas/waitlist";
import type { ServiceRequest } from "../../../shared/service-requests";
import { staffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { renderWithRouter } from "../../test/renderWithRouter";
import { menuItemRow, pulled, serviceRequestRow, signedInEachTest, staffUser, tableRow } from "../../test/staffSession";
import { FloorBoard } from "./FloorBoard";

const waiter = staffUser("waiter");
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const table = (n: number) => `5e2b7c1a-9d3f-4a6b-8c2e-00000000000${n}`;
const dish = (n: number) => `7d1c2b3a-4e5f-4a6b-8c7d-00000000000${n}`;

const call = (n: number, fields: Partial<ServiceRequest>) => serviceRequestRow(id(n), { tableId: table(1), ...fields });

signedInEachTest(waiter);

async function floor() {
  await pulled(
    waiter,
    "restaurantTables",
    [1, 2, 3, 4, 5].map((n) => tableRow(table(n), { tableNumber: String(n) })),
  );
  await pulled(waiter, "orders", [
    orderRow(id(1), { status: "preparing", tableId: table(1), table: { tableNumber: "1" }, specialInstructions: "No onion" }),
    orderRow(id(2), { status: "pending", tableId: table(2), table: { tableNumber: "2" }, takenBy: "waiter" }),
    orderRow(id(3), { status: "served", tableId: table(3), table: { tableNumber: "3" } }),
    orderRow(id(4), { status: "completed", tableId: table(4), table: { tableNumber: "4" } }),
    orderRow(id(5), { status: "served", tableId: table(5), table: { tableNumber: "5" } }),
  ]);
  await pulled(waiter, "serviceRequests", [
    call(6, { tableId: table(4), tableNumber: "4" }),
    call(7, { tableId: table(5), tableNumber: "5", kind: "bill" }),
  ]);
  await pulled(waiter, "menuItems", [
    menuItemRow(dish(1), { name: "Paneer Tikka", price: 280, category: "Appetizers" }),
    menuItemRow(dish(2), { name: "Garlic Naan", price: 70, category: "Breads" }),
    menuItemRow(dish(3), { name: "Palak Paneer", price: 300, category: "Curries", isAvailable: false }),
  ]);
  renderWithRouter(<FloorBoard />);
  return within(await screen.findByRole("list", { name: "Tables" }));
}

describe("FloorBoard", () => {
  it("says food is ready at the pass on the table and at the top of the orders to serve, and buzzes when the kitchen marks it", async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
    const tables = await floor();
    await tables.findByRole("button", { name: /^Table 1: Preparing · \d+ min$/ });
    expect(vibrate).not.toHaveBeenCalled();

    await act(() =>
      pulled(waiter, "orders", [
        orderRow(id(1), { status: "preparing", tableId: table(1), table: { tableNumber: "1" }, readyAt: new Date().toISOString() }),
      ]),
    );
    const tile = await tables.findByRole("button", { name: /^Table 1: Preparing · \d+ min, ready at the pass$/ });
    expect(within(tile).getByText("Ready at the pass")).toBeTruthy();
    expect(vibrate).toHaveBeenCalledTimes(1);
    const toServe = within(screen.getByRole("list", { name: "Ready to serve" })).getAllByRole("listitem");
    expect(within(toServe[0] as HTMLElement).getByText("Ready at the pass")).toBeTruthy();
    expect(within(toServe[0] as HTMLElement).getByRole("button", { name: "Mark Served" })).toBeTruthy();
  });

  it("shows only the party now at a table: the last party's paid bill leaves it Free, and Clear Table ends a visit through the outbox", async () => {
    const tables = await floor();
    await tables.findByRole("button", { name: /^Table 3: All served/ });
    const paidAt = new Date(Date.now() - 60_000).toISOString();
    const paidBill = {
      id: id(8),
      number: "2026-27/000008",
      restaurantId: waiter.restaurantId,
      tableId: table(2),
      tableNumber: "2",
      createdAt: paidAt,
      orderIds: [],
      lines: [],
      subtotalPaise: 10_000,
      cgstPaise: 250,
      sgstPaise: 250,
      roundOffPaise: 0,
      totalPaise: 10_500,
      paidPaise: 10_500,
      status: "paid" as const,
      upiLink: null,
      ...UNCHANGED_BILL,
    };
    // Table 5's last party paid and left: its visit began again after the bill. Table 2 still has a pending order.
    await act(async () => {
      await pulled(waiter, "bills", [paidBill, { ...paidBill, id: id(9), tableId: table(5), tableNumber: "5" }]);
      await staffData(waiter).db.serviceRequests.clear();
      await staffData(waiter).db.restaurantTables.update(table(5), { visitStartedAt: new Date().toISOString() });
      await staffData(waiter).db.orders.delete(id(5));
    });
    await tables.findByRole("button", { name: "Table 5: Free" });
    // A paid bill of this visit with food still coming: the food speaks.
    expect(tables.getByRole("button", { name: /^Table 2:/ }).getAttribute("aria-label")).toMatch(/^Table 2: Ordered/);

    await userEvent.click(tables.getByRole("button", { name: /^Table 3:/ }));
    await userEvent.click(within(screen.getByRole("region", { name: "Table 3" })).getByRole("button", { name: "Clear Table" }));
    await tables.findByRole("button", { name: "Table 3: Free" });
    expect(await staffData(waiter).db.outbox.toArray()).toEqual([
      expect.objectContaining({ name: "clearTable", args: { tableId: table(3) } }),
    ]);
  });

  it("shows every table's state, flashes a calling table, and answers the call through the outbox", async () => {
    const tables = await floor();
    expect((await tables.findByRole("button", { name: /^Table 1:/ })).getAttribute("aria-label")).toMatch(/^Table 1: Preparing · \d+ min$/);
    expect(tables.getByRole("button", { name: /^Table 2:/ }).getAttribute("aria-label")).toMatch(/^Table 2: Ordered · \d+ min$/);
    expect(tables.getByRole("button", { name: /^Table 3:/ }).getAttribute("aria-label")).toMatch(/^Table 3: All served · \d+ min$/);
    // The calls are a query of their own: wait for the table that is calling, not only for the board.
    expect((await tables.findByRole("button", { name: /^Table 4:.*calling/ })).getAttribute("aria-label")).toBe("Table 4: Free, calling");
    expect(tables.getByRole("button", { name: /^Table 5:/ }).getAttribute("aria-label")).toMatch(/^Table 5: Bill asked · \d+ min$/);

    const calls = within(screen.getByRole("region", { name: "Calls" }));
    const fromFour = calls.getByRole("listitem", { name: "Call from table 4" });
    expect(calls.getByRole("listitem", { name: "Call from table 5" }).textContent).toContain("Bill asked");
    await userEvent.click(within(fromFour).getByRole("button", { name: "Acknowledge" }));
    await within(fromFour).findByText("On the way");
    await tables.findByRole("button", { name: "Table 4: Free" });
    expect(await staffData(waiter).db.outbox.toArray()).toEqual([
      expect.objectContaining({ name: "answerServiceRequest", args: { id: id(6), status: "acknowledged" } }),
    ]);
  });

  it("brings a tapped table's panel into view, where on a phone it would open below the board", async () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
    const tables = await floor();
    await userEvent.click(await tables.findByRole("button", { name: /^Table 2:/ }));
    const panel = screen.getByRole("region", { name: "Table 2" });
    expect(scrolled.mock.contexts.some((element) => element instanceof Element && element.contains(panel))).toBe(true);
    scrolled.mockRestore();
  });

  // Many taps: a longer timeout leaves room for a busy machine.
  it("opens a table's orders with every line and note, and takes an order on the pad: search, one tap, plus/minus, note, send", async () => {
    const tables = await floor();
    await userEvent.click(await tables.findByRole("button", { name: /^Table 1:/ }));
    const detail = within(screen.getByRole("region", { name: "Table 1" }));
    expect(detail.getByText("Note: No onion")).toBeTruthy();
    expect(detail.getByText("Chai").parentElement?.textContent).toBe("2 x Chai");
    await userEvent.click(detail.getByRole("button", { name: "Add to Order" }));

    const pad = within(await screen.findByRole("region", { name: "Order for Table 1" }));
    await userEvent.type(pad.getByRole("searchbox", { name: "Search dishes" }), "pan");
    expect(pad.queryByRole("button", { name: "Add Garlic Naan" })).toBeNull();
    expect(pad.getByRole("button", { name: "Palak Paneer, unavailable" })).toHaveProperty("disabled", true);
    await userEvent.click(pad.getByRole("button", { name: "Add Paneer Tikka" }));
    await userEvent.click(pad.getByRole("button", { name: "One more Paneer Tikka" }));
    await userEvent.click(pad.getByRole("button", { name: "One more Paneer Tikka" }));
    await userEvent.click(pad.getByRole("button", { name: "One fewer Paneer Tikka" }));
    await userEvent.clear(pad.getByRole("searchbox", { name: "Search dishes" }));
    await userEvent.click(pad.getByRole("button", { name: "Add Garlic Naan" }));
    await userEvent.click(pad.getByRole("textbox", { name: "Note for the kitchen" }));
    await userEvent.paste("Less spicy");
    await userEvent.click(pad.getByRole("button", { name: /^Send to Kitchen \(3\)/ }));

    await screen.findByRole("list", { name: "Tables" });
    const [entry] = await staffData(waiter).db.outbox.toArray();
    expect(entry).toMatchObject({
      name: "placeStaffOrder",
      args: {
        tableId: table(1),
        tableNumber: "1",
        takenBy: "waiter",
        items: [
          { id: dish(1), name: "Paneer Tikka", price: 280, quantity: 2 },
          { id: dish(2), name: "Garlic Naan", price: 70, quantity: 1 },
        ],
        totalAmount: 630,
        specialInstructions: "Less spicy",
      },
    });
    const newOrders = within(screen.getByRole("list", { name: "New orders" }));
    expect((await newOrders.findAllByText("Waiting to sync")).length).toBe(1);
  }, 20_000);

  it("lists what the kitchen is preparing with its note and marks it served locally", async () => {
    await floor();
    const serve = within(screen.getByRole("list", { name: "Ready to serve" }));
    const ticket = await serve.findByRole("listitem", { name: "Order for table 1" });
    expect(within(ticket).getByText("Note: No onion")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "New orders" })).getByText("Taken by waiter")).toBeTruthy();
    await userEvent.click(within(ticket).getByRole("button", { name: "Mark Served" }));
    expect(await screen.findByText("Nothing to serve right now")).toBeTruthy();
    expect(await staffData(waiter).db.outbox.toArray()).toEqual([
      expect.objectContaining({ name: "advanceOrder", args: { orderId: id(1), status: "served" } }),
    ]);
  });

  it("holds a table for a confirmed booking within the hour: Reserved with its time, name and party; a seated or later booking does not", async () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const booking = (n: number, fields: Partial<Reservation>): Reservation => ({
      id: id(n),
      name: "Sharma",
      phone: "9845099999",
      partySize: 4,
      at: inMinutes(30),
      tableId: table(2),
      occasion: null,
      notes: "",
      event: null,
      status: "confirmed",
      seatedTableId: null,
      seatedAt: null,
      depositPaise: 0,
      deposits: [],
      noShows: 0,
      cancelReason: "",
      createdAt: inMinutes(-600),
      updatedAt: inMinutes(-600),
      ...fields,
    });
    const tables = await floor();
    const sharma = booking(1, {});
    await act(() =>
      pulled(waiter, "reservations", [
        sharma,
        booking(2, { tableId: table(4), at: inMinutes(90), name: "Iyer" }),
        booking(3, { tableId: table(5), status: "seated", name: "Rao" }),
      ]),
    );
    const label = reservedLabel(sharma);
    expect(label).toMatch(/^Reserved \d{1,2}:\d\d [ap]m · Sharma \(4\)$/);
    const tile = await tables.findByRole("button", {
      name: new RegExp(`^Table 2: Ordered · \\d+ min, ${label.replace(/[()]/g, "\\$&")}$`),
    });
    expect(within(tile).getByText(label)).toBeTruthy();
    expect(tables.queryByText(/Iyer|Rao/)).toBeNull();
    // Cancelled on another device: the table is no longer held.
    await act(() => pulled(waiter, "reservations", [{ ...sharma, status: "cancelled" }]));
    await tables.findByRole("button", { name: /^Table 2: Ordered · \d+ min$/ });
  });
});
