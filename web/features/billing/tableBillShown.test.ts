import { describe, expect, it } from "vitest";
import { type Bill, UNCHANGED_BILL } from "../../../shared/schemas/bills";
import type { LocalBill } from "../../data/hooks";
import { tableBillShown } from "./tableBillShown";

const bill = (id: string, fields: Partial<Bill> = {}): LocalBill => ({
  id,
  number: `2026-27/00000${id}`,
  restaurantId: "r",
  tableId: "t1",
  tableNumber: "1",
  createdAt: `2026-11-27T08:0${id}:00.000Z`,
  orderIds: [],
  lines: [],
  subtotalPaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  roundOffPaise: 0,
  totalPaise: 10_000,
  paidPaise: 0,
  status: "unpaid",
  upiLink: null,
  ...UNCHANGED_BILL,
  pending: false,
  ...fields,
});

describe("tableBillShown", () => {
  it("shows the bill Make Bill answered, this device's copy once it has one, even once paid", () => {
    const paid = bill("2", { status: "paid", paidPaise: 10_000 });
    expect(tableBillShown([bill("1"), paid], "t1", { ...paid, status: "unpaid", paidPaise: 0 })).toBe(paid);
    const { pending: _pending, ...answered } = bill("3");
    expect(tableBillShown([], "t1", answered)).toEqual({ ...answered, pending: false });
  });

  it("else the table's latest unpaid bill, and none for a table without one", () => {
    const latest = bill("3");
    expect(tableBillShown([bill("1"), latest, bill("2"), bill("4", { status: "paid" }), bill("5", { tableId: "t2" })], "t1", null)).toBe(
      latest,
    );
    expect(tableBillShown([bill("1", { status: "paid" })], "t1", null)).toBeNull();
    // A bill made for another table is not this table's.
    expect(tableBillShown([], "t2", bill("1"))).toBeNull();
  });
});
