import "fake-indexeddb/auto";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, staffUser } from "../../test/staffSession";
import { KitchenBoard } from "./KitchenBoard";

const chef = staffUser("chef");
const now = new Date("2026-11-22T20:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

beforeEach(() => {
  setSessionUser(chef);
  document.title = "Rasoi";
});
afterEach(async () => {
  await wipeStaffData(chef.id);
  localStorage.clear();
});

describe("KitchenBoard", () => {
  it("puts tickets in their columns, oldest first, with their age, dishes and notes; served and completed stay off", async () => {
    await pulled(chef, "orders", [
      orderRow(id(1), { status: "pending", orderTime: minutesAgo(2), table: { tableNumber: "3" }, specialInstructions: "No onion" }),
      orderRow(id(2), { status: "pending", orderTime: minutesAgo(15), table: { tableNumber: "7" } }),
      orderRow(id(3), { status: "preparing", orderTime: minutesAgo(25), table: { tableNumber: "9" } }),
      orderRow(id(4), { status: "served", orderTime: minutesAgo(30) }),
      orderRow(id(5), { status: "completed", orderTime: minutesAgo(40) }),
    ]);
    renderWithRouter(<KitchenBoard now={now} />);

    const column = async (name: string) => within(await screen.findByRole("region", { name }));
    const fresh = await column("New Order");
    expect(fresh.getAllByRole("listitem", { name: /^Table/ }).map((ticket) => ticket.getAttribute("aria-label"))).toEqual([
      "Table 7",
      "Table 3",
    ]);
    const table3 = fresh.getByRole("listitem", { name: "Table 3" });
    expect(table3.getAttribute("data-age")).toBe("fresh");
    expect(within(table3).getByText("2 min")).toBeTruthy();
    expect(within(table3).getByText("Note: No onion")).toBeTruthy();
    expect(within(table3).getByText("2 x Chai")).toBeTruthy();
    expect(fresh.getByRole("listitem", { name: "Table 7" }).getAttribute("data-age")).toBe("late");
    expect((await column("Preparing")).getByRole("listitem", { name: "Table 9" }).getAttribute("data-age")).toBe("overdue");
    expect((await column("Confirmed")).getByText("Nothing here")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Served" })).toBeNull();
    expect(document.title).toBe("(2) Rasoi");
  });

  it("moves a ticket on with one tap through the local data, waiting to sync", async () => {
    await pulled(chef, "orders", [orderRow(id(1), { status: "confirmed", orderTime: minutesAgo(5), table: { tableNumber: "4" } })]);
    renderWithRouter(<KitchenBoard now={now} />);
    const ticket = await screen.findByRole("listitem", { name: "Table 4" });

    await userEvent.click(within(ticket).getByRole("button", { name: "Start Preparing" }));

    const moved = await within(screen.getByRole("region", { name: "Preparing" })).findByRole("listitem", { name: "Table 4" });
    expect(await within(moved).findByText(/Waiting to sync/i)).toBeTruthy();
    expect(await staffData(chef).db.outbox.toArray()).toEqual([
      expect.objectContaining({ name: "advanceOrder", args: { orderId: id(1), status: "preparing" } }),
    ]);
  });

  it("buzzes for an order that arrives while open, not for those there at load, and counts it in the title", async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
    await pulled(chef, "orders", [orderRow(id(1), { status: "pending", orderTime: minutesAgo(5) })]);
    renderWithRouter(<KitchenBoard now={now} />);
    await screen.findByRole("listitem", { name: "Table 4" });
    expect(vibrate).not.toHaveBeenCalled();

    await act(() =>
      pulled(chef, "orders", [orderRow(id(2), { status: "pending", orderTime: minutesAgo(0), table: { tableNumber: "8" } })]),
    );

    expect(await screen.findByRole("listitem", { name: "Table 8" })).toBeTruthy();
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(document.title).toBe("(2) Rasoi");
  });

  it("remembers that the chef turned sound on", async () => {
    await pulled(chef, "orders", []);
    const { unmount } = renderWithRouter(<KitchenBoard now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "Turn sound on" }));
    expect(screen.getByRole("button", { name: "Sound on" }).getAttribute("aria-pressed")).toBe("true");
    unmount();

    renderWithRouter(<KitchenBoard now={now} />);
    expect(await screen.findByRole("button", { name: "Sound on" })).toBeTruthy();
  });
});
