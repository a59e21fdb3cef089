import { describe, expect, it } from "vitest";
import { unbilledTables } from "./unbilledTables";

const order = (id: string, tableId: string | null, status: "pending" | "served" | "completed" = "pending") => ({
  id,
  tableId,
  status,
  table: tableId === null ? null : { tableNumber: tableId.replace("t", "") },
});

describe("unbilledTables", () => {
  it("lists tables with open orders no bill holds, in the order people count tables", () => {
    const orders = [
      order("a", "t10"),
      order("b", "t2"),
      order("c", "t2", "served"),
      order("d", "t3", "completed"),
      order("e", null),
      order("f", "t4"),
    ];
    expect(unbilledTables(orders, [{ orderIds: ["f"] }])).toEqual([
      { tableId: "t2", tableNumber: "2", orderCount: 2 },
      { tableId: "t10", tableNumber: "10", orderCount: 1 },
    ]);
  });
});
