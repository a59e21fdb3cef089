import { formatRupees } from "../../../shared/money";
import { annualMonthlyEquivalent, annualTotal, type BillingPeriod } from "../../../shared/plans";

interface PlanPrice {
  /** "₹4,999/month", or the discounted monthly equivalent when billed annually. */
  perMonth: string;
  /** "billed ₹47,990 yearly" when annual; undefined when monthly. */
  billedYearly: string | undefined;
}

export function planPrice(monthlyPrice: number, billing: BillingPeriod): PlanPrice {
  if (billing === "monthly") return { perMonth: `${formatRupees(monthlyPrice)}/month`, billedYearly: undefined };
  return {
    perMonth: `${formatRupees(annualMonthlyEquivalent(monthlyPrice))}/month`,
    billedYearly: `billed ${formatRupees(annualTotal(monthlyPrice))} yearly`,
  };
}
