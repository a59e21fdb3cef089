import { describe, expect, it } from "vitest";
import { tablePartsIn, tablePartsOf } from "./table-notice";

describe("a table notice's parts", () => {
  it("makes stale the order's read for an order, the bill's for a bill, both for the visit, neither for a call", () => {
    expect(tablePartsOf(["orders"])).toEqual(["order"]);
    expect(tablePartsOf(["bills"])).toEqual(["bill"]);
    expect(tablePartsOf(["bills", "orders", "serviceRequests"])).toEqual(["order", "bill"]);
    expect(tablePartsOf(["restaurantTables"])).toEqual(["order", "bill"]);
    expect(tablePartsOf(["serviceRequests"])).toEqual([]);
  });

  it("reads what the notice names, and everything when it names nothing the page knows (the previous release's bare notice)", () => {
    expect(tablePartsIn("bill")).toEqual(["bill"]);
    expect(tablePartsIn("order bill")).toEqual(["order", "bill"]);
    expect(tablePartsIn("")).toEqual(["order", "bill"]);
    expect(tablePartsIn("calls")).toEqual(["order", "bill"]);
  });
});
