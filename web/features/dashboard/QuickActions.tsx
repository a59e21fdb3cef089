import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Tooltip, TooltipProvider } from "../../ui/Tooltip/Tooltip";
import { ExportDataButton } from "../reports/ExportDataButton";
import * as styles from "./Dashboard.css";

const ACTIONS = ["View All Restaurants", "View All Demo Requests", "System Settings"] as const;

/** docs/product.md, Dashboard: the first three have no behaviour yet (the tooltip says so); Export Data downloads today's bills. */
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
          <ExportDataButton />
        </div>
      </TooltipProvider>
    </Card>
  );
}
