import { describe, expect, it } from "vitest";
import { formatCustomerDate, formatOrderTime } from "./dates";
import { shortId } from "./short-id";

describe("dates", () => {
  it("formats order time as month day, year at hh:mm am/pm", () => {
    expect(formatOrderTime("2026-11-21T14:05:00.000Z", "UTC")).toBe("Nov 21, 2026 at 02:05 PM");
    expect(formatOrderTime("2026-11-21T14:05:00.000Z", "Asia/Kolkata")).toBe("Nov 21, 2026 at 07:35 PM");
  });

  it("formats customer dates as month day, year", () => {
    expect(formatCustomerDate("2026-01-05T10:00:00.000Z", "UTC")).toBe("Jan 5, 2026");
  });
});

describe("shortId", () => {
  it("keeps the last 8 characters", () => {
    expect(shortId("7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10")).toBe("6b9e4a10");
  });
});
