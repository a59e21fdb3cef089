import { DIET_LABELS, DIETS, type Diet, MENU_CATEGORIES } from "../../../shared/constants";
import { type MenuItemFields, menuItemFields } from "../../../shared/schemas/menu";
import type { FormSchema } from "../../lib/validateForm";

/** The menu form as typed: every field is text, the category empty until one is chosen. */
export interface MenuItemFormValues extends Record<string, string> {
  name: string;
  description: string;
  price: string;
  /** One of the restaurant's own categories. */
  category: string;
  /** The dish's own station's id, or BY_CATEGORY: its category's station. */
  station: string;
  localName: string;
  localDescription: string;
  /** Empty until chosen: the dish is then not marked. */
  diet: Diet | "";
}

/** The station choice that leaves the dish to its category's station (docs/api.md, Stations). */
export const BY_CATEGORY = "by-category";

export const EMPTY_MENU_ITEM_FORM: MenuItemFormValues = {
  name: "",
  description: "",
  price: "",
  category: "",
  station: BY_CATEGORY,
  localName: "",
  localDescription: "",
  diet: "",
};

/** The restaurant's categories as the form offers them; the spec's eight until its list has loaded. */
export const categoryOptions = (categories: readonly { name: string }[] | undefined) =>
  (categories ?? MENU_CATEGORIES.map((name) => ({ name }))).map(({ name }) => ({ value: name, label: name }));

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
      stationId: values.station === BY_CATEGORY || values.station === "" ? null : values.station,
    });
    if (!result.success) return result;
    const { isAvailable: _ignored, ...data } = result.data;
    return { success: true, data };
  },
};
