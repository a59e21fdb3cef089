import type { OptionGroup } from "../schemas/menu-options";

/** Test menus: a biryani's portion (Half ₹0 / Full +₹140), spice level and add-ons, as a restaurant would set them up. */
export const choice = (id: string, name: string, priceDelta = 0, isAvailable = true) => ({ id, name, priceDelta, isAvailable });

export const PORTION: OptionGroup = {
  id: "portion",
  name: "Portion",
  kind: "single",
  required: true,
  choices: [choice("half", "Half"), choice("full", "Full", 140)],
};
export const SPICE: OptionGroup = {
  id: "spice",
  name: "Spice Level",
  kind: "single",
  required: false,
  choices: [choice("mild", "Mild"), choice("spicy", "Spicy")],
};
export const ADD_ONS: OptionGroup = {
  id: "addons",
  name: "Add-ons",
  kind: "multiple",
  required: false,
  max: 2,
  choices: [choice("raita", "Raita", 30), choice("salan", "Mirchi Salan", 40), choice("egg", "Boiled Egg", 20)],
};
export const BIRYANI_OPTIONS = [PORTION, SPICE, ADD_ONS];
