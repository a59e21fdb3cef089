import { describe, expect, it } from "vitest";
import { uuid } from "../../shared/schemas/fields";
import { uuidv7 } from "./ids";

describe("uuidv7", () => {
  it("makes version 7 uuids that our schemas accept, all different", () => {
    const ids = Array.from({ length: 5_000 }, () => uuidv7());
    for (const id of ids.slice(0, 50)) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(uuid().safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sorts by creation time, so new rows append to their index", () => {
    const earlier = uuidv7(Date.UTC(2026, 0, 1));
    const later = uuidv7(Date.UTC(2026, 0, 1) + 1);
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 13)).toBe(uuidv7(Date.UTC(2026, 0, 1)).slice(0, 13));
  });

  it("keeps the order they were made in within one millisecond", () => {
    const at = Date.UTC(2026, 10, 27, 18, 30);
    const ids = Array.from({ length: 1_000 }, () => uuidv7(at));
    expect([...ids].sort()).toEqual(ids);
  });
});
