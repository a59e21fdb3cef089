import { describe, expect, it } from "vitest";
import { payloads } from "./notices";

describe("payloads", () => {
  it("sends a burst at one restaurant as one entry", () => {
    const burst = Array.from({ length: 500 }, () => ({ restaurantId: "r1", topics: ["orders", "customers"] as const }));
    const sent = payloads("p1", [...burst, { restaurantId: "r2", topics: ["menuItems"] }]);
    expect(sent.map((payload) => JSON.parse(payload))).toEqual([
      {
        from: "p1",
        changes: [
          ["r1", ["orders", "customers"]],
          ["r2", ["menuItems", "menu"]],
        ],
      },
    ]);
  });

  it("cuts many restaurants' changes into notices PostgreSQL accepts, losing none", () => {
    const changes = Array.from({ length: 2_000 }, (_, n) => ({ restaurantId: `restaurant-${n}`, topics: ["orders"] as const }));
    const sent = payloads("p1", changes);
    expect(sent.length).toBeGreaterThan(1);
    for (const payload of sent) expect(new TextEncoder().encode(payload).length).toBeLessThan(8_000);
    const carried = sent.flatMap((payload) => (JSON.parse(payload) as { changes: [string, string[]][] }).changes.map(([id]) => id));
    expect(carried).toEqual(changes.map((change) => change.restaurantId));
  });

  it("carries the table a change is about, so another process's diners' pages hear of their own table only", () => {
    const sent = payloads("p1", [
      { restaurantId: "r1", topics: ["orders"], tableId: "t1" },
      { restaurantId: "r1", topics: ["orders"], tableId: "t1" },
      { restaurantId: "r1", topics: ["orders"], tableId: "t2" },
      { restaurantId: "r1", topics: ["orders"] },
    ]);
    expect(sent.map((payload) => JSON.parse(payload).changes)).toEqual([
      [
        ["r1", ["orders"], "t1"],
        ["r1", ["orders"], "t2"],
        ["r1", ["orders"]],
      ],
    ]);
  });
});
