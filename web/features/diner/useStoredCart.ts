import { useEffect, useState } from "react";
import type { Cart } from "../../../shared/cart";
import { ORDER_LINE_QUANTITY } from "../../../shared/constants";
import { pageStorage } from "../../lib/pageStorage";
import { dinerKey, readJson, removeJson, writeJson } from "./dinerStorage";

/** A saved cart read back: whole quantities in range only; anything else is dropped. */
export function readCart(value: unknown): Cart {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const cart: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(value)) {
    if (Number.isInteger(quantity) && quantity >= ORDER_LINE_QUANTITY.min && quantity <= ORDER_LINE_QUANTITY.max) cart[id] = quantity;
  }
  return cart;
}

/** The table's cart, kept on the phone so a reload or a dropped tab does not empty it. */
export function useStoredCart(qrCode: string) {
  const key = dinerKey("cart", qrCode);
  const [cart, setCart] = useState<Cart>(() => readCart(readJson(pageStorage(), key)));
  useEffect(() => {
    if (Object.keys(cart).length === 0) removeJson(pageStorage(), key);
    else writeJson(pageStorage(), key, cart);
  }, [key, cart]);
  return [cart, setCart] as const;
}
