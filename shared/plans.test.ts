import { describe, expect, it } from "vitest";
import { ADD_ONS, annualMonthlyEquivalent, annualTotal, COUNTER_SERVICE_PLANS, FULL_SERVICE_PLANS } from "./plans";

describe("plans", () => {
  it("carries the spec's monthly prices", () => {
    expect(FULL_SERVICE_PLANS.map((plan) => plan.monthlyPrice)).toEqual([4999, 8999, 12999]);
    expect(COUNTER_SERVICE_PLANS.map((plan) => plan.monthlyPrice)).toEqual([2999, 5999]);
    expect(ADD_ONS.map((addOn) => addOn.monthlyPrice)).toEqual([1999, 999, 799, 499]);
    expect(FULL_SERVICE_PLANS.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Signature"]);
  });

  it("takes 20% off when billed annually", () => {
    expect(annualMonthlyEquivalent(4999)).toBe(3999);
    expect(annualMonthlyEquivalent(12999)).toBe(10399);
    expect(annualTotal(4999)).toBe(47990);
    expect(annualTotal(499)).toBe(4790);
  });
});
