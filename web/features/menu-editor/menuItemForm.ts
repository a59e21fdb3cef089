import { DIET_LABELS, DIETS, type Diet, MENU_CATEGORIES, type MenuCategory } from "../../../shared/constants";
import { type MenuItemFields, menuItemFields } from "../../../shared/schemas/menu";
import type { FormSchema } from "../../lib/validateForm";

/** The menu form as typed: every field is text, the category empty until one is chosen. */
export interface MenuItemFormValues extends Record<string, string> {
  name: string;
  description: string;
  price: string;
  category: MenuCategory | "";
  localName: string;
  localDescription: string;
  /** Empty until chosen: the dish is then not marked. */
  diet: Diet | "";
}

export const EMPTY_MENU_ITEM_FORM: MenuItemFormValues = {
  name: "",
  description: "",
  price: "",
  category: "",
  localName: "",
  localDescription: "",
  diet: "",
};

export const CATEGORY_OPTIONS = MENU_CATEGORIES.map((category) => ({ value: category, label: category }));

export const DIET_OPTIONS = DIETS.map((diet) => ({ value: diet, label: DIET_LABELS[diet] }));

export type MenuItemFormData = Omit<MenuItemFields, "isAvailable">;

/** Whole rupees: "250" and "250.75" read as 250 (docs/product.md, Validation); anything else is missing. */
function parsePrice(text: string): number | undefined {
  const price = Number.parseInt(text.trim(), 10);
  return Number.isNaN(price) ? undefined : price;
}

/**
 * The shared menu-item rules over the form's text: a missing name, price or category says
 * "Please fill in all required fields" on that field.
 */
export const menuItemForm: FormSchema<MenuItemFormValues, MenuItemFormData> = {
  safeParse(values) {
    const result = menuItemFields.safeParse({
      name: values.name,
      description: values.description,
      price: parsePrice(values.price),
      category: values.category || undefined,
      localName: values.localName,
      localDescription: values.localDescription,
      diet: values.diet || null,
    });
    if (!result.success) return result;
    const { isAvailable: _ignored, ...data } = result.data;
    return { success: true, data };
  },
};
