import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Tooltip, TooltipProvider } from "../../ui/Tooltip/Tooltip";
import * as styles from "./Dashboard.css";

const ACTIONS = ["View All Restaurants", "View All Demo Requests", "System Settings", "Export Data"] as const;

/** docs/product.md, Dashboard: these buttons have no behaviour yet; the tooltip says so. */
export function QuickActions() {
  return (
    <Card title="Quick Actions" headingLevel={2}>
      <TooltipProvider>
        <div className={styles.actions}>
          {ACTIONS.map((action) => (
            <Tooltip key={action} content="Coming soon">
              <Button variant="secondary">{action}</Button>
            </Tooltip>
          ))}
        </div>
      </TooltipProvider>
    </Card>
  );
}
