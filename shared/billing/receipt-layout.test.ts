import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNCHANGED_BILL } from "../../shared/schemas/bills";
import type { Payment, Receipt } from "../schemas/bills";
import { pairRows, RECEIPT_COLUMNS, receiptRows, wrapWords } from "./receipt-layout";

const LONG_NAME = "Hyderabadi_Dum_Biryani_With_Extra_Raita_And_Mirchi_Ka_Salan_X";

const receipt = (fields: Partial<Receipt["bill"]> = {}, payments: Payment[] = []): Receipt => ({
  bill: {
    id: "b1",
    number: "2026-27/000012",
    restaurantId: "r1",
    tableId: "t1",
    tableNumber: "T4",
    createdAt: "2026-11-27T08:30:00.000Z",
    orderIds: ["o1"],
    lines: [
      { name: "Paneer Tikka · Extra cheese · Spicy", quantity: 2, unitPricePaise: 24_000, amountPaise: 48_000 },
      { name: LONG_NAME, quantity: 12, unitPricePaise: 1_23_456_00, amountPaise: 14_81_472_00 },
      { name: "Masala Chai", quantity: 1, unitPricePaise: 1_700, amountPaise: 1_700 },
    ],
    subtotalPaise: 80_000,
    cgstPaise: 2_000,
    sgstPaise: 2_000,
    roundOffPaise: 0,
    totalPaise: 84_000,
    paidPaise: 84_000,
    status: "paid",
    upiLink: null,
    ...UNCHANGED_BILL,
    ...fields,
  },
  issuer: {
    legalName: "Spice Garden Foods Private Limited, a long legal name",
    address: "12 MG Road, Koramangala 5th Block, Bengaluru 560095",
    phone: "+919876543210",
    gstin: "27AAPFU0939F1ZV",
    fssaiNumber: "11521999000123",
    gstMode: "regular-5",
    pricesIncludeGst: false,
    billFooter: "Thank you, visit again!",
  },
  payments,
  madeBy: "waiter1",
  customerName: "Asha Rao",
  paperWidth: "80mm",
});

const split: Payment[] = [
  {
    billId: "b1",
    method: "cash",
    amountPaise: 40_000,
    tenderedPaise: 50_000,
    changePaise: 10_000,
    tipPaise: 0,
    takenBy: "",
    createdAt: "2026-11-27T08:31:00.000Z",
  },
  {
    billId: "b1",
    method: "upi",
    amountPaise: 44_000,
    tenderedPaise: null,
    changePaise: 0,
    tipPaise: 0,
    takenBy: "",
    createdAt: "2026-11-27T08:32:00.000Z",
  },
];

describe("wrapWords", () => {
  it("keeps every row within the width and every character, in order, for any text and width", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 60 }), (text, width) => {
        const rows = wrapWords(text, width);
        for (const row of rows) expect([...row].length).toBeLessThanOrEqual(width);
        expect(rows.join("").replace(/\s+/g, "")).toBe(text.replace(/\s+/g, ""));
      }),
    );
  });

  it("breaks at spaces, never inside a word that fits", () => {
    expect(wrapWords("Paneer Butter Masala with Butter Naan", 16)).toEqual(["Paneer Butter", "Masala with", "Butter Naan"]);
  });

  it("cuts a 60-character word with no space into row-long pieces", () => {
    expect(wrapWords(LONG_NAME, 23)).toEqual([LONG_NAME.slice(0, 23), LONG_NAME.slice(23, 46), LONG_NAME.slice(46)]);
  });
});

describe("pairRows", () => {
  it("keeps the value whole on the right of the last row, whatever the label", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.stringMatching(/^[0-9,.₹-]{1,14}$/),
        fc.constantFrom(32, 48),
        (label, value, columns) => {
          const rows = pairRows(label, value, columns);
          for (const row of rows) expect([...row].length).toBeLessThanOrEqual(columns);
          expect(rows.at(-1)?.endsWith(value)).toBe(true);
        },
      ),
    );
  });
});

describe("receiptRows", () => {
  for (const paper of ["80mm", "58mm"] as const) {
    const columns = RECEIPT_COLUMNS[paper];
    it(`fits ${columns} columns on ${paper}, with each amount whole on one row`, () => {
      const rows = receiptRows(receipt({}, split), columns);
      for (const row of rows) expect([...row.text].length).toBeLessThanOrEqual(columns);
      const text = rows.map((row) => row.text).join("\n");
      for (const figure of ["480.00", "14,81,472.00", "17.00", "800.00", "20.00", "₹840.00", "400.00", "500.00", "100.00", "440.00"]) {
        expect(text).toContain(figure);
      }
      expect(text).toContain(LONG_NAME.slice(0, 14));
    });
  }

  it("prints the headings whole, the split, the tendered cash and its change, SAC, who billed and the customer", () => {
    const text = receiptRows(receipt({}, split), 48)
      .map((row) => row.text)
      .join("\n");
    expect(text).toMatch(/Item\s+Qty\s+Rate\s+Amount/);
    expect(text).toMatch(/Paid by Cash\s+400\.00\n\s+Tendered\s+500\.00\n\s+Change\s+100\.00\nPaid by UPI\s+440\.00/);
    expect(text).toContain("SAC 996331");
    expect(text).toMatch(/Billed by\s+waiter1/);
    expect(text).toMatch(/Customer\s+Asha Rao/);
    expect(text).toMatch(/CGST @ 2\.5%\s+20\.00\nSGST @ 2\.5%\s+20\.00/);
    expect(text).toContain("PAID");
  });

  it("prints a booking's advance under the Total and what is due after it, the GST still on the whole", () => {
    const text = receiptRows(receipt({ status: "unpaid", paidPaise: 0, advancePaise: 20_000 }), 48)
      .map((row) => row.text)
      .join("\n");
    expect(text).toMatch(/TOTAL\s+₹840\.00\n.*Advance paid\s+−₹200\n/);
    expect(text).toMatch(/CGST @ 2\.5%\s+20\.00/);
    expect(text).toMatch(/Due\s+₹640\.00/);
  });

  it("names a table's bill by its table and a parcel's by its mark and token", () => {
    const text = (fields: Partial<Receipt["bill"]>) =>
      receiptRows(receipt(fields), 48)
        .map((row) => row.text)
        .join("\n");
    expect(text({})).toMatch(/Table\s+T4/);
    const parcel = text({ tableId: null, tableNumber: "DELIVERY · Token 27" });
    expect(parcel).toMatch(/Takeout\s+DELIVERY · Token 27/);
    expect(parcel).not.toMatch(/Table/);
  });

  it("says Taxable value and Prices include GST only for prices that include GST, and what is still due on a part-paid bill", () => {
    const base = receipt({ status: "unpaid", paidPaise: 40_000 }, split.slice(0, 1));
    const inclusive = receiptRows({ ...base, issuer: { ...base.issuer, pricesIncludeGst: true } }, 48)
      .map((row) => row.text)
      .join("\n");
    expect(inclusive).toContain("Taxable value");
    expect(inclusive).toContain("Prices include GST.");
    expect(inclusive).toMatch(/Due\s+₹440\.00/);
    const exclusive = receiptRows(base, 48)
      .map((row) => row.text)
      .join("\n");
    expect(exclusive).not.toContain("Taxable value");
    expect(exclusive).not.toContain("Prices include GST");
  });
});
