import { Link } from "@tanstack/react-router";
import { useId } from "react";
import type { BillingPeriod, PricingPlan } from "../../../shared/plans";
import { visuallyHidden } from "../../theme/utilities.css";
import { Badge } from "../../ui/Badge/Badge";
import { buttonClassName } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import * as styles from "./Pricing.css";
import { planPrice } from "./planPrice";

interface PlanCardProps {
  plan: PricingPlan;
  billing: BillingPeriod;
  /** "Full Service" or "Counter Service": both families have a Foundations plan. */
  family: string;
}

export function PlanCard({ plan, billing, family }: PlanCardProps) {
  const titleId = useId();
  const price = planPrice(plan.monthlyPrice, billing);
  return (
    <Card
      className={plan.popular ? styles.popular : undefined}
      title={
        <>
          {plan.name}
          <span className={visuallyHidden}>{` (${family})`}</span>
        </>
      }
      titleSize="xl"
      titleId={titleId}
      action={plan.popular ? <Badge tone="primary">Most Popular</Badge> : null}
    >
      <p className={styles.muted}>{plan.description}</p>
      <div>
        <p className={styles.price}>{price.perMonth}</p>
        {price.billedYearly ? <p className={styles.billed}>{price.billedYearly}</p> : null}
      </div>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link
        to="/register"
        className={buttonClassName({ variant: plan.popular ? "primary" : "secondary", fullWidth: true })}
        aria-describedby={titleId}
      >
        {plan.buttonText}
      </Link>
    </Card>
  );
}
