import type { DinerLanguage } from "../../../shared/languages";
import { groupByCategory, type MenuSection } from "../../../shared/menu-order";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { localizeMenu } from "./localizeMenu";

/**
 * The menu as the diner's page lays it out: one section per category in menu order, the dishes that
 * can be ordered first and sold-out ones at the end of their category; with `vegOnly`, only dishes
 * marked veg (an unmarked dish is not promised to be veg). Ordered by the English names and only then
 * put in `language`, so a diner who switches language finds every dish where it was.
 */
export function dinerSections(
  items: readonly DinerMenuItem[],
  vegOnly: boolean,
  language: DinerLanguage = "en",
): MenuSection<DinerMenuItem>[] {
  const shown = vegOnly ? items.filter((item) => item.diet === "veg") : items;
  return groupByCategory(shown).map(({ category, items: dishes }) => ({
    category,
    items: localizeMenu([...dishes.filter((dish) => dish.isAvailable), ...dishes.filter((dish) => !dish.isAvailable)], language),
  }));
}

/** The id of a category's section, which the category bar jumps to. */
export function categoryAnchor(category: string): string {
  return `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
