import { describe, expect, it } from "vitest";
import { bookingHolding, holdsTable, reservedLabel } from "./booking-hold";

const EIGHT_PM_IST = "2026-11-27T14:30:00.000Z";
const at = (minutesFromEight: number) => new Date(Date.parse(EIGHT_PM_IST) + minutesFromEight * 60_000);
const sharma = { id: "b1", status: "confirmed", tableId: "t5", at: EIGHT_PM_IST, name: "Sharma", partySize: 4 };

describe("a booking holding its table", () => {
  it("holds from an hour before its time until 15 minutes after", () => {
    expect(holdsTable(sharma, at(-61))).toBe(false);
    expect(holdsTable(sharma, at(-60))).toBe(true);
    expect(holdsTable(sharma, at(0))).toBe(true);
    expect(holdsTable(sharma, at(15))).toBe(true);
    expect(holdsTable(sharma, at(16))).toBe(false);
  });

  it("holds only while confirmed and with a table: a request, a seated party, a cancellation or a no-show holds nothing", () => {
    for (const status of ["requested", "seated", "cancelled", "no-show"]) expect(holdsTable({ ...sharma, status }, at(-30))).toBe(false);
    expect(holdsTable({ ...sharma, tableId: null }, at(-30))).toBe(false);
  });

  it("finds the soonest booking of the table, and says it in the restaurant's clock", () => {
    const later = { ...sharma, id: "b2", name: "Iyer", at: at(50).toISOString() };
    expect(bookingHolding([later, sharma], "t5", at(-5))?.id).toBe("b1");
    expect(bookingHolding([later, sharma], "t6", at(-5))).toBeNull();
    expect(reservedLabel(sharma)).toBe("Reserved 8:00 pm · Sharma (4)");
  });
});
