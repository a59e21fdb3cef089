import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_TABLE_FORM, NO_LOCATION, tableForm } from "./tableForm";

const form = (overrides: Partial<typeof EMPTY_TABLE_FORM>) => ({ ...EMPTY_TABLE_FORM, tableNumber: "5", ...overrides });

describe("tableForm", () => {
  it("takes a table with 1 to 20 seats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (seats) => {
        expect(tableForm.safeParse(form({ capacity: String(seats) }))).toMatchObject({ success: true, data: { capacity: seats } });
      }),
    );
  });

  it("refuses 0, 21 and more seats, fractions and text with the capacity message", () => {
    const wrong = fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 21 }), fc.constantFrom("2.5", "", "four", "1e1x"));
    fc.assert(
      fc.property(wrong, (capacity) => {
        const result = tableForm.safeParse(form({ capacity: String(capacity) }));
        expect(result.success).toBe(false);
        if (!result.success) expect(result.error.issues.map((issue) => issue.message)).toEqual(["Capacity must be between 1 and 20"]);
      }),
    );
  });

  it("keeps the default of 2 seats, a chosen location, and none when asked", () => {
    expect(tableForm.safeParse(form({}))).toMatchObject({ success: true, data: { tableNumber: "5", capacity: 2, location: null } });
    expect(tableForm.safeParse(form({ location: "Corner" }))).toMatchObject({ success: true, data: { location: "Corner" } });
    expect(tableForm.safeParse(form({ location: NO_LOCATION }))).toMatchObject({ success: true, data: { location: null } });
  });

  it("refuses a missing or too long table number", () => {
    expect(tableForm.safeParse(form({ tableNumber: "  " }))).toMatchObject({ success: false });
    expect(tableForm.safeParse(form({ tableNumber: "1".repeat(21) }))).toMatchObject({ success: false });
  });
});
