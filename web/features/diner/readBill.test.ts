import { describe, expect, it } from "vitest";
import { dinerBill } from "../../../shared/schemas/diner-bill";
import { readDinerBill } from "./readBill";

const answer = {
  number: "2026-27/000042",
  tableNumber: "4",
  createdAt: "2026-11-24T07:00:00.000Z",
  lines: [{ name: "Thali", quantity: 1, unitPricePaise: 104_900, amountPaise: 104_900 }],
  subtotalPaise: 104_900,
  cgstPaise: 2_623,
  sgstPaise: 2_623,
  roundOffPaise: -46,
  totalPaise: 110_100,
  paidPaise: 0,
  status: "unpaid",
  upiLink: "upi://pay?pa=a@ybl&pn=A&am=1101.00&cu=INR&tn=2026-27/000042",
  advancePaise: 0,
};

describe("readDinerBill", () => {
  it("reads what the shared schema accepts", () => {
    expect(dinerBill.safeParse(answer).success).toBe(true);
    // A booking's advance is read; a server before advances sent none.
    expect(readDinerBill({ ...answer, advancePaise: 50_000 })?.advancePaise).toBe(50_000);
    const { advancePaise: _advance, ...before } = answer;
    expect(readDinerBill(before)?.advancePaise).toBe(0);
    expect(readDinerBill(answer)).toMatchObject({ number: "2026-27/000042", totalPaise: 110_100, status: "unpaid", lines: answer.lines });
    expect(readDinerBill({ ...answer, upiLink: null })?.upiLink).toBeNull();
    expect(readDinerBill(answer)).toEqual(answer);
  });

  it.each([
    ["a missing total", { totalPaise: undefined }],
    ["an unknown status", { status: "settled" }],
    ["a bad line", { lines: [{ name: "Thali" }] }],
    ["a numeric link", { upiLink: 5 }],
    ["a missing date", { createdAt: undefined }],
  ])("refuses %s, as the schema does", (_, change) => {
    const changed = { ...answer, ...change };
    expect(dinerBill.safeParse(changed).success).toBe(false);
    expect(readDinerBill(changed)).toBeNull();
  });
});
