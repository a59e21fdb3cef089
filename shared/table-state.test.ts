import { describe, expect, it } from "vitest";
import { tableFloor } from "./table-state";

const at = (minute: number) => `2026-11-24T12:${String(minute).padStart(2, "0")}:00.000Z`;

describe("tableFloor", () => {
  it("is free with no open orders and no calls", () => {
    expect(tableFloor([], [])).toEqual({ state: "free", since: null, calling: false });
  });

  it("follows the slowest order, from the first order's time", () => {
    const served = { status: "served" as const, orderTime: at(5) };
    expect(tableFloor([served, { status: "pending", orderTime: at(20) }], [])).toEqual({ state: "ordered", since: at(5), calling: false });
    expect(tableFloor([served, { status: "preparing", orderTime: at(20) }], []).state).toBe("preparing");
    expect(tableFloor([served], []).state).toBe("served");
  });

  it("says bill asked while a bill call is not done, and flashes only for an open Call Waiter", () => {
    expect(tableFloor([{ status: "served", orderTime: at(1) }], [{ kind: "bill", status: "acknowledged" }]).state).toBe("bill-asked");
    expect(tableFloor([], [{ kind: "waiter", status: "open" }])).toEqual({ state: "free", since: null, calling: true });
    expect(tableFloor([], [{ kind: "waiter", status: "acknowledged" }]).calling).toBe(false);
    expect(tableFloor([], [{ kind: "bill", status: "done" }]).state).toBe("free");
  });
});
