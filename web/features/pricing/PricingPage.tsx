import { useState } from "react";
import { type BillingPeriod, COUNTER_SERVICE_PLANS, FULL_SERVICE_PLANS, type PricingPlan } from "../../../shared/plans";
import { Page } from "../../ui/Page/Page";
import { BillingToggle } from "./BillingToggle";
import { PlanCard } from "./PlanCard";
import * as styles from "./Pricing.css";
import { AddOnsCard, BuildYourOwnCard, DiscountBanner, PlatformOverviewCard } from "./PricingExtras";

export function PricingPage() {
  const [billing, setBilling] = useState<BillingPeriod>("monthly");
  return (
    <Page title="Simple, transparent pricing" lead="Plans for every kind of Indian restaurant. Prices in rupees, GST extra.">
      <BillingToggle value={billing} onChange={setBilling} />
      <DiscountBanner />
      <PlanFamily title="Full Service" plans={FULL_SERVICE_PLANS} billing={billing} />
      <PlanFamily title="Counter Service" plans={COUNTER_SERVICE_PLANS} billing={billing} />
      <div className={styles.grid}>
        <BuildYourOwnCard />
        <AddOnsCard billing={billing} />
        <PlatformOverviewCard />
      </div>
    </Page>
  );
}

interface PlanFamilyProps {
  title: string;
  plans: readonly PricingPlan[];
  billing: BillingPeriod;
}

function PlanFamily({ title, plans, billing }: PlanFamilyProps) {
  return (
    <section className={styles.section} aria-label={`${title} plans`}>
      <h2 className={styles.sectionTitle}>{title} plans</h2>
      <div className={styles.grid}>
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} billing={billing} family={title} />
        ))}
      </div>
    </section>
  );
}
