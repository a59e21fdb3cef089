import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_METHODS, paymentInput } from "../schemas/bills";
import { paiseOfText, planPayment } from "./tender";

describe("planPayment", () => {
  it("records ₹651 of ₹700 cash against ₹651 due, with ₹49 change", () => {
    expect(planPayment("cash", 70_000, 65_100)).toEqual({
      ok: true,
      method: "cash",
      amountPaise: 65_100,
      tenderedPaise: 70_000,
      changePaise: 4_900,
    });
  });

  it("refuses UPI or card above what is due, and no amount at all", () => {
    expect(planPayment("upi", 70_000, 65_100)).toEqual({ ok: false, message: "Only ₹651.00 is due" });
    expect(planPayment("card", 65_101, 65_100)).toMatchObject({ ok: false });
    expect(planPayment("cash", null, 65_100)).toMatchObject({ ok: false });
    expect(planPayment("cash", 0, 65_100)).toMatchObject({ ok: false });
  });

  it("never records more than is due, gives change only for cash, and always makes a payment the API accepts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_METHODS),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (method, typed, due) => {
          const plan = planPayment(method, typed, due);
          if (!plan.ok) {
            expect(method !== "cash" && typed > due).toBe(true);
            return;
          }
          expect(plan.amountPaise).toBeLessThanOrEqual(due);
          expect(plan.amountPaise + plan.changePaise).toBe(typed);
          if (plan.changePaise > 0) expect(plan.method).toBe("cash");
          const { ok: _ok, changePaise: _change, ...body } = plan;
          expect(paymentInput.safeParse(body).success).toBe(true);
        },
      ),
    );
  });
});

describe("paiseOfText", () => {
  it("reads rupees with up to two decimals, with or without the sign and grouping", () => {
    expect(paiseOfText("700")).toBe(70_000);
    expect(paiseOfText(" ₹1,101.5 ")).toBe(110_150);
    expect(paiseOfText("12.345")).toBeNull();
    expect(paiseOfText("abc")).toBeNull();
  });
});
