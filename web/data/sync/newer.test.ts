import { describe, expect, it } from "vitest";
import { type Bill, UNCHANGED_BILL } from "../../../shared/schemas/bills";
import type { ServiceRequest } from "../../../shared/service-requests";
import { isLocalNewer } from "./newer";

const call = (status: ServiceRequest["status"]): ServiceRequest => ({
  id: "c",
  tableId: "t",
  tableNumber: "4",
  kind: "waiter",
  status,
  createdAt: "2026-11-24T10:00:00.000Z",
  acknowledgedAt: status === "open" ? null : "2026-11-24T10:01:00.000Z",
  doneAt: status === "done" ? "2026-11-24T10:02:00.000Z" : null,
});

const bill = (paidPaise: number): Bill => ({
  id: "b",
  number: "2026-27/000001",
  restaurantId: "r",
  tableId: "t",
  tableNumber: "4",
  createdAt: "2026-11-24T10:00:00.000Z",
  orderIds: [],
  lines: [],
  subtotalPaise: 10_000,
  cgstPaise: 250,
  sgstPaise: 250,
  roundOffPaise: 0,
  totalPaise: 10_500,
  paidPaise,
  status: paidPaise === 10_500 ? "paid" : "unpaid",
  upiLink: null,
  ...UNCHANGED_BILL,
});

describe("isLocalNewer", () => {
  it("keeps a call that went further than a replayed answer, and takes one that went further", () => {
    expect(isLocalNewer("serviceRequests", call("done"), call("acknowledged"))).toBe(true);
    expect(isLocalNewer("serviceRequests", call("open"), call("acknowledged"))).toBe(false);
    expect(isLocalNewer("serviceRequests", call("acknowledged"), call("acknowledged"))).toBe(false);
  });

  it("keeps a bill paid further than a replayed answer", () => {
    expect(isLocalNewer("bills", bill(10_500), bill(5_000))).toBe(true);
    expect(isLocalNewer("bills", bill(0), bill(5_000))).toBe(false);
  });
});
