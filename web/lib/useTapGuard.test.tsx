import "fake-indexeddb/auto";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setSessionUser } from "../data/session";
import { staffData, wipeStaffData } from "../data/staff";
import { KitchenBoard } from "../features/kitchen/KitchenBoard";
import { OrdersManagementPage } from "../features/orders/OrdersManagementPage";
import { WaiterOrders } from "../features/waiter/WaiterOrders";
import { orderRow } from "../test/fixtures";
import { renderWithRouter } from "../test/renderWithRouter";
import { pulled, staffUser } from "../test/staffSession";
import { tapSettle } from "./useTapGuard";

const id = (n: number) => `00000000-0000-4000-8000-00000000d00${n}`;
const user = staffUser("admin");

afterEach(() => {
  tapSettle.ms = SETTLE_MS;
  return wipeStaffData(user.id);
});

const SETTLE_MS = tapSettle.ms;
/** The screen settles for as long as the test runs: on a busy machine the taps below can lie seconds apart. */
const settleLong = () => {
  tapSettle.ms = 60_000;
};

async function signedInWith(orders: Parameters<typeof orderRow>[]) {
  setSessionUser(user);
  await pulled(
    user,
    "orders",
    orders.map((args) => orderRow(...args)),
  );
}

const advances = async () => (await staffData(user).db.outbox.toArray()).map((entry) => entry.args);

/** A tap that lands on whatever button now has this name, as a second thumb-tap on a relabelled button would. */
async function tapAgain(name: string) {
  const button = await screen.findByRole("button", { name });
  await userEvent.click(button);
  return button;
}

describe("a second tap on a button that just changed", () => {
  it("is ignored in Orders Management: Confirm Order tapped twice confirms once", async () => {
    await signedInWith([[id(1), { status: "pending" }]]);
    renderWithRouter(<OrdersManagementPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Confirm Order" }));
    const relabelled = await tapAgain("Start Preparing");

    expect(await advances()).toEqual([{ orderId: id(1), status: "confirmed" }]);
    expect((await staffData(user).db.orders.get(id(1)))?.status).toBe("confirmed");
    // Once the person can have seen the new label, the button works again.
    await waitFor(() => expect((relabelled as HTMLButtonElement).disabled).toBe(false), { timeout: 3_000 });
    await userEvent.click(relabelled);
    await waitFor(async () => expect((await staffData(user).db.orders.get(id(1)))?.status).toBe("preparing"));
  });

  it("is ignored on the kitchen screen, whichever ticket's button is now under the thumb", async () => {
    await signedInWith([
      [id(1), { status: "pending", table: { tableNumber: "3" } }],
      [id(2), { status: "pending", table: { tableNumber: "4" } }],
    ]);
    settleLong();
    renderWithRouter(<KitchenBoard now={new Date()} />);
    const [first] = await screen.findAllByRole("button", { name: "Confirm Order" });
    await userEvent.click(first as HTMLElement);
    await tapAgain("Start Preparing");
    const [next] = screen.getAllByRole("button", { name: "Confirm Order" });
    await userEvent.click(next as HTMLElement);

    expect(await advances()).toHaveLength(1);
    expect(await advances()).toEqual([expect.objectContaining({ status: "confirmed" })]);
  });

  it("is ignored on the waiter's panel, where the next order's Mark Served slides into place", async () => {
    await signedInWith([
      [id(1), { status: "preparing", orderTime: "2026-11-22T19:00:00.000Z", table: { tableNumber: "3" } }],
      [id(2), { status: "preparing", orderTime: "2026-11-22T19:05:00.000Z", table: { tableNumber: "4" } }],
    ]);
    settleLong();
    renderWithRouter(<WaiterOrders />);
    const [first] = await screen.findAllByRole("button", { name: "Mark Served" });
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Mark Served" })).toHaveLength(1));
    await tapAgain("Mark Served");

    expect(await advances()).toEqual([{ orderId: id(1), status: "served" }]);
  });
});
