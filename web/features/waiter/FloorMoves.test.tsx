import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { staffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, signedInEachTest, staffUser, tableRow } from "../../test/staffSession";
import { FloorBoard } from "./FloorBoard";

const waiter = staffUser("waiter");
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const table = (n: number) => `5e2b7c1a-9d3f-4a6b-8c2e-00000000000${n}`;

signedInEachTest(waiter);

async function floorWithParty() {
  await pulled(
    waiter,
    "restaurantTables",
    [2, 5].map((n) => tableRow(table(n), { tableNumber: String(n) })),
  );
  await pulled(waiter, "orders", [
    orderRow(id(1), { status: "served", tableId: table(2), table: { tableNumber: "2" } }),
    orderRow(id(2), { status: "preparing", tableId: table(2), table: { tableNumber: "2" } }),
  ]);
  renderWithRouter(<FloorBoard />);
  const tables = within(await screen.findByRole("list", { name: "Tables" }));
  await userEvent.click(await tables.findByRole("button", { name: /^Table 2: Preparing/ }));
  return tables;
}

describe("moves on the waiter's floor", () => {
  it("moves a table's party after a clear confirmation: the floor shows it at the new table at once, through the outbox", async () => {
    const tables = await floorWithParty();
    await userEvent.click(screen.getByRole("button", { name: "Move Table" }));
    const sheet = within(screen.getByRole("region", { name: "Move Table" }));
    await userEvent.click(sheet.getByRole("button", { name: "Table 5" }));
    expect(sheet.getByText("Move 2 open orders from Table 2 to Table 5? Table 2 will be free.")).toBeTruthy();
    await userEvent.click(sheet.getByRole("button", { name: "Confirm Move" }));

    await tables.findByRole("button", { name: /^Table 5: Preparing/ });
    expect(tables.getByRole("button", { name: /^Table 2: Free/ })).toBeTruthy();
    // The panel follows the party to its new table.
    const panel = within(await screen.findByRole("list", { name: "Open orders of table 5" }));
    expect(panel.getAllByRole("listitem", { name: "Order for table 5" })).toHaveLength(2);
    const [entry] = await staffData(waiter).db.outbox.toArray();
    expect(entry).toMatchObject({ name: "moveTable", args: { fromTableId: table(2), toTableId: table(5), orderIds: [id(1), id(2)] } });
  });

  it("moves one of a dish to another table as a new order, the rest staying", async () => {
    await floorWithParty();
    const orders = within(screen.getByRole("list", { name: "Open orders of table 2" }));
    const [first] = orders.getAllByRole("button", { name: "Move a Dish" });
    if (!first) throw new Error("no Move a Dish");
    await userEvent.click(first);
    const sheet = within(screen.getByRole("region", { name: "Move a Dish" }));
    const [dish] = sheet.getAllByRole("button", { pressed: false });
    if (!dish) throw new Error("no dish to pick");
    await userEvent.click(dish);
    await userEvent.click(sheet.getByRole("button", { name: "One fewer" }));
    await userEvent.click(sheet.getByRole("button", { name: "Table 5" }));
    await userEvent.click(sheet.getByRole("button", { name: "Confirm Move" }));

    const [entry] = await staffData(waiter).db.outbox.toArray();
    expect(entry).toMatchObject({ name: "moveOrderLine", args: { toTableId: table(5), quantity: 1 } });
    const left = await staffData(waiter).db.orders.where("tableId").equals(table(2)).toArray();
    expect(left.map((order) => order.items[0]?.quantity).sort()).toEqual([1, 2]);
    const moved = await staffData(waiter).db.orders.where("tableId").equals(table(5)).toArray();
    expect(moved.map((order) => order.items[0]?.quantity)).toEqual([1]);
  });
});
