import "fake-indexeddb/auto";
import { act, screen, waitFor, within } from "@testing-library/react";
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
      orderRow(id(1), {
        status: "pending",
        orderTime: minutesAgo(2),
        table: { tableNumber: "3" },
        // A right-to-left override would show "stun on" as "no nuts": the ticket shows what was typed, isolated.
        specialInstructions: "\u202estun on",
        takenBy: "ravi",
      }),
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
    const note = within(table3).getByText("stun on");
    expect(note.tagName).toBe("BDI");
    expect(note.parentElement?.textContent).toBe("Note: stun on");
    const takenBy = within(table3).getByText("ravi");
    expect(takenBy.tagName).toBe("BDI");
    expect(takenBy.parentElement?.textContent).toBe("Taken by ravi");
    expect(within(fresh.getByRole("listitem", { name: "Table 7" })).queryByText(/Taken by/)).toBeNull();
    expect(within(table3).getByText("Chai").parentElement?.textContent).toBe("2 x Chai");
    expect(fresh.getByRole("listitem", { name: "Table 7" }).getAttribute("data-age")).toBe("late");
    expect((await column("Preparing")).getByRole("listitem", { name: "Table 9" }).getAttribute("data-age")).toBe("overdue");
    expect((await column("Confirmed")).getByText("Nothing here")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Served" })).toBeNull();
    expect(document.title).toBe("(2) Rasoi");
  });

  it("shows each line with its options in English, the spice level standing out", async () => {
    const option = (groupName: string, choiceName: string, kind: "single" | "multiple" = "single", priceDelta = 0) => ({
      groupId: groupName,
      choiceId: choiceName,
      groupName,
      choiceName,
      priceDelta,
      kind,
    });
    const biryani = { id: "b", name: "Chicken Biryani", quantity: 1 };
    await pulled(chef, "orders", [
      orderRow(id(1), {
        status: "pending",
        orderTime: minutesAgo(2),
        table: { tableNumber: "5" },
        items: [
          {
            ...biryani,
            price: 350,
            options: [option("Portion", "Full", "single", 140), option("Spice Level", "Spicy"), option("Add-ons", "Raita", "multiple", 30)],
          },
          { ...biryani, price: 180, options: [option("Portion", "Half")] },
        ],
      }),
    ]);
    renderWithRouter(<KitchenBoard now={now} />);
    const ticket = await screen.findByRole("listitem", { name: "Table 5" });
    const lines = within(ticket)
      .getAllByRole("listitem")
      // The dish as written; its Ready button sits beside it.
      .map((line) => line.firstElementChild?.textContent);
    expect(lines).toEqual(["1 x Chicken Biryani · Full · Spicy · + Raita", "1 x Chicken Biryani · Half"]);
    const spice = within(ticket).getByText("Spicy");
    expect(spice.tagName).toBe("STRONG");
    expect(spice.getAttribute("title")).toBe("Spice Level");
    expect(within(ticket).getByText("Full", { exact: false }).tagName).not.toBe("STRONG");
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

  it("puts a cooking order at the pass with Mark Ready, a time on the order that leaves it Preparing, and takes it back", async () => {
    await pulled(chef, "orders", [orderRow(id(1), { status: "preparing", orderTime: minutesAgo(12), table: { tableNumber: "4" } })]);
    renderWithRouter(<KitchenBoard now={now} />);
    const ticket = await screen.findByRole("listitem", { name: "Table 4" });
    expect(within(ticket).queryByText("Ready at the pass")).toBeNull();

    await userEvent.click(within(ticket).getByRole("button", { name: "Mark Ready" }));
    expect(await within(ticket).findByText("Ready at the pass")).toBeTruthy();
    expect(within(ticket).getByRole("button", { name: "Mark as Served" })).toBeTruthy();
    const [entry] = await staffData(chef).db.outbox.toArray();
    expect(entry).toMatchObject({ name: "markOrderReady", args: { orderId: id(1), ready: true } });
    expect((await staffData(chef).db.orders.get(id(1)))?.readyAt).toEqual(expect.any(String));

    // One tap is one step: the board's buttons rest a moment after a tap (useTapGuard).
    const notReady = await within(ticket).findByRole("button", { name: "Not Ready" });
    await waitFor(() => expect(notReady).toHaveProperty("disabled", false));
    await userEvent.click(notReady);
    await within(ticket).findByRole("button", { name: "Mark Ready" });
    expect((await staffData(chef).db.orders.get(id(1)))?.readyAt).toBeNull();
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

  it("asks for one tap to start service, which turns sound on; without sound leaves it off", async () => {
    await pulled(chef, "orders", []);
    const { unmount } = renderWithRouter(<KitchenBoard now={now} />);
    const ask = within(await screen.findByRole("dialog", { name: "Ready for service?" }));
    await userEvent.click(ask.getByRole("button", { name: "Start service" }));
    expect(screen.queryByRole("dialog", { name: "Ready for service?" })).toBeNull();
    expect(screen.getByRole("button", { name: "Sound on" }).getAttribute("aria-pressed")).toBe("true");
    unmount();

    renderWithRouter(<KitchenBoard now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "Start without sound" }));
    expect(screen.getByRole("button", { name: "Turn sound on" })).toBeTruthy();
  });

  it("marks a parcel PARCEL or DELIVERY with its token in large type, never a table; a row kept from before channels is a table's", async () => {
    const parcel = { tableId: null, table: null, status: "pending" as const };
    await pulled(chef, "orders", [
      orderRow(id(1), { ...parcel, channel: "delivery", token: 27, orderTime: minutesAgo(1) }),
      orderRow(id(2), { ...parcel, channel: "pickup", token: 28, orderTime: minutesAgo(2) }),
      orderRow(id(3), { status: "pending", orderTime: minutesAgo(3), table: { tableNumber: "6" } }),
    ]);
    renderWithRouter(<KitchenBoard now={now} />);

    const delivery = await screen.findByRole("listitem", { name: "DELIVERY · Token 27" });
    expect(within(delivery).getByRole("heading", { level: 3 }).textContent).toBe("DELIVERY Token 27");
    expect(within(delivery).getByText("Token 27").className).not.toBe("");
    expect(within(delivery).queryByText(/Table/)).toBeNull();
    expect(within(delivery).getByText("Online order")).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "PARCEL · Token 28" })).getByRole("heading", { level: 3 }).textContent).toBe(
      "PARCEL Token 28",
    );
    expect(screen.getByRole("listitem", { name: "Table 6" })).toBeTruthy();
  });

  it("names the table of a new order that lands out of sight, and scrolls to it when tapped", async () => {
    await pulled(chef, "orders", [orderRow(id(1), { status: "pending", orderTime: minutesAgo(5) })]);
    renderWithRouter(<KitchenBoard now={now} />);
    await screen.findByRole("listitem", { name: "Table 4" });
    await userEvent.click(screen.getByRole("button", { name: "Start without sound" }));
    // Below the fold: jsdom lays nothing out, so the new ticket says where it is, as a tall board would.
    const below = vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, window.innerHeight + 400, 300, 200));
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");

    await act(() =>
      pulled(chef, "orders", [orderRow(id(2), { status: "pending", orderTime: minutesAgo(0), table: { tableNumber: "8" } })]),
    );
    await userEvent.click(await screen.findByRole("button", { name: "New order: Table 8 · Show" }));
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole("listitem", { name: "Table 8" }));
    expect(screen.queryByRole("button", { name: /New order/ })).toBeNull();
    below.mockRestore();
    scrolled.mockRestore();
  });

  it("names every table whose order landed out of sight, and shows them one tap at a time, oldest first", async () => {
    await pulled(chef, "orders", [orderRow(id(1), { status: "pending", orderTime: minutesAgo(5) })]);
    renderWithRouter(<KitchenBoard now={now} />);
    await screen.findByRole("listitem", { name: "Table 4" });
    await userEvent.click(screen.getByRole("button", { name: "Start without sound" }));
    const below = vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, window.innerHeight + 400, 300, 200));
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");

    await act(() =>
      pulled(chef, "orders", [orderRow(id(4), { status: "pending", orderTime: minutesAgo(1), table: { tableNumber: "8" } })]),
    );
    await screen.findByRole("button", { name: "New order: Table 8 · Show" });
    await act(() =>
      pulled(chef, "orders", [
        orderRow(id(5), { status: "pending", orderTime: minutesAgo(0), table: { tableNumber: "3" } }),
        orderRow(id(6), { status: "pending", orderTime: minutesAgo(0), table: { tableNumber: "8" } }),
      ]),
    );
    await userEvent.click(await screen.findByRole("button", { name: "New orders: Tables 8, 3 · Show" }));
    expect(scrolled.mock.contexts[0]).toBe(
      screen.getAllByRole("listitem", { name: "Table 8" }).find((ticket) => ticket.dataset.orderId === id(4)),
    );
    await userEvent.click(await screen.findByRole("button", { name: "New orders: Tables 3, 8 · Show" }));
    await userEvent.click(await screen.findByRole("button", { name: "New order: Table 8 · Show" }));
    expect(screen.queryByRole("button", { name: /New order/ })).toBeNull();
    below.mockRestore();
    scrolled.mockRestore();
  });

  it("shows no banner for a new order in view", async () => {
    await pulled(chef, "orders", []);
    renderWithRouter(<KitchenBoard now={now} />);
    await screen.findByRole("dialog", { name: "Ready for service?" });
    await act(() =>
      pulled(chef, "orders", [orderRow(id(3), { status: "pending", orderTime: minutesAgo(0), table: { tableNumber: "2" } })]),
    );
    expect(await screen.findByRole("listitem", { name: "Table 2" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /New order/ })).toBeNull();
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
