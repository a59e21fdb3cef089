import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { addToCart, cartLines } from "../../../shared/cart";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { PORTION } from "../../../shared/test/menu-options.fixtures";
import { CartLines, GuestDishList } from "./GuestDishList";

const dish = (fields: Partial<DinerMenuItem> & Pick<DinerMenuItem, "id" | "name" | "price">): DinerMenuItem => ({
  description: "",
  category: "Main Course",
  isAvailable: true,
  localName: "",
  localDescription: "",
  optionGroups: [],
  diet: null,
  photo: null,
  ...fields,
});

const paneer = dish({
  id: "p",
  name: "Paneer Tikka",
  price: 280,
  diet: "veg",
  photo: { src: "/photos/a-320.webp", srcset: "/photos/a-320.webp 320w, /photos/a-640.webp 640w", avifSrcset: "", width: 640, height: 480 },
});
const biryani = dish({ id: "b", name: "Chicken Biryani", price: 180, diet: "non-veg", optionGroups: [PORTION] });

describe("the guest's takeout menu", () => {
  it("shows photos lazily at their size, veg marks and prices; a dish with options asks for them, one without goes in and out", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    const cart = addToCart(addToCart({}, paneer), biryani, [{ groupId: "portion", choiceId: "full" }]);
    const { container } = render(<GuestDishList dishes={[paneer, biryani]} cart={cart} onAdd={onAdd} onRemove={onRemove} />);

    const photo = container.querySelector("img");
    expect(photo?.getAttribute("srcset")).toBe(paneer.photo?.srcset);
    expect([photo?.getAttribute("width"), photo?.getAttribute("height"), photo?.getAttribute("loading")]).toEqual(["640", "480", "lazy"]);
    expect(container.querySelectorAll("img")).toHaveLength(1);
    expect(screen.getByRole("img", { name: "Veg" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Non-veg" })).toBeTruthy();
    expect(screen.getByText("₹280")).toBeTruthy();
    expect(screen.getByRole("status", { name: "Chicken Biryani quantity" }).textContent).toBe("1");

    await user.click(screen.getByRole("button", { name: "Add one Chicken Biryani, with options" }));
    expect(onAdd).toHaveBeenCalledWith(biryani);
    // Which of its lines to take one off is the cart's to say, not the menu's.
    expect(screen.queryByRole("button", { name: "Remove one Chicken Biryani" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove one Paneer Tikka" }));
    expect(onRemove).toHaveBeenCalledWith("p");
  });

  it("lists the cart's lines once each, named with their choices and priced with them", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const full = [{ groupId: "portion", choiceId: "full" }];
    const cart = addToCart(addToCart(addToCart({}, biryani, full), biryani, full), biryani, [{ groupId: "portion", choiceId: "half" }]);
    render(<CartLines lines={cartLines(cart, [biryani])} onAdd={onAdd} onRemove={vi.fn()} />);

    const order = within(screen.getByRole("region", { name: "Your order" }));
    expect(order.getAllByRole("listitem").map((line) => line.textContent)).toEqual([
      "Chicken Biryani · Full₹640−2+",
      "Chicken Biryani · Half₹180−1+",
    ]);
    await user.click(order.getByRole("button", { name: "One more Chicken Biryani · Half" }));
    expect(onAdd).toHaveBeenCalledWith("b|portion=half");
  });
});
