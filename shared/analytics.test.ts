import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guestsAnalytics, hoursAnalytics, itemsAnalytics, periodDays, previousPeriod, salesAnalytics } from "./analytics";

const instant = fc.date({ min: new Date("2026-01-01"), max: new Date("2026-12-31"), noInvalidDate: true }).map((at) => at.toISOString());
const bill = fc.record({ createdAt: instant, subtotalPaise: fc.integer({ min: 0, max: 1_000_000 }) });

describe("analytics", () => {
  it("sales by day, week and month each add up to the period's total", () => {
    fc.assert(
      fc.property(fc.array(bill, { maxLength: 80 }), fc.array(bill, { maxLength: 20 }), (bills, before) => {
        const sales = salesAnalytics(bills, before);
        const total = bills.reduce((sum, one) => sum + one.subtotalPaise, 0);
        expect(sales.totals.salesPaise).toBe(total);
        for (const groups of [sales.days, sales.weeks, sales.months]) {
          expect(groups.reduce((sum, group) => sum + group.salesPaise, 0)).toBe(total);
          expect(groups.reduce((sum, group) => sum + group.billCount, 0)).toBe(bills.length);
        }
        expect(hoursAnalytics(bills).cells.reduce((sum, cell) => sum + cell.salesPaise, 0)).toBe(total);
      }),
    );
  });

  it("compares with the same number of days just before", () => {
    expect(previousPeriod({ from: "2026-11-01", to: "2026-11-30" })).toEqual({ from: "2026-10-02", to: "2026-10-31" });
    expect(periodDays({ from: "2026-11-27", to: "2026-11-27" })).toBe(1);
    const sales = salesAnalytics(
      [{ createdAt: "2026-11-27T10:00:00.000Z", subtotalPaise: 150 }],
      [{ createdAt: "2026-11-26T10:00:00.000Z", subtotalPaise: 100 }],
    );
    expect(sales.changePercent).toBe(50);
  });

  it("puts a Friday 8 pm IST bill in Friday's 20:00 cell", () => {
    const cells = hoursAnalytics([{ createdAt: "2026-11-27T14:30:00.000Z", subtotalPaise: 100 }]).cells;
    expect(cells.filter((cell) => cell.billCount > 0)).toEqual([{ weekday: 4, hour: 20, billCount: 1, salesPaise: 100 }]);
  });

  it("ranks dishes per option by quantity, less what was voided, and splits half from full", () => {
    const line = (name: string, choiceName: string, quantity: number, voidedQuantity = 0) => ({
      id: name,
      name,
      price: 200,
      quantity,
      voidedQuantity,
      options: choiceName ? [{ choiceName }] : [],
    });
    const order = (items: ReturnType<typeof line>[], takenBy: string | null = null, customerId: string | null = null) => ({
      orderTime: "2026-11-27T14:30:00.000Z",
      takenBy,
      customerId,
      items,
    });
    const orders = [
      order([line("Biryani", "Half", 3), line("Biryani", "Full", 2)]),
      order([line("Lassi", "", 4, 3), line("Biryani", "Half", 1)], "ravi", "c1"),
    ];
    const items = itemsAnalytics(orders, (id) => (id === "Lassi" ? "Beverages" : "Biryani"));
    expect(items.bestSellers.map((item) => [item.name, item.option, item.quantity])).toEqual([
      ["Biryani", "Half", 4],
      ["Biryani", "Full", 2],
      ["Lassi", "", 1],
    ]);
    expect(items.categories).toEqual([
      { category: "Biryani", quantity: 6, revenuePaise: 120_000 },
      { category: "Beverages", quantity: 1, revenuePaise: 20_000 },
    ]);
    const guests = guestsAnalytics(
      [...orders, order([line("Lassi", "", 1)], null, "c1"), order([line("Lassi", "", 1)], null, "c2")],
      new Set(["c2"]),
      [30, 50, 40],
    );
    expect(guests).toMatchObject({
      orders: 4,
      channels: { qr: 3, waiter: 1 },
      guests: 2,
      repeatGuests: 2,
      visitsPerGuest: 1.5,
      medianTableTurnMinutes: 40,
    });
  });
});
