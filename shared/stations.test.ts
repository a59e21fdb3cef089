import { describe, expect, it } from "vitest";
import { orderLinesOf } from "./order-lines";
import type { OrderLine } from "./schemas/orders";
import { allDayOf, averagePrepTimes, RECALL_MS, setAllLinesReady, setLineReady, stationOfDish, ticketAgeFor } from "./stations";

const TANDOOR = "tandoor";
const CURRY = "curry";
const spice = { groupId: "spice", choiceId: "hot", groupName: "Spice level", choiceName: "Spicy", priceDelta: 0, kind: "single" as const };
const garlic = { groupId: "naan", choiceId: "garlic", groupName: "Naan", choiceName: "Garlic", priceDelta: 20, kind: "single" as const };

function line(name: string, quantity: number, stationId: string, extra: Partial<OrderLine> = {}): OrderLine {
  const [made] = orderLinesOf("o", [{ id: name, name, price: 50, quantity }], () => stationId);
  return { ...(made as OrderLine), ...extra };
}

describe("stationOfDish", () => {
  const categories = [
    { name: "Breads", stationId: TANDOOR },
    { name: "Curries", stationId: null },
  ];
  const stations = [CURRY, TANDOOR];
  it("is the dish's own station, else its category's, else the first", () => {
    expect(stationOfDish({ stationId: CURRY, category: "Breads" }, categories, stations)).toBe(CURRY);
    expect(stationOfDish({ stationId: null, category: "Breads" }, categories, stations)).toBe(TANDOOR);
    expect(stationOfDish({ stationId: null, category: "Curries" }, categories, stations)).toBe(CURRY);
    expect(stationOfDish({ stationId: null, category: "Unlisted" }, categories, stations)).toBe(CURRY);
  });
  it("skips a station that is gone, and is null without stations", () => {
    expect(stationOfDish({ stationId: "gone", category: "Breads" }, categories, stations)).toBe(TANDOOR);
    expect(stationOfDish({ stationId: null, category: "Breads" }, categories, [])).toBeNull();
  });
});

describe("allDayOf", () => {
  const orders = [
    { status: "preparing" as const, items: [line("Butter Naan", 4, TANDOOR), line("Dal Makhani", 1, CURRY)] },
    { status: "pending" as const, items: [line("Butter Naan", 10, TANDOOR), line("Butter Naan", 6, TANDOOR, { options: [garlic] })] },
    { status: "confirmed" as const, items: [line("Butter Naan", 5, TANDOOR, { readyAt: "2026-11-27T10:00:00.000Z" })] },
    { status: "served" as const, items: [line("Butter Naan", 9, TANDOOR)] },
    {
      status: "preparing" as const,
      items: [line("Tandoori Roti", 3, TANDOOR, { voidedQuantity: 1 }), line("Lassi", 2, TANDOOR, { voidedQuantity: 2 })],
    },
  ];
  it("counts what is still to make at the station, per dish and options, most first", () => {
    expect(allDayOf(orders, TANDOOR)).toEqual([
      { name: "Butter Naan", options: [], quantity: 14 },
      { name: "Butter Naan", options: ["Garlic"], quantity: 6 },
      { name: "Tandoori Roti", options: [], quantity: 2 },
    ]);
    expect(allDayOf(orders, CURRY)).toEqual([{ name: "Dal Makhani", options: [], quantity: 1 }]);
  });
  it("counts a line placed before stations at the first station", () => {
    const old = [{ status: "pending" as const, items: [{ ...line("Chai", 2, TANDOOR), stationId: null }] }];
    expect(allDayOf(old, TANDOOR, TANDOOR)).toEqual([{ name: "Chai", options: [], quantity: 2 }]);
    expect(allDayOf(old, CURRY, TANDOOR)).toEqual([]);
  });

  it("counts every station on the All screen", () => {
    expect(allDayOf(orders, null).reduce((sum, row) => sum + row.quantity, 0)).toBe(14 + 6 + 2 + 1);
  });
  it("keeps options apart and labels them as the ticket does", () => {
    const rows = allDayOf([{ status: "pending", items: [line("Biryani", 2, CURRY, { options: [spice] })] }], CURRY);
    expect(rows).toEqual([{ name: "Biryani", options: ["Spicy"], quantity: 2 }]);
  });
});

describe("setLineReady", () => {
  const at = "2026-11-27T12:00:00.000Z";
  const later = (ms: number) => new Date(Date.parse(at) + ms).toISOString();
  const lines = [line("Naan", 2, TANDOOR, { lineId: "o.1" }), line("Dal", 1, CURRY, { lineId: "o.2" })];

  it("bumps a line; the order is ready once every live line is, keeping its first time", () => {
    const one = setLineReady(lines, null, "o.1", true, at);
    expect(one).toMatchObject({ kind: "changed", readyAt: null });
    if (one?.kind !== "changed") throw new Error("not changed");
    const two = setLineReady(one.items, null, "o.2", true, later(1000));
    expect(two).toMatchObject({ kind: "changed", readyAt: later(1000) });
    expect(setLineReady(one.items, null, "o.1", true, later(5000))).toEqual({ kind: "unchanged" });
  });

  it("a recall within the minute takes the order back from the pass; after it, too late", () => {
    const bumped = setAllLinesReady(lines, true, at);
    expect(setLineReady(bumped, at, "o.2", false, later(RECALL_MS))).toMatchObject({ kind: "changed", readyAt: null });
    expect(setLineReady(bumped, at, "o.2", false, later(RECALL_MS + 1))).toEqual({ kind: "too-late" });
    expect(setLineReady(lines, null, "o.2", false, at)).toEqual({ kind: "unchanged" });
  });

  it("a voided line does not hold the order; an unknown line is null", () => {
    const voided = [lines[0] as OrderLine, { ...(lines[1] as OrderLine), voidedQuantity: 1 }];
    expect(setLineReady(voided, null, "o.1", true, at)).toMatchObject({ kind: "changed", readyAt: at });
    expect(setLineReady(lines, null, "o.9", true, at)).toBeNull();
  });
});

describe("averagePrepTimes", () => {
  it("averages readyAt less the order's time per dish, from bumped lines only", () => {
    const orderTime = "2026-11-27T12:00:00.000Z";
    const orders = [
      { orderTime, items: [line("Naan", 1, TANDOOR, { readyAt: "2026-11-27T12:06:00.000Z" }), line("Dal", 1, CURRY)] },
      { orderTime, items: [line("Naan", 1, TANDOOR, { readyAt: "2026-11-27T12:09:00.000Z" })] },
    ];
    expect(averagePrepTimes(orders, null)).toEqual([{ name: "Naan", minutes: 7.5, bumps: 2 }]);
    expect(averagePrepTimes(orders, CURRY)).toEqual([]);
  });
});

describe("ticketAgeFor", () => {
  it("is the spec's 10 and 20 minutes at the default 15-minute target, and scales with the target", () => {
    expect([10, 11, 20, 21].map((minutes) => ticketAgeFor(minutes, 15))).toEqual(["fresh", "late", "late", "overdue"]);
    expect([4, 5, 9].map((minutes) => ticketAgeFor(minutes, 6))).toEqual(["fresh", "late", "overdue"]);
  });
});
