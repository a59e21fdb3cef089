import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchesDishSearch } from "./menu-search";

describe("matchesDishSearch", () => {
  it("finds a dish by the start of any word, in any case, words in any order", () => {
    expect(matchesDishSearch("Paneer Tikka", "pan")).toBe(true);
    expect(matchesDishSearch("Paneer Tikka", "TIK pan")).toBe(true);
    expect(matchesDishSearch("Garlic Naan", "pan")).toBe(false);
    expect(matchesDishSearch("Crème Brûlée", "creme")).toBe(true);
  });

  it("matches everything for a blank query, and every name finds itself", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("", " ", "\t"), (name, blank) => {
        expect(matchesDishSearch(name, blank)).toBe(true);
        expect(matchesDishSearch(name, name)).toBe(true);
      }),
    );
  });
});
