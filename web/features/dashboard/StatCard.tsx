import { Card } from "../../ui/Card/Card";
import * as styles from "./Dashboard.css";

export function StatCard({ title, value }: { title: string; value: string | undefined }) {
  return (
    <Card title={title} headingLevel={2}>
      <p className={styles.statValue}>{value ?? "…"}</p>
    </Card>
  );
}
