import type { ReactNode } from "react";
import { cx } from "../../lib/cx";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import * as styles from "./Page.css";

interface PageProps {
  title: ReactNode;
  lead?: ReactNode;
  narrow?: boolean;
  children?: ReactNode;
}

/** A screen's frame: centred column, one h1, optional lead paragraph; the tab is named after the h1. */
export function Page({ title, lead, narrow = false, children }: PageProps) {
  useDocumentTitle(typeof title === "string" ? title : null);
  return (
    <div className={cx(styles.page, narrow && styles.narrow)}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}
