import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, staffUser, tableRow } from "../../test/staffSession";
import { WaiterBoard } from "./WaiterBoard";

const waiter = staffUser("waiter");
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const table = (n: number) => `5e2b7c1a-9d3f-4a6b-8c2e-00000000000${n}`;

beforeEach(() => setSessionUser(waiter));
afterEach(() => wipeStaffData(waiter.id));

describe("WaiterBoard", () => {
  it("lists what the kitchen is preparing, marks it served locally, and shows which tables have open orders", async () => {
    await pulled(waiter, "restaurantTables", [
      tableRow(table(1), { tableNumber: "1" }),
      tableRow(table(2), { tableNumber: "2" }),
      tableRow(table(3), { tableNumber: "3" }),
    ]);
    await pulled(waiter, "orders", [
      orderRow(id(1), { status: "preparing", tableId: table(1), table: { tableNumber: "1" } }),
      orderRow(id(2), { status: "pending", tableId: table(1), table: { tableNumber: "1" } }),
      orderRow(id(3), { status: "served", tableId: table(2), table: { tableNumber: "2" } }),
      orderRow(id(4), { status: "completed", tableId: table(3), table: { tableNumber: "3" } }),
    ]);
    renderWithRouter(<WaiterBoard />);

    const serve = within(await screen.findByRole("region", { name: "Order Management" }));
    const ticket = await serve.findByRole("listitem", { name: "Table 1" });
    expect(serve.getAllByRole("button", { name: "Mark Served" })).toHaveLength(1);

    const status = within(screen.getByRole("region", { name: "Table Status" }));
    expect((await status.findByText(/Table 1/)).textContent).toBe("Table 1 2 open orders");
    expect(status.getByText(/Table 2/).textContent).toBe("Table 2 1 open order");
    expect(status.getByText(/Table 3/).textContent).toBe("Table 3 Free");

    await userEvent.click(within(ticket).getByRole("button", { name: "Mark Served" }));
    expect(await serve.findByText("Nothing to serve right now")).toBeTruthy();
    expect(await staffData(waiter).db.outbox.toArray()).toEqual([
      expect.objectContaining({ name: "advanceOrder", args: { orderId: id(1), status: "served" } }),
    ]);
  });
});
