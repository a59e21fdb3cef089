import { describe, expect, it } from "vitest";
import { ALL_CATEGORIES, filterMenu, NO_FILTER } from "./menuFilter";

const menu = [
  { name: "Paneer Tikka", description: "Charred cottage cheese", category: "Appetizers" },
  { name: "Butter Chicken", description: "Silky tomato gravy", category: "Main Course" },
  { name: "Palak Paneer", description: "Spinach", category: "Curries" },
];

describe("filterMenu", () => {
  it("keeps everything without a filter", () => {
    expect(filterMenu(menu, NO_FILTER)).toEqual(menu);
  });

  it("finds the search in names and descriptions, in any case", () => {
    expect(filterMenu(menu, { search: " PANEER ", category: ALL_CATEGORIES }).map((item) => item.name)).toEqual([
      "Paneer Tikka",
      "Palak Paneer",
    ]);
    expect(filterMenu(menu, { search: "tomato", category: ALL_CATEGORIES }).map((item) => item.name)).toEqual(["Butter Chicken"]);
  });

  it("narrows to one category, together with the search", () => {
    expect(filterMenu(menu, { search: "paneer", category: "Curries" }).map((item) => item.name)).toEqual(["Palak Paneer"]);
    expect(filterMenu(menu, { search: "", category: "Desserts" })).toEqual([]);
  });
});
