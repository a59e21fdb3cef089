import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { ADD_ONS, PORTION, SPICE } from "../../../shared/test/menu-options.fixtures";
import { OptionSheet } from "./OptionSheet";

const biryani: DinerMenuItem = {
  id: "b",
  name: "Chicken Biryani",
  description: "",
  price: 180,
  category: "Biryani",
  isAvailable: true,
  localName: "",
  localDescription: "",
  optionGroups: [
    PORTION,
    SPICE,
    { ...ADD_ONS, choices: ADD_ONS.choices.map((one) => (one.id === "egg" ? { ...one, isAvailable: false } : one)) },
  ],
  diet: "non-veg",
};

function renderSheet() {
  const onAdd = vi.fn();
  render(<OptionSheet dish={biryani} onClose={vi.fn()} onAdd={onAdd} />);
  return { onAdd, sheet: within(screen.getByRole("dialog", { name: "Chicken Biryani" })) };
}

describe("the option sheet", () => {
  it("keeps Add to Cart off until the required portion is chosen, and prices the line as choices change", async () => {
    const user = userEvent.setup();
    const { onAdd, sheet } = renderSheet();
    const add = sheet.getByRole("button", { name: "Add to Cart" });
    expect(add).toHaveProperty("disabled", true);
    expect(sheet.getByText("₹180")).toBeTruthy();

    await user.click(sheet.getByRole("radio", { name: /Full/ }));
    expect(sheet.getByText("₹320")).toBeTruthy();
    await user.click(sheet.getByRole("radio", { name: /Spicy/ }));
    await user.click(sheet.getByRole("checkbox", { name: /Raita/ }));
    expect(sheet.getByText("₹350")).toBeTruthy();
    expect(add).toHaveProperty("disabled", false);

    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith(biryani, [
      { groupId: "portion", choiceId: "full" },
      { groupId: "spice", choiceId: "spicy" },
      { groupId: "addons", choiceId: "raita" },
    ]);
  });

  it("takes one portion at a time: choosing Half replaces Full", async () => {
    const user = userEvent.setup();
    const { sheet } = renderSheet();
    await user.click(sheet.getByRole("radio", { name: /Full/ }));
    await user.click(sheet.getByRole("radio", { name: /Half/ }));
    expect(sheet.getByRole("radio", { name: /Full/ })).toHaveProperty("checked", false);
    expect(sheet.getByText("₹180")).toBeTruthy();
  });

  it("stops add-ons at the group's max and never offers a sold-out choice", async () => {
    const user = userEvent.setup();
    const { sheet } = renderSheet();
    expect(sheet.getByRole("checkbox", { name: /Boiled Egg/ })).toHaveProperty("disabled", true);
    expect(sheet.getByText("Sold out")).toBeTruthy();
    expect(sheet.getByText(/Choose up to 2/)).toBeTruthy();
    await user.click(sheet.getByRole("checkbox", { name: /Raita/ }));
    await user.click(sheet.getByRole("checkbox", { name: /Mirchi Salan/ }));
    expect(sheet.getByRole("checkbox", { name: /Raita/ })).toHaveProperty("checked", true);
    expect(sheet.getByRole("checkbox", { name: /Mirchi Salan/ })).toHaveProperty("checked", true);
    expect(sheet.getByText("₹250")).toBeTruthy();
  });

  it("says which groups are required and which optional", () => {
    const { sheet } = renderSheet();
    expect(within(sheet.getByRole("group", { name: /Portion/ })).getByText("Required")).toBeTruthy();
    expect(within(sheet.getByRole("group", { name: /Spice Level/ })).getByText("Optional")).toBeTruthy();
  });
});
