import { describe, expect, it } from "vitest";
import { furthestOrderStatus, nextOrderStatus, ORDER_ADVANCE_ACTIONS, ORDER_STATUS_LABELS, orderStatusMove } from "./order-status";

describe("order status machine", () => {
  it("walks forward one step at a time and stops at completed", () => {
    expect(nextOrderStatus("pending")).toBe("confirmed");
    expect(nextOrderStatus("confirmed")).toBe("preparing");
    expect(nextOrderStatus("preparing")).toBe("served");
    expect(nextOrderStatus("served")).toBe("completed");
    expect(nextOrderStatus("completed")).toBeNull();
  });

  it("labels pending as New Order and gives completed no action", () => {
    expect(ORDER_STATUS_LABELS.pending).toBe("New Order");
    expect(ORDER_ADVANCE_ACTIONS.pending).toBe("Confirm Order");
    expect(ORDER_ADVANCE_ACTIONS.served).toBe("Complete Order");
    expect(ORDER_ADVANCE_ACTIONS.completed).toBeNull();
  });

  it("treats the same or an earlier target as unchanged so replays converge", () => {
    expect(orderStatusMove("preparing", "preparing")).toBe("unchanged");
    expect(orderStatusMove("preparing", "pending")).toBe("unchanged");
    expect(orderStatusMove("preparing", "served")).toBe("advance");
    expect(orderStatusMove("pending", "preparing")).toBe("skips-ahead");
    expect(orderStatusMove("pending", "completed")).toBe("skips-ahead");
  });

  it("keeps the furthest of two statuses", () => {
    expect(furthestOrderStatus("served", "confirmed")).toBe("served");
    expect(furthestOrderStatus("pending", "completed")).toBe("completed");
  });
});
