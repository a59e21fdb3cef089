import { describe, expect, it } from "vitest";
import { advanceFor, afterPayment, duePaise, isPaidInFull } from "./paid";

describe("paid in full", () => {
  it("is paid exactly when the payments reach the total", () => {
    expect(isPaidInFull({ totalPaise: 33_600, paidPaise: 33_600, advancePaise: 0 })).toBe(true);
    expect(isPaidInFull({ totalPaise: 33_600, paidPaise: 33_599, advancePaise: 0 })).toBe(false);
    expect(duePaise({ totalPaise: 33_600, paidPaise: 20_160, advancePaise: 0 })).toBe(13_440);
  });

  it("adds a payment and says whether it settled the bill", () => {
    expect(afterPayment({ totalPaise: 1000, paidPaise: 400, advancePaise: 0 }, 500)).toEqual({ paidPaise: 900, status: "unpaid" });
    expect(afterPayment({ totalPaise: 1000, paidPaise: 400, advancePaise: 0 }, 600)).toEqual({ paidPaise: 1000, status: "paid" });
  });

  it("counts a booking's advance against what is due: payments and advance at the total settle the bill", () => {
    // ₹7,840.50 for an event with a ₹2,000 advance: ₹5,840.50 is due.
    const bill = { totalPaise: 784_050, paidPaise: 0, advancePaise: 200_000 };
    expect(duePaise(bill)).toBe(584_050);
    expect(isPaidInFull(bill)).toBe(false);
    expect(afterPayment(bill, 300_000)).toEqual({ paidPaise: 300_000, status: "unpaid" });
    expect(duePaise({ ...bill, paidPaise: 300_000 })).toBe(284_050);
    expect(afterPayment({ ...bill, paidPaise: 300_000 }, 284_050)).toEqual({ paidPaise: 584_050, status: "paid" });
    // The payments alone never reach the total, and need not.
    expect(isPaidInFull({ ...bill, paidPaise: 584_050 })).toBe(true);
  });

  it("gives a bill the deposits earlier bills of the sitting left, never more than its total", () => {
    expect(advanceFor(784_050, 200_000, 0)).toBe(200_000);
    expect(advanceFor(150_000, 200_000, 0)).toBe(150_000);
    expect(advanceFor(784_050, 200_000, 150_000)).toBe(50_000);
    expect(advanceFor(784_050, 200_000, 200_000)).toBe(0);
    expect(advanceFor(784_050, 0, 0)).toBe(0);
  });
});
