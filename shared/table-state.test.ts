import { describe, expect, it } from "vitest";
import { currentVisit, seatedNow, tableFloor } from "./table-state";

const at = (minute: number) => `2026-11-24T12:${String(minute).padStart(2, "0")}:00.000Z`;

describe("tableFloor", () => {
  it("is free with no open orders and no calls", () => {
    expect(tableFloor([], [])).toEqual({ state: "free", since: null, calling: false, ready: false });
  });

  it("follows the slowest order, from the first order's time", () => {
    const served = { status: "served" as const, orderTime: at(5) };
    expect(tableFloor([served, { status: "pending", orderTime: at(20) }], [])).toEqual({
      state: "ordered",
      since: at(5),
      calling: false,
      ready: false,
    });
    expect(tableFloor([served, { status: "preparing", orderTime: at(20) }], []).state).toBe("preparing");
    expect(tableFloor([served], []).state).toBe("served");
  });

  it("says bill asked while a bill call is not done, and flashes only for an open Call Waiter", () => {
    expect(tableFloor([{ status: "served", orderTime: at(1) }], [{ kind: "bill", status: "acknowledged" }]).state).toBe("bill-asked");
    expect(tableFloor([], [{ kind: "waiter", status: "open" }])).toEqual({ state: "free", since: null, calling: true, ready: false });
    expect(tableFloor([], [{ kind: "waiter", status: "acknowledged" }]).calling).toBe(false);
    expect(tableFloor([], [{ kind: "bill", status: "done" }]).state).toBe("free");
  });

  it("says billed while the table's latest bill is unpaid, and paid once it is, until the next party orders", () => {
    const served = { status: "served" as const, orderTime: at(1) };
    const unpaid = { status: "unpaid" as const, createdAt: at(30) };
    const paid = { status: "paid" as const, createdAt: at(30) };
    expect(tableFloor([served], [{ kind: "bill", status: "open" }], [unpaid]).state).toBe("billed");
    expect(tableFloor([], [], [paid])).toEqual({ state: "paid", since: null, calling: false, ready: false });
    expect(tableFloor([{ status: "pending", orderTime: at(40) }], [], [paid]).state).toBe("ordered");
    // A bill asked for after the last bill was paid shows again.
    expect(tableFloor([served], [{ kind: "bill", status: "open" }], [paid]).state).toBe("bill-asked");
    // The latest bill decides, whatever order the list is in.
    expect(tableFloor([served], [], [unpaid, { status: "paid", createdAt: at(10) }]).state).toBe("billed");
    expect(tableFloor([], [], [{ status: "unpaid", createdAt: at(10) }, paid]).state).toBe("paid");
  });

  it("says food is ready at the pass while an order with a ready time is not yet served, whatever the state", () => {
    const cooking = { status: "preparing" as const, orderTime: at(1) };
    expect(tableFloor([cooking], []).ready).toBe(false);
    expect(tableFloor([{ ...cooking, readyAt: at(9) }], [])).toMatchObject({ state: "preparing", ready: true });
    expect(tableFloor([{ ...cooking, readyAt: at(9) }], [{ kind: "waiter", status: "open" }])).toMatchObject({
      calling: true,
      ready: true,
    });
    expect(tableFloor([{ ...cooking, status: "served", readyAt: at(9) }], []).ready).toBe(false);
  });

  it("keeps to the party now at the table, never hiding food still to come or an unpaid bill", () => {
    const visit = at(30);
    const earlier = { status: "served" as const, orderTime: at(10) };
    const late = { status: "preparing" as const, orderTime: at(20) };
    const now = { status: "pending" as const, orderTime: at(35) };
    const paid = { status: "paid" as const, createdAt: at(25) };
    const unpaid = { status: "unpaid" as const, createdAt: at(15) };
    expect(currentVisit(visit, [earlier, late, now], [paid, unpaid])).toEqual({ orders: [late, now], bills: [unpaid] });
    expect(currentVisit(null, [earlier], [paid])).toEqual({ orders: [earlier], bills: [paid] });
    // The party that just paid leaves a free table, not one stuck at Paid.
    const left = currentVisit(at(26), [earlier], [paid]);
    expect(tableFloor(left.orders, [], left.bills).state).toBe("free");
  });

  it("shows a party the host seated as Seated until it orders, and forgets the seat once the next visit begins", () => {
    expect(seatedNow({ seatedAt: at(30), visitStartedAt: at(30) })).toBe(at(30));
    expect(seatedNow({ seatedAt: at(30), visitStartedAt: at(50) })).toBeNull();
    expect(seatedNow({ seatedAt: null, visitStartedAt: null })).toBeNull();
    expect(tableFloor([], [], [], at(30))).toEqual({ state: "seated", since: at(30), calling: false, ready: false });
    // Once it orders, the order says the table's state.
    expect(tableFloor([{ status: "pending", orderTime: at(35) }], [], [], at(30)).state).toBe("ordered");
  });
});
