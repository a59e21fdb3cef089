import { describe, expect, it } from "vitest";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { categoryAnchor, dinerSections } from "./dinerSections";

const dish = (name: string, category: string, overrides: Partial<DinerMenuItem> = {}): DinerMenuItem => ({
  id: name,
  name,
  description: "",
  price: 100,
  category,
  isAvailable: true,
  localName: "",
  localDescription: "",
  optionGroups: [],
  diet: "veg",
  ...overrides,
});

const names = (sections: ReturnType<typeof dinerSections>) =>
  sections.map((section) => [section.category, section.items.map((item) => item.name)]);

describe("dinerSections", () => {
  it("keeps the English order in another language: switching language moves no dish", () => {
    // The Hindi names are made to sort the other way round from the English ones.
    const menu = [
      dish("Dal Makhani", "Curries", { localName: "ज़ दाल मखनी" }),
      dish("Butter Chicken", "Curries", { localName: "अ बटर चिकन" }),
      dish("Aloo Gobi", "Curries", { localName: "ह आलू गोभी" }),
    ];
    const english = dinerSections(menu, false).map((section) => section.items.map((item) => item.id));
    const hindi = dinerSections(menu, false, "hi");
    expect(hindi.map((section) => section.items.map((item) => item.id))).toEqual(english);
    expect(english).toEqual([["Aloo Gobi", "Butter Chicken", "Dal Makhani"]]);
    expect(names(hindi)).toEqual([["Curries", ["ह आलू गोभी", "अ बटर चिकन", "ज़ दाल मखनी"]]]);
  });

  it("sinks sold-out dishes to the end of their own category, each part in menu order", () => {
    const menu = [
      dish("Amritsari Fish", "Appetizers", { isAvailable: false, diet: "non-veg" }),
      dish("Samosa", "Appetizers"),
      dish("Chicken Tikka", "Appetizers", { diet: "non-veg" }),
      dish("Kulfi", "Desserts", { isAvailable: false }),
      dish("Gulab Jamun", "Desserts"),
    ];
    expect(names(dinerSections(menu, false))).toEqual([
      ["Appetizers", ["Chicken Tikka", "Samosa", "Amritsari Fish"]],
      ["Desserts", ["Gulab Jamun", "Kulfi"]],
    ]);
  });

  it("keeps only dishes marked veg with Veg only, and drops categories left empty", () => {
    const menu = [
      dish("Butter Chicken", "Main Course", { diet: "non-veg" }),
      dish("Egg Biryani", "Biryani", { diet: "egg" }),
      dish("Mystery Thali", "Main Course", { diet: null }),
      dish("Dal Makhani", "Main Course"),
    ];
    expect(names(dinerSections(menu, true))).toEqual([["Main Course", ["Dal Makhani"]]]);
  });
});

describe("categoryAnchor", () => {
  it("makes a plain id of a category's name", () => {
    expect(categoryAnchor("Main Course")).toBe("category-main-course");
    expect(categoryAnchor("Appetizers")).toBe("category-appetizers");
  });
});
