import type { ReactNode } from "react";
import * as styles from "./Facts.css";

/** A card's labelled values as a description list, in as many columns as fit. */
export function Facts({ columns = "wide", children }: { columns?: keyof typeof styles.facts; children: ReactNode }) {
  return <dl className={styles.facts[columns]}>{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </div>
  );
}
