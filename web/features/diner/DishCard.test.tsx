import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { addToCart, type Cart, removeFromCart } from "../../../shared/cart";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { DishCard } from "./DishCard";

const tikka: DinerMenuItem = {
  id: "tikka",
  name: "Paneer Tikka",
  description: "Smoky",
  price: 280,
  category: "Appetizers",
  isAvailable: true,
  localName: "",
  localDescription: "",
  optionGroups: [],
  diet: null,
};

/** A dish with a real cart behind it, as the page wires it. */
function Dish({ dish }: { dish: DinerMenuItem }) {
  const [cart, setCart] = useState<Cart>({});
  return (
    <ul>
      <DishCard
        dish={dish}
        quantity={cart[dish.id] ?? 0}
        onAdd={() => setCart((current) => addToCart(current, dish))}
        onRemove={() => setCart((current) => removeFromCart(current, dish.id))}
      />
    </ul>
  );
}

describe("a dish on the menu", () => {
  it("shows its name, price in rupees and description", () => {
    render(<Dish dish={{ ...tikka, price: 1250 }} />);
    expect(screen.getByRole("heading", { name: "Paneer Tikka" })).toBeTruthy();
    expect(screen.getByText("₹1,250")).toBeTruthy();
    expect(screen.getByText("Smoky")).toBeTruthy();
  });

  it("Add to Cart turns into − quantity + and focus follows, back again at zero", async () => {
    const user = userEvent.setup();
    render(<Dish dish={tikka} />);
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    const quantity = screen.getByRole("group", { name: "Quantity of Paneer Tikka" });
    expect(quantity.textContent).toContain("1");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add one Paneer Tikka" }));

    await user.keyboard("{Enter}");
    expect(screen.getByRole("group", { name: "Quantity of Paneer Tikka" }).textContent).toContain("2");
    await user.click(screen.getByRole("button", { name: "Remove one Paneer Tikka" }));
    await user.click(screen.getByRole("button", { name: "Remove one Paneer Tikka" }));
    expect(screen.queryByRole("group", { name: "Quantity of Paneer Tikka" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add to Cart" }));
  });

  it("a sold-out dish says Unavailable and has no controls", () => {
    render(<Dish dish={{ ...tikka, isAvailable: false }} />);
    expect(screen.getByText("Unavailable")).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});
