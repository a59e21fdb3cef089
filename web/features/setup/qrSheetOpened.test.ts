import { beforeEach, describe, expect, it } from "vitest";
import { markQrSheetOpened, wasQrSheetOpened } from "./qrSheetOpened";

describe("qrSheetOpened", () => {
  beforeEach(() => localStorage.clear());

  it("is remembered per restaurant", () => {
    expect(wasQrSheetOpened("r1")).toBe(false);
    markQrSheetOpened("r1");
    expect(wasQrSheetOpened("r1")).toBe(true);
    expect(wasQrSheetOpened("r2")).toBe(false);
  });
});
