import { MENU_CATEGORIES } from "./constants";

interface Sortable {
  category: string;
  name: string;
}

/** A category the list does not know sorts after all known ones rather than first. */
function categoryRank(category: string): number {
  // Widened to string[], since a category from the database may be one the list does not know.
  const rank = (MENU_CATEGORIES as readonly string[]).indexOf(category);
  return rank === -1 ? MENU_CATEGORIES.length : rank;
}

/** Menu order everywhere (staff editor and diner page): category as listed in the constants, then name. */
export function compareMenuItems(a: Sortable, b: Sortable): number {
  return (
    categoryRank(a.category) - categoryRank(b.category) || a.name.localeCompare(b.name, "en") || a.category.localeCompare(b.category, "en")
  );
}

export function sortMenu<T extends Sortable>(items: readonly T[]): T[] {
  return [...items].sort(compareMenuItems);
}

export interface MenuSection<T> {
  category: string;
  items: T[];
}

/** The menu as the diner reads it: one section per category that has dishes, in menu order. */
export function groupByCategory<T extends Sortable>(items: readonly T[]): MenuSection<T>[] {
  const sections: MenuSection<T>[] = [];
  for (const item of sortMenu(items)) {
    const last = sections.at(-1);
    if (last?.category === item.category) last.items.push(item);
    else sections.push({ category: item.category, items: [item] });
  }
  return sections;
}
