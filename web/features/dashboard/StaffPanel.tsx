import type { ReactNode } from "react";
import { bulletList } from "../../theme/utilities.css";
import { Badge } from "../../ui/Badge/Badge";
import { Card } from "../../ui/Card/Card";
import { Page } from "../../ui/Page/Page";

interface StaffPanelProps {
  title: string;
  /** The tools still to come, listed as Coming Soon under the live ones. */
  features: readonly string[];
  children: ReactNode;
}

/** The waiter's and chef's panels (docs/product.md, Dashboard): the live boards, then what is coming. */
export function StaffPanel({ title, features, children }: StaffPanelProps) {
  return (
    <Page title={title}>
      {children}
      <Card
        title={
          <>
            Coming Soon <Badge tone="accent">Preview</Badge>
          </>
        }
        headingLevel={2}
        description="These tools are on their way:"
      >
        <ul className={bulletList}>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}
