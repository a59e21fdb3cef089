import { Link } from "@tanstack/react-router";
import { Badge } from "../../ui/Badge/Badge";
import { Card } from "../../ui/Card/Card";
import { wasQrSheetOpened } from "../setup";
import * as styles from "./Dashboard.css";

interface SetupChecklistProps {
  restaurantId: string;
  menuItemCount: number;
  tableCount: number;
}

/** A new restaurant's first steps, each ticked from the local data; gone once all three are done. */
export function SetupChecklist({ restaurantId, menuItemCount, tableCount }: SetupChecklistProps) {
  const steps = [
    { label: "Add menu items", to: "/menu-editor", done: menuItemCount > 0 },
    { label: "Add tables", to: "/table-management", done: tableCount > 0 },
    { label: "Print QR codes", to: "/print-qr-codes", done: tableCount > 0 && wasQrSheetOpened(restaurantId) },
  ] as const;
  if (steps.every((step) => step.done)) return null;
  return (
    <Card title="Set up your restaurant" headingLevel={2} description="Three steps before your first diner scans a table.">
      <ol className={styles.list}>
        {steps.map((step) => (
          <li key={step.to} className={styles.row}>
            <Link to={step.to}>{step.label}</Link>
            {step.done ? <Badge tone="success">Done</Badge> : <Badge tone="accent">To do</Badge>}
          </li>
        ))}
      </ol>
    </Card>
  );
}
