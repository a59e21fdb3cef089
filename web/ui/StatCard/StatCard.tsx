import type { ReactNode } from "react";
import { Card } from "../Card/Card";
import * as styles from "./StatCard.css";

/** One figure of a screen's summary row, e.g. Total Customers; "…" while it loads. */
export function StatCard({ title, value }: { title: string; value: string | undefined }) {
  return (
    <Card title={title} headingLevel={2} titleSize="md" className={styles.card}>
      <p className={styles.value}>{value ?? "…"}</p>
    </Card>
  );
}

/** A screen's stat cards: two by two on a phone, all in one row from a tablet up. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
