import { Link } from "@tanstack/react-router";
import { buttonClassName } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { ExportDataButton } from "../reports";
import * as styles from "./Dashboard.css";

/**
 * docs/product.md, Dashboard: the two platform lists are the operator's alone, so an admin who is not
 * the operator sees only System Settings (their restaurant's settings) and Export Data (today's bills).
 */
export function QuickActions({ isOperator }: { isOperator: boolean }) {
  const secondary = buttonClassName({ variant: "secondary" });
  return (
    <Card title="Quick Actions" headingLevel={2}>
      <div className={styles.actions}>
        {isOperator ? (
          <>
            <Link to="/restaurants" className={secondary}>
              View All Restaurants
            </Link>
            <Link to="/demo-requests" className={secondary}>
              View All Demo Requests
            </Link>
          </>
        ) : null}
        <Link to="/restaurant-settings" className={secondary}>
          System Settings
        </Link>
        <ExportDataButton />
      </div>
    </Card>
  );
}
