import "fake-indexeddb/auto";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { orderLinesOf } from "../../../shared/order-lines";
import type { Order, PricedLine } from "../../../shared/schemas/orders";
import type { Station } from "../../../shared/schemas/stations";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, staffUser } from "../../test/staffSession";
import { KitchenBoard } from "./KitchenBoard";
import { TicketItems } from "./TicketItems";

const chef = staffUser("chef");
const now = new Date("2026-11-27T20:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const TANDOOR = "10000000-0000-4000-8000-000000000001";
const CURRY = "10000000-0000-4000-8000-000000000002";

function station(stationId: string, name: string, position: number, prepMinutes = 15): Station {
  return {
    id: stationId,
    restaurantId: DEMO_RESTAURANT_ID,
    name,
    printer: null,
    prepMinutes,
    position,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** An order whose lines go to the stations named, in order. */
function routedOrder(n: number, lines: (PricedLine & { at: string })[], overrides: Partial<Omit<Order, "items">> = {}): Order {
  const order = orderRow(id(n), { status: "preparing", orderTime: minutesAgo(3), table: { tableNumber: String(n) }, ...overrides });
  const byId = new Map(lines.map((line) => [line.id, line.at]));
  return {
    ...order,
    items: orderLinesOf(
      order.id,
      lines.map(({ at: _at, ...line }) => line),
      (line) => byId.get(line.id) ?? null,
    ),
  };
}

const naan = (quantity: number) => ({ id: "naan", name: "Butter Naan", price: 60, quantity, at: TANDOOR });
const dal = (quantity: number) => ({ id: "dal", name: "Dal Makhani", price: 250, quantity, at: CURRY });

beforeEach(async () => {
  setSessionUser(chef);
  await pulled(chef, "stations", [station(TANDOOR, "Tandoor", 1, 6), station(CURRY, "Curry", 2)]);
});
afterEach(async () => {
  await wipeStaffData(chef.id);
  localStorage.clear();
});

const ticketOf = (table: string) => screen.findByRole("listitem", { name: `Table ${table}` });

describe("a station's screen", () => {
  it("shows only the chosen station's lines and tickets, and remembers the choice on this device", async () => {
    await pulled(chef, "orders", [routedOrder(1, [naan(2), dal(1)]), routedOrder(2, [dal(3)])]);
    const first = renderWithRouter(<KitchenBoard now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "Tandoor" }));
    const ticket = await ticketOf("1");
    expect(within(ticket).getByText("Butter Naan")).toBeTruthy();
    expect(within(ticket).queryByText("Dal Makhani")).toBeNull();
    expect(screen.queryByRole("listitem", { name: "Table 2" })).toBeNull();
    first.unmount();

    renderWithRouter(<KitchenBoard now={now} />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Tandoor" }).getAttribute("aria-pressed")).toBe("true"));
    expect(screen.queryByRole("listitem", { name: "Table 2" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "All" }));
    expect(await ticketOf("2")).toBeTruthy();
  });

  it("bumps a line Ready through the outbox, offers Recall for a minute, and the order is Ready once every line is", async () => {
    await pulled(chef, "orders", [routedOrder(1, [naan(2), dal(1)])]);
    // The device's own clock: the bump is stamped with it, so Recall is offered just after.
    renderWithRouter(<KitchenBoard />);
    await userEvent.click(await screen.findByRole("button", { name: "Tandoor" }));
    await userEvent.click(within(await ticketOf("1")).getByRole("button", { name: "Ready: Butter Naan" }));
    const recall = await within(await ticketOf("1")).findByRole("button", { name: "Recall: Butter Naan" });
    expect(within(await ticketOf("1")).queryByText("Ready at the pass")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Curry" }));
    const dalReady = within(await ticketOf("1")).getByRole("button", { name: "Ready: Dal Makhani" });
    // One tap is one step: the station's buttons wake once the screen has settled (useTapGuard).
    await waitFor(() => expect(dalReady.hasAttribute("disabled")).toBe(false));
    await userEvent.click(dalReady);
    expect(await within(await ticketOf("1")).findByText("Ready at the pass")).toBeTruthy();
    const outbox = await staffData(chef).db.outbox.toArray();
    expect(outbox.map((entry) => [entry.name, entry.args])).toEqual([
      ["markLineReady", { orderId: id(1), lineId: `${id(1)}.1`, ready: true }],
      ["markLineReady", { orderId: id(1), lineId: `${id(1)}.2`, ready: true }],
    ]);
    expect(recall).toBeTruthy();
  });

  it("a line bumped more than a minute ago shows Ready, no Recall", async () => {
    const order = routedOrder(1, [naan(2)]);
    const bumped = { ...order, items: order.items.map((line) => ({ ...line, readyAt: minutesAgo(2) })) };
    await pulled(chef, "orders", [bumped]);
    renderWithRouter(<KitchenBoard now={now} />);
    const ticket = await ticketOf("1");
    expect(within(ticket).queryByRole("button", { name: /Recall/ })).toBeNull();
    expect(within(ticket).getAllByText("Ready").length).toBeGreaterThan(0);
  });

  it("counts what is still to make at the station in the all-day bar", async () => {
    await pulled(chef, "orders", [
      routedOrder(1, [naan(4), dal(1)]),
      routedOrder(2, [naan(10)]),
      routedOrder(3, [naan(9)], { status: "served" }),
    ]);
    renderWithRouter(<KitchenBoard now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "Tandoor" }));
    const bar = await screen.findByRole("list", { name: "All day: Tandoor" });
    expect(
      within(bar)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["Butter Naan 14"]);
    await userEvent.click(screen.getByRole("button", { name: "All" }));
    const all = await screen.findByRole("list", { name: "All day: All stations" });
    expect(
      within(all)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["Butter Naan 14", "Dal Makhani 1"]);
  });

  it("colours a ticket's age against the station's prep-time target", async () => {
    await pulled(chef, "orders", [routedOrder(1, [naan(1)], { orderTime: minutesAgo(5) })]);
    renderWithRouter(<KitchenBoard now={now} />);
    expect((await ticketOf("1")).getAttribute("data-age")).toBe("fresh");
    // The tandoor's target is 6 minutes: amber past 4.
    await userEvent.click(await screen.findByRole("button", { name: "Tandoor" }));
    await waitFor(async () => expect((await ticketOf("1")).getAttribute("data-age")).toBe("late"));
  });

  it("says who took the order: the waiter, or QR", async () => {
    await pulled(chef, "orders", [routedOrder(1, [naan(1)], { takenBy: "ravi" }), routedOrder(2, [naan(1)])]);
    renderWithRouter(<KitchenBoard now={now} />);
    expect(within(await ticketOf("1")).getByText("ravi")).toBeTruthy();
    expect(within(await ticketOf("2")).getByText("QR order")).toBeTruthy();
  });
});

describe("TicketItems", () => {
  it("strikes through a voided quantity and a line voided whole, with no Ready for the latter", () => {
    const [partly, wholly] = orderLinesOf(id(1), [
      { id: "naan", name: "Butter Naan", price: 60, quantity: 3 },
      { id: "dal", name: "Dal Makhani", price: 250, quantity: 1 },
    ]).map((line, index) => ({ ...line, voidedQuantity: index === 0 ? 1 : 1 }));
    if (!partly || !wholly) throw new Error("two lines");
    render(<TicketItems items={[partly, wholly]} bumps={{ now, onReady: () => undefined }} />);
    const [first, second] = screen.getAllByRole("listitem");
    expect(first?.firstElementChild?.textContent).toBe("3 2 x Butter Naan (1 void)");
    expect(first?.querySelector("s")?.textContent).toBe("3");
    expect(within(first as HTMLElement).getByRole("button", { name: "Ready: Butter Naan" })).toBeTruthy();
    expect(within(second as HTMLElement).queryByRole("button")).toBeNull();
    expect(second?.firstElementChild?.className).toContain("voided");
  });
});
