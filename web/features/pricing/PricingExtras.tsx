import { Link } from "@tanstack/react-router";
import { ADD_ONS, ANNUAL_DISCOUNT_PERCENT, type BillingPeriod } from "../../../shared/plans";
import { buttonClassName } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import * as styles from "./Pricing.css";
import { planPrice } from "./planPrice";

export function DiscountBanner() {
  return (
    <p className={styles.banner}>
      <strong>Save {ANNUAL_DISCOUNT_PERCENT}% with annual billing</strong>
      <span>Pay yearly and get more than two months free on every plan and add-on.</span>
    </p>
  );
}

export function BuildYourOwnCard() {
  return (
    <Card title="Build Your Own" headingLevel={2} description="Pick only the pieces your restaurant needs.">
      <p>
        Start with a website, QR ordering or a kitchen display, and add modules as you grow. We'll put together a plan and price for your
        outlets.
      </p>
      <Link to="/register" className={buttonClassName({ variant: "secondary" })}>
        Build Your Plan
      </Link>
    </Card>
  );
}

export function AddOnsCard({ billing }: { billing: BillingPeriod }) {
  return (
    <Card title="Add-ons" headingLevel={2} description="Add to any plan.">
      <ul className={styles.addOns}>
        {ADD_ONS.map((addOn) => {
          const price = planPrice(addOn.monthlyPrice, billing);
          return (
            <li key={addOn.name} className={styles.addOn}>
              <span>{addOn.name}</span>
              <strong>{price.perMonth}</strong>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

const PLATFORM = [
  "Restaurant website with online menu",
  "QR table ordering, no app to install",
  "Kitchen order workflow from New Order to Completed",
  "Menu and table management",
  "Customer CRM with staff notes",
  "Works offline on phones and tablets",
] as const;

export function PlatformOverviewCard() {
  return (
    <Card title="Platform Overview" headingLevel={2} description="Every plan runs on the same Rasoi platform.">
      <ul className={styles.features}>
        {PLATFORM.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}
