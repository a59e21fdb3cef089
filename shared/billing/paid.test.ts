import { describe, expect, it } from "vitest";
import { afterPayment, duePaise, isPaidInFull } from "./paid";

describe("paid in full", () => {
  it("is paid exactly when the payments reach the total", () => {
    expect(isPaidInFull({ totalPaise: 33_600, paidPaise: 33_600 })).toBe(true);
    expect(isPaidInFull({ totalPaise: 33_600, paidPaise: 33_599 })).toBe(false);
    expect(duePaise({ totalPaise: 33_600, paidPaise: 20_160 })).toBe(13_440);
  });

  it("adds a payment and says whether it settled the bill", () => {
    expect(afterPayment({ totalPaise: 1000, paidPaise: 400 }, 500)).toEqual({ paidPaise: 900, status: "unpaid" });
    expect(afterPayment({ totalPaise: 1000, paidPaise: 400 }, 600)).toEqual({ paidPaise: 1000, status: "paid" });
  });
});
