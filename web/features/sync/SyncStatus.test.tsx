import "fake-indexeddb/auto";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../shared/schemas/auth";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { tableRow } from "../../test/staffSession";
import { SyncIndicator } from "./SyncStatus";

const waiter: SessionUser = {
  id: "3a1f0c2e-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
  username: "waiter",
  email: "waiter@rasoi.app",
  role: "waiter",
  restaurantId: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10",
  isOperator: false,
};
const ORDER = "00000000-0000-4000-8000-0000000000e5";
const TABLE = "00000000-0000-4000-8000-0000000000a3";

/** Table 3 (the local copy, the server's again) whose rename to 5 was refused with `status`; opens the panel. */
async function openRefusedRename(status: number, message: string) {
  const user = userEvent.setup();
  const { db } = staffData(waiter);
  await db.restaurantTables.put(tableRow(TABLE, { tableNumber: "3" }));
  await db.rejections.put({
    id: "r1",
    seq: 1,
    name: "updateTable",
    args: { id: TABLE, tableNumber: "5", capacity: 4, location: null },
    createdAt: "2026-03-01T13:05:00.000Z",
    store: "restaurantTables",
    rowId: TABLE,
    status,
    message,
    rejectedAt: "2026-03-01T13:06:00.000Z",
  });
  render(<SyncIndicator />);
  await user.click(await screen.findByRole("button", { name: "1 change not accepted" }));
  return { user, db, dialog: within(await screen.findByRole("dialog", { name: "Changes not accepted" })) };
}

beforeEach(() => setSessionUser(waiter));
afterEach(() => wipeStaffData(waiter.id));

async function waiting(count: number) {
  const { mutate, db } = staffData(waiter);
  await db.orders.put(orderRow(ORDER));
  const steps = ["confirmed", "preparing", "served"] as const;
  for (const status of steps.slice(0, count)) await mutate.advanceOrder({ orderId: ORDER, status });
}

describe("SyncIndicator", () => {
  it("shows Online and how many changes wait", async () => {
    await waiting(2);
    render(<SyncIndicator />);
    expect((await screen.findByRole("status")).textContent).toBe("Online· 2 changes waiting to sync");
  });

  it("shows Offline once the replayer could not reach the server", async () => {
    await waiting(1);
    await staffData(waiter).db.meta.put({ key: "connection", value: "offline" });
    render(<SyncIndicator />);
    expect((await screen.findByRole("status")).textContent).toBe("Offline· 1 change waiting to sync");
  });

  it("lists refused changes; Retry queues one again and Discard drops one", async () => {
    const user = userEvent.setup();
    const { db } = staffData(waiter);
    await waiting(0);
    const refused = (id: string, seq: number, status: "confirmed" | "preparing") => ({
      id,
      seq,
      name: "advanceOrder" as const,
      args: { orderId: ORDER, status },
      createdAt: "2026-03-01T13:05:00.000Z",
      store: "orders" as const,
      rowId: ORDER,
      status: 409,
      message: "An order moves one step at a time",
      rejectedAt: "2026-03-01T13:06:00.000Z",
    });
    await db.rejections.bulkPut([refused("r1", 1, "confirmed"), refused("r2", 2, "preparing")]);
    render(<SyncIndicator />);

    await user.click(await screen.findByRole("button", { name: "2 changes not accepted" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Changes not accepted" }));
    // In the restaurant's words, from the local copy (the server's again): the order is still New Order.
    expect(dialog.getAllByText(/: it is at New Order now, and an order moves one step at a time$/)).toHaveLength(2);
    expect(dialog.getByText("The order for table 4 could not move to Preparing")).toBeTruthy();

    await user.click(dialog.getByRole("button", { name: "Discard: The order for table 4 could not move to Preparing" }));
    await user.click(dialog.getByRole("button", { name: "Retry: The order for table 4 could not move to Confirmed" }));

    expect(await screen.findByText("· 1 change waiting to sync")).toBeTruthy();
    expect(await db.rejections.count()).toBe(0);
    expect((await db.orders.get(ORDER))?.status).toBe("confirmed");
  });

  it("offers no Retry for a table number that is taken, says what to do instead, and keeps Discard", async () => {
    const { user, db, dialog } = await openRefusedRename(409, "Table 5 already exists");
    const item = within(dialog.getByRole("listitem"));
    expect(item.getByText("Table 3 could not be renamed").parentElement?.textContent).toBe(
      "Table 3 could not be renamed: table 5 already exists",
    );
    expect(item.getByText("Choose another number in Table Management.")).toBeTruthy();
    expect(item.queryByRole("button", { name: /^Retry/ })).toBeNull();

    await user.click(item.getByRole("button", { name: "Discard: Table 3 could not be renamed" }));
    expect(await db.rejections.count()).toBe(0);
  });

  it("offers Retry for a refusal that may pass (503), which queues the change again", async () => {
    const { user, db, dialog } = await openRefusedRename(503, "The server cannot save anything right now. Please try again in a moment.");
    expect(dialog.getByRole("button", { name: "Discard: Table 3 could not be renamed" })).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Retry: Table 3 could not be renamed" }));

    expect(await screen.findByText("· 1 change waiting to sync")).toBeTruthy();
    expect((await db.restaurantTables.get(TABLE))?.tableNumber).toBe("5");
  });
});
