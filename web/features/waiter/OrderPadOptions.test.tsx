import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lineLabel } from "../../../shared/menu-options";
import type { OptionGroup } from "../../../shared/schemas/menu-options";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { renderWithRouter } from "../../test/renderWithRouter";
import { menuItemRow, pulled, staffUser, tableRow } from "../../test/staffSession";
import { OrderPad } from "./OrderPad";

const waiter = staffUser("waiter");
const TABLE = "5e2b7c1a-9d3f-4a6b-8c2e-000000000007";
const BIRYANI = "7d1c2b3a-4e5f-4a6b-8c7d-000000000007";
const NAAN = "7d1c2b3a-4e5f-4a6b-8c7d-000000000008";

const GROUPS: OptionGroup[] = [
  {
    id: "portion",
    name: "Portion",
    kind: "single",
    required: true,
    choices: [
      { id: "half", name: "Half", priceDelta: 0, isAvailable: true },
      { id: "full", name: "Full", priceDelta: 140, isAvailable: true },
    ],
  },
  {
    id: "spice",
    name: "Spice Level",
    kind: "single",
    required: false,
    choices: [
      { id: "mild", name: "Mild", priceDelta: 0, isAvailable: true },
      { id: "spicy", name: "Spicy", priceDelta: 0, isAvailable: true },
    ],
  },
  {
    id: "addons",
    name: "Add-ons",
    kind: "multiple",
    required: false,
    choices: [{ id: "raita", name: "Raita", priceDelta: 30, isAvailable: true }],
  },
];

beforeEach(() => setSessionUser(waiter));
afterEach(() => wipeStaffData(waiter.id));

async function pad() {
  await pulled(waiter, "menuItems", [
    menuItemRow(BIRYANI, { name: "Chicken Biryani", price: 180, category: "Main Course", optionGroups: GROUPS }),
    menuItemRow(NAAN, { name: "Garlic Naan", price: 70, category: "Breads" }),
  ]);
  renderWithRouter(<OrderPad table={{ ...tableRow(TABLE, { tableNumber: "7" }), pending: false }} onDone={() => undefined} />);
  return within(await screen.findByRole("region", { name: "Order for Table 7" }));
}

describe("OrderPad with options", () => {
  it("picks options in a compact picker, keeps one line per combination and sends them priced", async () => {
    const order = await pad();

    await userEvent.click(await order.findByRole("button", { name: "Add Chicken Biryani" }));
    let picker = within(await screen.findByRole("dialog", { name: "Chicken Biryani" }));
    const add = picker.getByRole("button", { name: "Add to Order" });
    expect(add).toHaveProperty("disabled", true);
    expect(picker.getByText("₹180")).toBeTruthy();
    await userEvent.click(picker.getByRole("checkbox", { name: /Raita/ }));
    expect(picker.getByText("₹210")).toBeTruthy();
    expect(add).toHaveProperty("disabled", true);
    await userEvent.click(picker.getByRole("radio", { name: /Full/ }));
    await userEvent.click(picker.getByRole("radio", { name: /Spicy/ }));
    expect(picker.getByText("₹350")).toBeTruthy();
    await userEvent.click(add);
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.click(order.getByRole("button", { name: "Add Chicken Biryani" }));
    picker = within(await screen.findByRole("dialog", { name: "Chicken Biryani" }));
    await userEvent.click(picker.getByRole("radio", { name: /Half/ }));
    await userEvent.click(picker.getByRole("button", { name: "Add to Order" }));

    await userEvent.click(order.getByRole("button", { name: "Add Garlic Naan" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(order.getByRole("button", { name: "One more Chicken Biryani · Half" }));
    await userEvent.click(order.getByRole("button", { name: /^Send to Kitchen \(4\) · ₹780$/ }));

    const [entry] = await staffData(waiter).db.outbox.toArray();
    expect(entry).toMatchObject({
      name: "placeStaffOrder",
      args: {
        tableId: TABLE,
        items: [
          {
            id: BIRYANI,
            name: "Chicken Biryani · Full · Spicy · + Raita",
            price: 350,
            quantity: 1,
            options: [
              { groupId: "portion", choiceId: "full" },
              { groupId: "spice", choiceId: "spicy" },
              { groupId: "addons", choiceId: "raita" },
            ],
          },
          { id: BIRYANI, name: "Chicken Biryani · Half", price: 180, quantity: 2, options: [{ groupId: "portion", choiceId: "half" }] },
          { id: NAAN, name: "Garlic Naan", price: 70, quantity: 1 },
        ],
        totalAmount: 780,
      },
    });
    expect(entry?.args).not.toHaveProperty("items.2.options");
    // The order shown on this device before the server has it names each option once.
    const [shown] = await staffData(waiter).db.orders.toArray();
    expect(shown?.items.map((line) => lineLabel(line.name, line.options))).toEqual([
      "Chicken Biryani · Full · Spicy · + Raita",
      "Chicken Biryani · Half",
      "Garlic Naan",
    ]);
  }, 20_000);

  it("names a dish that sold out after it was added, leaves it out of the order and keeps it for when it is back", async () => {
    const order = await pad();
    await userEvent.click(await order.findByRole("button", { name: "Add Garlic Naan" }));
    await order.findByRole("button", { name: /^Send to Kitchen \(1\) · ₹70$/ });

    // The kitchen marks it sold out on another device; the pull lands here.
    await staffData(waiter).db.menuItems.update(NAAN, { isAvailable: false });
    expect((await order.findByRole("status")).textContent).toBe("Sold out, left out of this order: Garlic Naan");
    expect(order.getByRole("button", { name: /^Send to Kitchen$/ })).toHaveProperty("disabled", true);

    await staffData(waiter).db.menuItems.update(NAAN, { isAvailable: true });
    await order.findByRole("button", { name: /^Send to Kitchen \(1\) · ₹70$/ });
    expect(order.queryByRole("status")).toBeNull();
  });
});
