import { describe, expect, it } from "vitest";
import { cx } from "./cx";

describe("cx", () => {
  it("joins the given class names with single spaces", () => {
    expect(cx("a", "b", "c")).toBe("a b c");
  });

  it("skips false, null, undefined and empty names", () => {
    expect(cx("a", false, null, undefined, "", "b")).toBe("a b");
    expect(cx(false, undefined)).toBe("");
  });
});
