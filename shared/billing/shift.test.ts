import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_METHODS } from "../schemas/bills";
import { NO_BILL_CHANGES, type ShiftReportInput, shiftReport, zReport } from "./shift";

const AT = "2026-11-27T12:00:00.000Z";
const base: ShiftReportInput = {
  shiftId: "s",
  openedAt: AT,
  floatPaise: 0,
  cashEntries: [],
  bills: [],
  payments: [],
  changes: NO_BILL_CHANGES,
  openBills: [],
};

const money = fc.integer({ min: 0, max: 10_000_000 });
const entry = fc.record({
  kind: fc.constantFrom("in" as const, "out" as const),
  amountPaise: fc.integer({ min: 1, max: 1_000_000 }),
  reason: fc.constant("r"),
  createdAt: fc.constant(AT),
});
const payment = fc.record({ method: fc.constantFrom(...PAYMENT_METHODS), amountPaise: fc.integer({ min: 1, max: 1_000_000 }) });
const bill = fc.record({ subtotalPaise: money, cgstPaise: money, sgstPaise: money, totalPaise: money });
const input = fc.record({
  floatPaise: money,
  cashEntries: fc.array(entry, { maxLength: 20 }),
  payments: fc.array(payment, { maxLength: 30 }),
  bills: fc.array(bill, { maxLength: 30 }),
});

describe("shift close arithmetic", () => {
  it("the evening in the issue: ₹2,000 float, ₹3,480 cash taken, ₹300 out for vegetables, ₹5,140 counted is ₹40 short", () => {
    const closed = zReport(
      {
        ...base,
        floatPaise: 200_000,
        cashEntries: [{ kind: "out", amountPaise: 30_000, reason: "Vegetables", createdAt: AT }],
        payments: [
          { method: "cash", amountPaise: 348_000 },
          { method: "upi", amountPaise: 52_500 },
        ],
      },
      514_000,
      AT,
    );
    expect(closed).toMatchObject({ expectedCashPaise: 518_000, countedPaise: 514_000, variancePaise: -4_000, cashOutPaise: 30_000 });
    expect(closed.payments).toEqual({ cash: 348_000, upi: 52_500, card: 0 });
  });

  it("expects the float, cash taken and put in, less cash taken out; the variance is what the count differs by", () => {
    fc.assert(
      fc.property(input, money, (parts, counted) => {
        const closed = zReport({ ...base, ...parts }, counted, AT);
        const of = (kind: "in" | "out") => parts.cashEntries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amountPaise, 0);
        const cash = parts.payments.filter((p) => p.method === "cash").reduce((s, p) => s + p.amountPaise, 0);
        expect(closed.expectedCashPaise).toBe(parts.floatPaise + cash + of("in") - of("out"));
        expect(closed.expectedCashPaise + closed.variancePaise).toBe(counted);
        expect(closed.payments.cash + closed.payments.upi + closed.payments.card).toBe(
          parts.payments.reduce((s, p) => s + p.amountPaise, 0),
        );
        expect(closed.gstPaise).toBe(closed.cgstPaise + closed.sgstPaise);
        expect(closed.salesPaise).toBe(parts.bills.reduce((s, b) => s + b.subtotalPaise, 0));
      }),
    );
  });

  it("does not depend on the order entries and payments came in", () => {
    fc.assert(
      fc.property(input, (parts) => {
        const reversed = {
          ...parts,
          cashEntries: [...parts.cashEntries].reverse(),
          payments: [...parts.payments].reverse(),
          bills: [...parts.bills].reverse(),
        };
        const a = shiftReport({ ...base, ...parts });
        const b = shiftReport({ ...base, ...reversed });
        expect({ ...a, cashEntries: [] }).toEqual({ ...b, cashEntries: [] });
      }),
    );
  });

  it("counts cash refunds out of the drawer and cash tips into it", () => {
    const report = shiftReport({ ...base, floatPaise: 1_000, changes: { ...NO_BILL_CHANGES, cashRefundsPaise: 300, cashTipsPaise: 50 } });
    expect(report.expectedCashPaise).toBe(750);
  });
});
