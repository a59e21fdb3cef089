import { Link } from "@tanstack/react-router";
import { Button, buttonClassName } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Tooltip, TooltipProvider } from "../../ui/Tooltip/Tooltip";
import { ExportDataButton } from "../reports/ExportDataButton";
import * as styles from "./Dashboard.css";

const COMING = ["View All Restaurants", "View All Demo Requests"] as const;

/**
 * docs/product.md, Dashboard: the two platform lists have no screen yet (the tooltip says so); System
 * Settings opens the restaurant's settings; Export Data downloads today's bills.
 */
export function QuickActions() {
  return (
    <Card title="Quick Actions" headingLevel={2}>
      <TooltipProvider>
        <div className={styles.actions}>
          {COMING.map((action) => (
            <Tooltip key={action} content="Coming soon">
              <Button variant="secondary">{action}</Button>
            </Tooltip>
          ))}
          <Link to="/restaurant-settings" className={buttonClassName({ variant: "secondary" })}>
            System Settings
          </Link>
          <ExportDataButton />
        </div>
      </TooltipProvider>
    </Card>
  );
}
