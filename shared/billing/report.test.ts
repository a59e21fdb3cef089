import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNCHANGED_BILL } from "../../shared/schemas/bills";
import type { AuditEntry, AuditKind } from "../schemas/audit";
import type { Bill, Payment } from "../schemas/bills";
import { billsCsv, changeTotals, summarizeDay, tipsByStaff } from "./report";

const bill = (id: string, fields: Partial<Bill> = {}): Bill => ({
  id,
  number: `2026-27/00000${id}`,
  restaurantId: "r",
  tableId: "t",
  tableNumber: "4",
  createdAt: "2026-11-24T07:00:00.000Z",
  orderIds: [],
  lines: [],
  subtotalPaise: 100_000,
  cgstPaise: 2_500,
  sgstPaise: 2_500,
  roundOffPaise: 0,
  totalPaise: 105_000,
  paidPaise: 105_000,
  status: "paid",
  upiLink: null,
  ...UNCHANGED_BILL,
  ...fields,
});
const paid = (billId: string, method: Payment["method"], amountPaise: number): Payment => ({
  billId,
  method,
  amountPaise,
  tenderedPaise: null,
  changePaise: 0,
  tipPaise: 0,
  takenBy: "",
  createdAt: "2026-11-24T08:00:00.000Z",
});

describe("the day's summary", () => {
  it("adds taxes, splits what was paid by method and lists the unpaid bills", () => {
    const bills = [bill("1"), bill("2", { paidPaise: 5_000, status: "unpaid" })];
    const day = summarizeDay(bills, [
      paid("1", "upi", 100_000),
      paid("1", "cash", 5_000),
      paid("2", "card", 5_000),
      paid("other", "cash", 9),
    ]);
    expect(day).toMatchObject({
      billCount: 2,
      netSalesPaise: 200_000,
      gstPaise: 10_000,
      cgstPaise: 5_000,
      sgstPaise: 5_000,
      billedPaise: 210_000,
      paidPaise: 110_000,
      outstandingPaise: 100_000,
    });
    expect(day.byMethod).toEqual({ upi: 100_000, cash: 5_000, card: 5_000 });
    expect(day.unpaid.map((row) => row.id)).toEqual(["2"]);
  });

  it("writes a CSV whose rows add up to its totals row, with formulas defused", () => {
    const amounts = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(amounts, (totals) => {
        const bills = totals.map((totalPaise, index) => bill(String(index), { totalPaise, paidPaise: totalPaise }));
        const rows = billsCsv(
          bills,
          bills.map((row) => paid(row.id, "upi", row.totalPaise)),
        )
          .trimEnd()
          .split("\r\n");
        const column = rows[0]?.split(",").indexOf("Total") ?? -1;
        const cells = rows.slice(1).map((row) => Math.round(Number(row.split(",")[column]) * 100));
        expect(cells.slice(0, -1).reduce((sum, cell) => sum + cell, 0)).toBe(cells.at(-1));
        expect(rows).toHaveLength(totals.length + 2);
      }),
    );
    expect(billsCsv([bill("1", { tableNumber: "=HYPERLINK(1)", roundOffPaise: -46 })], [])).toContain("'=HYPERLINK(1)");
    expect(billsCsv([bill("1", { roundOffPaise: -46 })], [])).toContain(",-0.46,");
  });

  it("opens with a byte order mark for Excel and writes times on the restaurant's clock, not UTC", () => {
    const csv = billsCsv([bill("1", { createdAt: "2026-11-24T18:45:00.000Z", tableNumber: "छत 2" })], []);
    expect(csv.startsWith("\uFEFFBill number,Created at (IST),")).toBe(true);
    expect(csv).toContain(",2026-11-25 00:15,छत 2,");
  });
});

const entry = (kind: AuditKind, reason: string, username: string, amountPaise: number): AuditEntry => ({
  id: `${kind}${reason}${username}`,
  kind,
  at: "2026-11-24T07:00:00.000Z",
  userId: null,
  username,
  device: "",
  reason,
  amountPaise,
  before: null,
  after: null,
  billId: null,
  orderId: null,
  tableId: null,
});

describe("changeTotals, tipsByStaff and cancelled bills", () => {
  it("totals money changes by kind, reason and staff, tips per staff, and leaves cancelled bills out of the figures", () => {
    const totals = changeTotals([
      entry("discount", "Regular", "asha", 500),
      entry("discount", "Regular", "ravi", 300),
      entry("void", "Cold", "asha", 200),
      entry("split", "x", "asha", 9),
    ]);
    expect(totals).toContainEqual({ kind: "discount", by: "reason", key: "Regular", count: 2, paise: 800 });
    expect(totals).toContainEqual({ kind: "discount", by: "staff", key: "asha", count: 1, paise: 500 });
    expect(totals).toContainEqual({ kind: "void", by: "staff", key: "asha", count: 1, paise: 200 });
    expect(totals.some((row) => row.kind === "split")).toBe(false);
    const tip = { ...paid("1", "cash", 100), tipPaise: 50, takenBy: "asha" };
    expect(tipsByStaff([tip, { ...tip, tipPaise: 25 }, paid("2", "upi", 100)])).toEqual([{ staff: "asha", paise: 75 }]);
    expect(summarizeDay([bill("1"), bill("2", { status: "cancelled" })], []).billCount).toBe(1);
  });
});

describe("the day's CSV of money changes", () => {
  const changes = [
    entry("discount", "Regular", "asha", 1_800),
    entry("discount", "Regular", "ravi", 1_200),
    entry("void", "Guest changed mind", "asha", 6_000),
    entry("cancel", "Wrong table", "owner", 21_000),
    entry("refund", "Cold food, said so", "owner", 10_500),
    entry("refund", "=cmd|' /C calc'!A0", "owner", 100),
    entry("move", "", "asha", 0),
  ];
  const blocksOf = (csv: string) =>
    csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n\r\n");

  it("follows the bills' table, after an empty line, with discounts, voids, cancellations and refunds by reason and by staff member", () => {
    const [bills, money, more] = blocksOf(billsCsv([bill("1")], [], changes));
    expect(bills?.split("\r\n")).toHaveLength(3);
    expect(more).toBeUndefined();
    expect(money?.split("\r\n")).toEqual([
      "Change,By,Reason or staff member,Count,Amount",
      "Discount,Reason,Regular,2,30.00",
      "Discount,Staff,asha,1,18.00",
      "Discount,Staff,ravi,1,12.00",
      "Void,Reason,Guest changed mind,1,60.00",
      "Void,Staff,asha,1,60.00",
      "Cancellation,Reason,Wrong table,1,210.00",
      "Cancellation,Staff,owner,1,210.00",
      "Refund,Reason,'=cmd|' /C calc'!A0,1,1.00",
      `Refund,Reason,"Cold food, said so",1,105.00`,
      "Refund,Staff,owner,2,106.00",
    ]);
  });

  it("totals each kind the same by reason as by staff member, and leaves the block out on a day without changes", () => {
    const kinds = fc.constantFrom<AuditKind>("discount", "complimentary", "void", "cancel", "refund", "split", "move");
    const entries = fc.array(
      fc.tuple(kinds, fc.constantFrom("Regular", "Cold", "Other: late"), fc.constantFrom("asha", "ravi"), fc.nat(1_000_000)),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(entries, (tuples) => {
        const csv = billsCsv(
          [],
          [],
          tuples.map(([kind, reason, username, paise]) => entry(kind, reason, username, paise)),
        );
        const rows = (blocksOf(csv)[1]?.split("\r\n").slice(1) ?? []).map((row) => row.split(","));
        const sums = new Map<string, number>();
        for (const [kind, by, , , amount] of rows) {
          const key = `${kind} ${by}`;
          sums.set(key, (sums.get(key) ?? 0) + Math.round(Number(amount) * 100));
        }
        for (const [key, paise] of sums) if (key.endsWith("Reason")) expect(sums.get(key.replace(/Reason$/, "Staff"))).toBe(paise);
        const moneyKinds = new Set(tuples.filter(([kind]) => kind !== "split" && kind !== "move").map(([kind]) => kind));
        expect(blocksOf(csv)).toHaveLength(moneyKinds.size > 0 ? 2 : 1);
        expect(new Set(rows.map(([kind]) => kind)).size).toBe(moneyKinds.size);
      }),
    );
  });
});
