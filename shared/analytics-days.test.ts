import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AnalyticsOrder, channelOf, guestsAnalytics, hoursAnalytics, itemsAnalytics, optionsSold, salesAnalytics } from "./analytics";
import {
  type DaySummary,
  guestsFromDays,
  hoursFromDays,
  itemsFromDays,
  mergeDays,
  OrderDays,
  prepFromDays,
  prepOf,
  salesFromDays,
  summarizeDays,
} from "./analytics-days";
import { averagePrepTimes } from "./stations";

const instant = fc
  .date({ min: new Date("2026-10-01T00:00:00Z"), max: new Date("2026-10-09T23:59:59Z"), noInvalidDate: true })
  .map((at) => at.toISOString());
const bill = fc.record({ createdAt: instant, subtotalPaise: fc.integer({ min: 0, max: 1_000_000 }) });
const dish = fc.constantFrom("biryani", "lassi", "naan", "paneer");
const line = fc.record({
  id: dish,
  name: fc.constantFrom("Biryani", "Lassi", "Naan", "Dal"),
  price: fc.integer({ min: 10, max: 500 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  voidedQuantity: fc.integer({ min: 0, max: 2 }),
  options: fc.constantFrom([], [{ choiceName: "Half" }], [{ choiceName: "Full" }]),
  stationId: fc.constantFrom(null, "tandoor", "bar"),
  readyAfterMs: fc.option(fc.integer({ min: 0, max: 3_600_000 }), { nil: null }),
});
const order = fc.record({
  orderTime: instant,
  takenBy: fc.constantFrom(null, "ravi"),
  siteChannel: fc.constantFrom(null, "pickup", "delivery"),
  customerId: fc.constantFrom(null, "c1", "c2", "c3"),
  items: fc.array(line, { minLength: 1, maxLength: 4 }),
});
const orders = fc.array(order, { maxLength: 40 }).map((list) =>
  list.map(
    ({ items, ...rest }): AnalyticsOrder => ({
      ...rest,
      items: items.map(({ readyAfterMs, ...kept }) => ({
        ...kept,
        readyAt: readyAfterMs === null ? null : new Date(Date.parse(rest.orderTime) + readyAfterMs).toISOString(),
      })),
    }),
  ),
);
const turn = fc.record({ createdAt: instant, minutes: fc.integer({ min: 0, max: 240 }) });
const dayEndsAt = fc.constantFrom("04:00", "00:00", "02:30", "23:00");

/** Days kept as the store keeps them: through JSON, and read back in any order. */
const kept = (summaries: Map<string, DaySummary>) =>
  [...summaries.values()].map((summary) => JSON.parse(JSON.stringify(summary)) as DaySummary).reverse();

const categoryOf = (id: string) => (id === "lassi" ? "Beverages" : "Mains");
const stations = [
  { id: "tandoor", name: "Tandoor" },
  { id: "bar", name: "Bar" },
];

describe("analytics from day summaries", () => {
  it("answers sales, hours, items and guests exactly as the raw rows do, whatever the day's end", () => {
    fc.assert(
      fc.property(
        fc.array(bill, { maxLength: 60 }),
        fc.array(bill, { maxLength: 20 }),
        orders,
        fc.array(turn, { maxLength: 20 }),
        dayEndsAt,
        (bills, before, placed, turns, ends) => {
          const days = kept(summarizeDays({ bills, orders: placed, turns }, ends));
          const previous = kept(summarizeDays({ bills: before, orders: [], turns: [] }, ends));
          expect(salesFromDays(days, previous)).toEqual(salesAnalytics(bills, before, ends));
          expect(hoursFromDays(days)).toEqual(hoursAnalytics(bills));
          const sorted = [...placed].sort((a, b) => a.orderTime.localeCompare(b.orderTime));
          expect(itemsFromDays(days, categoryOf)).toEqual(itemsAnalytics(sorted, categoryOf));
          const fromRows = guestsAnalytics(
            placed,
            new Set(["c3"]),
            turns.map((one) => one.minutes),
          );
          const visits = new Map<string, { customerId: string; visits: number; revenuePaise: number }>();
          for (const one of placed) {
            if (one.customerId === null) continue;
            const guest = visits.get(one.customerId) ?? { customerId: one.customerId, visits: 0, revenuePaise: 0 };
            guest.visits += 1;
            guest.revenuePaise += one.items.reduce((sum, item) => sum + (item.quantity - (item.voidedQuantity ?? 0)) * item.price * 100, 0);
            visits.set(one.customerId, guest);
          }
          expect(guestsFromDays(days, [...visits.values()], new Set(["c3"]))).toEqual(fromRows);
        },
      ),
    );
  });

  it("measures prep time per dish at each station as the station screen does", () => {
    fc.assert(
      fc.property(orders, (placed) => {
        const prep = prepFromDays(kept(summarizeDays({ bills: [], orders: placed, turns: [] })), stations);
        const lines = placed.map((one) => ({
          orderTime: one.orderTime,
          items: one.items.map((item) => ({
            ...item,
            lineId: "l",
            stationId: item.stationId ?? null,
            readyAt: item.readyAt ?? null,
            voidedQuantity: item.voidedQuantity ?? 0,
            options: [],
          })),
        }));
        for (const station of stations) {
          const screen = averagePrepTimes(lines, station.id, "tandoor");
          const bumps = screen.reduce((sum, row) => sum + row.bumps, 0);
          expect(prep.stations.find((row) => row.name === station.name)?.bumps ?? 0).toBe(bumps);
        }
      }),
    );
    const dayOf = summarizeDays({
      bills: [],
      orders: [
        {
          orderTime: "2026-11-27T14:00:00.000Z",
          takenBy: null,
          customerId: null,
          items: [
            { id: "naan", name: "Naan", price: 40, quantity: 2, stationId: null, readyAt: "2026-11-27T14:06:00.000Z" },
            { id: "lassi", name: "Lassi", price: 80, quantity: 1, stationId: "bar", readyAt: "2026-11-27T14:03:00.000Z" },
            { id: "dal", name: "Dal", price: 200, quantity: 1, stationId: "tandoor", readyAt: null },
          ],
        },
      ],
      turns: [],
    });
    expect(prepOf(mergeDays([...dayOf.values()]).items.prep, stations)).toEqual({
      dishes: [
        { id: "naan", name: "Naan", station: "Tandoor", minutes: 6, bumps: 1 },
        { id: "lassi", name: "Lassi", station: "Bar", minutes: 3, bumps: 1 },
      ],
      stations: [
        { name: "Tandoor", minutes: 6, bumps: 1 },
        { name: "Bar", minutes: 3, bumps: 1 },
      ],
    });
  });

  it("tells the channels apart and the options of a dish sold both ways", () => {
    expect(channelOf({ takenBy: null })).toBe("qr");
    expect(channelOf({ takenBy: "ravi", siteChannel: null })).toBe("waiter");
    expect(channelOf({ takenBy: null, siteChannel: "pickup" })).toBe("pickup");
    expect(channelOf({ takenBy: null, siteChannel: "delivery" })).toBe("delivery");
    const item = (id: string, option: string, quantity: number) => ({
      id,
      name: id,
      option,
      category: "Mains",
      quantity,
      revenuePaise: quantity * 100,
    });
    expect(optionsSold([item("biryani", "Half", 3), item("lassi", "", 9), item("biryani", "Full", 1)])).toEqual([
      { id: "biryani", name: "biryani", option: "Half", quantity: 3, revenuePaise: 300, sharePercent: 75 },
      { id: "biryani", name: "biryani", option: "Full", quantity: 1, revenuePaise: 100, sharePercent: 25 },
    ]);
  });
});

describe("orders folded in as they come", () => {
  it("give the summaries of the same orders summed in time order, whatever order they arrive in, summing again where a late one's place matters", () => {
    fc.assert(
      fc.property(orders, fc.integer({ min: 1, max: 40 }), dayEndsAt, (placed, batch, ends) => {
        const withIds = placed.map((order, index) => ({ order, id: `o${String(index).padStart(3, "0")}` }));
        const byTime = (a: { order: AnalyticsOrder; id: string }, b: { order: AnalyticsOrder; id: string }) =>
          a.order.orderTime.localeCompare(b.order.orderTime) || a.id.localeCompare(b.id);
        // Arriving in batches of `batch`, each batch in time order (as the open day reads them), the batches in any order.
        let days = new OrderDays(ends);
        const seen: typeof withIds = [];
        for (let start = 0; start < withIds.length; start += batch) {
          const arrived = withIds.slice(start, start + batch).sort(byTime);
          seen.push(...arrived);
          if (arrived.every(({ order, id }) => days.add(order, id))) continue;
          days = new OrderDays(ends);
          for (const { order, id } of [...seen].sort(byTime)) expect(days.add(order, id)).toBe(true);
        }
        const sorted = [...withIds].sort(byTime).map(({ order }) => order);
        expect(days.summaries()).toEqual(summarizeDays({ bills: [], orders: sorted, turns: [] }, ends));
      }),
      { numRuns: 2000 },
    );
  });
});
