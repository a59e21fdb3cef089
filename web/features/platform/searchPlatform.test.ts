import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Restaurant } from "../../../shared/schemas/restaurants";
import { searchDemoRequests, searchRestaurants } from "./searchPlatform";

const restaurant = (name: string, email: string, cuisine: string): Restaurant => ({
  id: name,
  name,
  email,
  phone: "9876543210",
  address: "",
  cuisine,
  plan: "foundations",
  isActive: true,
  menuLanguage: "hi",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
});

const rows = [
  restaurant("Spice Garden", "hello@spicegarden.in", "North Indian"),
  restaurant("Dosa Point", "orders@dosapoint.in", "South Indian"),
  restaurant("Kathi Co.", "hi@kathico.in", "Bengali"),
];

describe("searchRestaurants", () => {
  it("matches name, e-mail or cuisine ignoring case and surrounding spaces, in the list's order", () => {
    expect(searchRestaurants(rows, "  INDIAN ").map((row) => row.name)).toEqual(["Spice Garden", "Dosa Point"]);
    expect(searchRestaurants(rows, "kathico").map((row) => row.name)).toEqual(["Kathi Co."]);
    expect(searchRestaurants(rows, "dosa").map((row) => row.name)).toEqual(["Dosa Point"]);
    expect(searchRestaurants(rows, "9876543210")).toEqual([]);
  });

  it("keeps every row for an empty search, as a new array", () => {
    const all = searchRestaurants(rows, "   ");
    expect(all).toEqual(rows);
    expect(all).not.toBe(rows);
  });

  it("keeps exactly the rows with the search in one of the fields, whatever is typed", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string(), fc.string())), fc.string(), (fields, search) => {
        const list = fields.map(([name, email, cuisine]) => restaurant(name, email, cuisine));
        const needle = search.trim().toLowerCase();
        const expected = list.filter((row) => [row.name, row.email, row.cuisine].some((field) => field.toLowerCase().includes(needle)));
        expect(searchRestaurants(list, search)).toEqual(expected);
      }),
    );
  });
});

describe("searchDemoRequests", () => {
  it("matches who asked, the restaurant, e-mail, phone or message", () => {
    const request = {
      id: "d1",
      name: "Meera Iyer",
      email: "meera@example.in",
      phone: "9123456780",
      restaurantName: "Idli Junction",
      message: "Three outlets",
      createdAt: "2026-11-01T10:00:00.000Z",
    };
    for (const search of ["meera", "idli", "EXAMPLE.IN", "912345", "outlets"])
      expect(searchDemoRequests([request], search)).toEqual([request]);
    expect(searchDemoRequests([request], "kebab")).toEqual([]);
  });
});
