import { describe, expect, it } from "vitest";
import { compareMenuItems, groupByCategory, sortMenu } from "./menu-order";

describe("sortMenu", () => {
  it("orders by the category list, then by name", () => {
    const sorted = sortMenu([
      { category: "Desserts", name: "Kulfi" },
      { category: "Appetizers", name: "Samosa" },
      { category: "Desserts", name: "Gulab Jamun" },
      { category: "Appetizers", name: "Paneer Tikka" },
      { category: "Biryani", name: "Veg Biryani" },
    ]);
    expect(sorted.map((item) => item.name)).toEqual(["Paneer Tikka", "Samosa", "Veg Biryani", "Gulab Jamun", "Kulfi"]);
  });

  it("puts unknown categories last and leaves the input untouched", () => {
    const input = [
      { category: "Specials", name: "Aloo" },
      { category: "Beverages", name: "Lassi" },
    ];
    expect(sortMenu(input).map((item) => item.category)).toEqual(["Beverages", "Specials"]);
    expect(input[0]?.category).toBe("Specials");
  });

  it("is zero only for the same category and name", () => {
    expect(compareMenuItems({ category: "Rice", name: "Jeera Rice" }, { category: "Rice", name: "Jeera Rice" })).toBe(0);
    expect(compareMenuItems({ category: "Rice", name: "A" }, { category: "Breads", name: "B" })).toBeGreaterThan(0);
  });
});

describe("groupByCategory", () => {
  it("makes one section per category with dishes, in the category list's order, unknown ones last", () => {
    const sections = groupByCategory([
      { category: "Desserts", name: "Kulfi" },
      { category: "Specials", name: "Thali" },
      { category: "Appetizers", name: "Samosa" },
      { category: "Desserts", name: "Gulab Jamun" },
    ]);
    expect(sections.map((section) => [section.category, section.items.map((item) => item.name)])).toEqual([
      ["Appetizers", ["Samosa"]],
      ["Desserts", ["Gulab Jamun", "Kulfi"]],
      ["Specials", ["Thali"]],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});
