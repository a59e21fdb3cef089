/** Rasoi's subscription plans for restaurants (docs/product.md, Pricing page), in whole rupees per month. Carts are priced in order-pricing.ts. */
export const ANNUAL_DISCOUNT_PERCENT = 20;

export type BillingPeriod = "monthly" | "annual";

export interface PricingPlan {
  name: string;
  monthlyPrice: number;
  description: string;
  features: readonly string[];
  popular: boolean;
  buttonText: string;
}

interface AddOn {
  name: string;
  monthlyPrice: number;
}

export const FULL_SERVICE_PLANS: readonly PricingPlan[] = [
  {
    name: "Foundations",
    monthlyPrice: 4999,
    description: "Everything a dine-in restaurant needs to take orders from the table.",
    features: ["Restaurant website", "QR order and pay", "Menu editor", "Up to 15 tables", "Email support"],
    popular: false,
    buttonText: "Get Started",
  },
  {
    name: "Signature",
    monthlyPrice: 8999,
    description: "For busy restaurants that run the kitchen and the floor on Rasoi.",
    features: [
      "Everything in Foundations",
      "Kitchen order workflow",
      "Digital waitlist",
      "Customer CRM and notes",
      "Unlimited tables",
      "Priority support",
    ],
    popular: true,
    buttonText: "Start Free Trial",
  },
  {
    name: "Elevated",
    monthlyPrice: 12999,
    description: "For multi-outlet brands that want events, delivery and deep analytics.",
    features: [
      "Everything in Signature",
      "Takeout and delivery with UPI",
      "Events management",
      "Analytics dashboard",
      "Dedicated success manager",
    ],
    popular: false,
    buttonText: "Contact Sales",
  },
];

export const COUNTER_SERVICE_PLANS: readonly PricingPlan[] = [
  {
    name: "Foundations",
    monthlyPrice: 2999,
    description: "Counter ordering for cafés, chaat corners and sweet shops.",
    features: ["Online menu", "QR order and pay with UPI", "Order tracking", "Email support"],
    popular: false,
    buttonText: "Get Started",
  },
  {
    name: "Signature",
    monthlyPrice: 5999,
    description: "Quick-service outlets with takeout, delivery and loyalty.",
    features: ["Everything in Foundations", "Takeout and delivery", "Customer CRM", "Sales reports", "Priority support"],
    popular: false,
    buttonText: "Start Free Trial",
  },
];

export const ADD_ONS: readonly AddOn[] = [
  { name: "Advanced Customization", monthlyPrice: 1999 },
  { name: "Premium Analytics", monthlyPrice: 999 },
  { name: "WhatsApp Integration", monthlyPrice: 799 },
  { name: "Regional Language Pack", monthlyPrice: 499 },
];

/** Monthly price after the annual discount, rounded to whole rupees. */
export function annualMonthlyEquivalent(monthlyPrice: number): number {
  return Math.round((monthlyPrice * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);
}

/** What a year costs when billed annually. */
export function annualTotal(monthlyPrice: number): number {
  return Math.round((monthlyPrice * 12 * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);
}
