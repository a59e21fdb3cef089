import { MENU_CATEGORIES } from "../../../shared/constants";

export const ALL_CATEGORIES = "all";

/** The filter's choices: every category, then the restaurant's own (the spec's eight until its list has loaded). */
export const categoryFilterOptions = (categories?: readonly { name: string }[]) => [
  { value: ALL_CATEGORIES, label: "All categories" },
  ...(categories ?? MENU_CATEGORIES.map((name) => ({ name }))).map(({ name }) => ({ value: name, label: name })),
];

export interface MenuFilter {
  search: string;
  category: string;
}

export const NO_FILTER: MenuFilter = { search: "", category: ALL_CATEGORIES };

/** The dishes whose name or description holds the search (any case) and that sit in the chosen category. */
export function filterMenu<T extends { name: string; description: string; category: string }>(
  items: readonly T[],
  filter: MenuFilter,
): T[] {
  const needle = filter.search.trim().toLocaleLowerCase("en-IN");
  return items.filter(
    (item) =>
      (filter.category === ALL_CATEGORIES || item.category === filter.category) &&
      (needle === "" || `${item.name}\n${item.description}`.toLocaleLowerCase("en-IN").includes(needle)),
  );
}
