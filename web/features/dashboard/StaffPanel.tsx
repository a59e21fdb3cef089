import { bulletList } from "../../theme/utilities.css";
import { Badge } from "../../ui/Badge/Badge";
import { Card } from "../../ui/Card/Card";
import { Page } from "../../ui/Page/Page";

export interface StaffPanelProps {
  title: string;
  features: readonly string[];
}

/** The waiter's and chef's placeholder panels (docs/product.md, Dashboard). */
export function StaffPanel({ title, features }: StaffPanelProps) {
  return (
    <Page title={title}>
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
