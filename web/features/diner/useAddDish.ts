import { type Dispatch, type SetStateAction, useState } from "react";
import { addToCart, type Cart } from "../../../shared/cart";
import { parseLineKey } from "../../../shared/menu-options";
import type { ChosenOption } from "../../../shared/schemas/menu-options";
import type { DinerMenuItem } from "../../../shared/schemas/qr";

/**
 * Adding to the cart by line key: a dish with options tapped on the menu opens the option sheet; a
 * line already in the cart (the + in Your Order) gets one more of the same choices.
 */
export function useAddDish(menuItems: readonly DinerMenuItem[], cart: Cart, setCart: Dispatch<SetStateAction<Cart>>) {
  const [sheetDishId, setSheetDishId] = useState<string | null>(null);
  // The sheet shows the dish as the menu does now (a language switch renames it).
  const sheetDish = sheetDishId === null ? null : (menuItems.find((item) => item.id === sheetDishId) ?? null);

  const add = (key: string) => {
    const { dishId, options } = parseLineKey(key);
    const dish = menuItems.find((item) => item.id === dishId);
    if (!dish) return;
    if (dish.optionGroups.length > 0 && options.length === 0 && cart[key] === undefined) setSheetDishId(dish.id);
    else setCart((current) => addToCart(current, dish, options));
  };

  const addChosen = (dish: DinerMenuItem, options: ChosenOption[]) => {
    setCart((current) => addToCart(current, dish, options));
    setSheetDishId(null);
  };

  return { add, sheetDish, closeSheet: () => setSheetDishId(null), addChosen };
}
