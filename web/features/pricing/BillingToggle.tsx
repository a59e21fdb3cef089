import type { BillingPeriod } from "../../../shared/plans";
import * as styles from "./Pricing.css";

const OPTIONS = [
  { value: "monthly", label: "Monthly" },
  { value: "annual", label: "Annual" },
] as const satisfies readonly { value: BillingPeriod; label: string }[];

interface BillingToggleProps {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}

/** Two pressed/unpressed buttons; plain buttons keep the pricing chunk free of extra Radix code. */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  return (
    <fieldset aria-label="Billing period" className={styles.toggle}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.toggleButton}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
