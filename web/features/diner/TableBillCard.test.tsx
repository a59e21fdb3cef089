import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TaxSettings } from "../../../shared/billing/gst";
import { billTotals, mergeLines } from "../../../shared/billing/gst";
import type { DinerBill } from "./readBill";
import { TableBillCard } from "./TableBillCard";

/** A bill of ₹800 of food, made as the server makes it. */
function billOf(tax: TaxSettings): DinerBill {
  const lines = mergeLines([{ id: "thali", name: "Thali", price: 400, quantity: 2 }]);
  return {
    number: "2026-27/000001",
    createdAt: "2026-11-27T13:00:00.000Z",
    tableNumber: "4",
    lines,
    ...billTotals(lines, tax),
    paidPaise: 0,
    status: "unpaid",
    upiLink: null,
    advancePaise: 0,
  };
}

const sumsOf = () =>
  within(screen.getByLabelText("Bill sums"))
    .getAllByRole("term")
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe("TableBillCard", () => {
  it("reads like the receipt: Subtotal, CGST @ 2.5%, SGST @ 2.5%, Round off, Total, for prices without GST", () => {
    render(<TableBillCard bill={billOf({ gstMode: "regular-5", pricesIncludeGst: false })} menu={[]} language="en" />);
    expect(sumsOf()).toEqual(["Subtotal ₹800.00", "CGST @ 2.5% ₹20.00", "SGST @ 2.5% ₹20.00", "Round off ₹0.00", "Total ₹840.00"]);
    expect(screen.queryByText(/include/i)).toBeNull();
  });

  it("says Taxable value and that prices include GST only when they do", () => {
    render(<TableBillCard bill={billOf({ gstMode: "regular-5", pricesIncludeGst: true })} menu={[]} language="en" />);
    expect(sumsOf()).toEqual(["Taxable value ₹761.90", "CGST @ 2.5% ₹19.05", "SGST @ 2.5% ₹19.05", "Round off ₹0.00", "Total ₹800.00"]);
    expect(screen.getByText("Prices include GST.")).toBeTruthy();
  });

  it("has no tax rows for a restaurant without GST", () => {
    render(<TableBillCard bill={billOf({ gstMode: "unregistered", pricesIncludeGst: false })} menu={[]} language="en" />);
    expect(sumsOf()).toEqual(["Subtotal ₹800.00", "Round off ₹0.00", "Total ₹800.00"]);
  });

  it("takes a booking's advance off after the Total, the GST still on the whole, and asks UPI for what is left", () => {
    const bill = { ...billOf({ gstMode: "regular-5", pricesIncludeGst: false }), advancePaise: 50_000, upiLink: "upi://pay?am=340.00" };
    render(<TableBillCard bill={bill} menu={[]} language="en" />);
    expect(sumsOf()).toEqual([
      "Subtotal ₹800.00",
      "CGST @ 2.5% ₹20.00",
      "SGST @ 2.5% ₹20.00",
      "Round off ₹0.00",
      "Total ₹840.00",
      "Advance paid −₹500",
    ]);
    expect(screen.getByRole("link", { name: /₹340/ })).toBeTruthy();
  });
});
